# syntax=docker/dockerfile:1
#
# One image for every process role of the product (docs/deploy.md):
#   docker build -t artisans .
#   docker run artisans api            # HTTP API and web app on $PORT (default 3000), migrates under a lock
#   docker run artisans projections    # read models; one leader at a time (PostgreSQL advisory lock)
#   docker run artisans worker         # mail and campaign jobs from BullMQ
#   docker run artisans all            # everything in one process, as `npm start` (demo and trials)
# Settings are environment variables (README.md, "Settings"; libs/platform/src/config.ts).

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: every dependency, then the server (tsc) and the web app (vite) --------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# npm 11 (the project's) runs no dependency install scripts; the image's npm 10 would, and some need
# a compiler: --ignore-scripts. Every native part the product uses ships prebuilt (sharp, argon2,
# swc, rolldown).
ENV CI=true npm_config_audit=false npm_config_fund=false
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/platform/package.json libs/platform/
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

# ---- production dependencies only ----------------------------------------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV CI=true npm_config_audit=false npm_config_fund=false
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY libs/platform/package.json libs/platform/
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force

# ---- runtime -------------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: passes SIGTERM on to Node and reaps what `all` forks. Fonts of the analysis PDF
# (apps/api/src/evaluation/downloads/analysis-pdf.ts): DejaVu for Latin, Greek and Cyrillic, Droid
# Sans Fallback for Japanese, Chinese and Korean.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini fonts-dejavu-core fonts-droid-fallback \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
  PORT=3000 \
  UPLOAD_DIR=/data/uploads \
  MAIL_DIR=/data/mail \
  DEMO_DATA=false
COPY --from=deps /app ./
COPY --from=build /app/libs/domain/dist libs/domain/dist
COPY --from=build /app/libs/platform/dist libs/platform/dist
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/worker/dist apps/worker/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY deploy/docker/entrypoint.sh deploy/docker/healthcheck.mjs deploy/docker/
# The image's own user "node" (uid 1000); UPLOAD_DIR and MAIL_DIR are its to write (mount volumes there).
RUN mkdir -p /data/uploads /data/mail && chown -R node:node /data \
  && chmod 0755 deploy/docker/entrypoint.sh
USER 1000:1000
VOLUME ["/data"]
EXPOSE 3000
# Only the API answers HTTP: in the other roles the check passes while the process runs (see the script).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "/app/deploy/docker/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--", "/app/deploy/docker/entrypoint.sh"]
CMD ["api"]
