/* global fetch, AbortSignal */
// The image's HEALTHCHECK (Dockerfile). The API roles (`api`, `all`) answer GET /health on $PORT:
// 200 when PostgreSQL, Redis and the event store answer. The worker and projections roles serve no
// HTTP: for them the check passes while their process runs (the container stops when it exits).
import { readdirSync, readFileSync } from 'node:fs';

/** The command lines of the container's processes (tini, then the role's Node process). */
function commandLines() {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        } catch {
          return '';
        }
      });
  } catch {
    return [];
  }
}

const commands = commandLines();
const otherRole = commands.some((line) => /worker\/dist\/main\.js|start-projections\.js/.test(line));
const apiRole = commands.some((line) => /start-api\.js|cli\/start\.js/.test(line));
if (otherRole && !apiRole) process.exit(0);

const port = process.env.PORT ?? '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(4000) });
  if (!response.ok) console.error(`GET /health: ${response.status} ${await response.text()}`);
  process.exit(response.ok ? 0 : 1);
} catch (error) {
  console.error(`GET /health: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
