#!/bin/sh
# Starts one process role of the product (Dockerfile, docs/deploy.md): the first argument, else
# $ROLE, else the API. `exec` leaves Node in tini's care, so SIGTERM reaches it.
set -eu
role="${1:-${ROLE:-api}}"
case "$role" in
  api) exec node apps/api/dist/cli/start-api.js ;;
  projections) exec node apps/api/dist/cli/start-projections.js ;;
  worker) exec node apps/worker/dist/main.js ;;
  all) exec node apps/api/dist/cli/start.js ;;
  *)
    echo "Unknown role \"$role\": api, projections, worker or all." >&2
    exit 64
    ;;
esac
