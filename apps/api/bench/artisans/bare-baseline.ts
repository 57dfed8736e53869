import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'pg';

/**
 * The bare machine that issue 18 measures the API against: a `node:http` server with a `pg` pool of
 * the API's size, in a process of its own like the API's, that answers each path with the two
 * statements issue 18 names (the session lookup and the page, compiled by the API's own code) and
 * the rows as JSON. No framework, no guard, no mapping: what is left of a request when only the
 * machine, PostgreSQL and the wire remain. The API itself runs the session lookup only when the
 * account's session stamp has moved (session-loader.ts). `startBareBaseline()` forks this very file.
 */
export type Statement = { sql: string; parameters: readonly unknown[] };
export type BareRoute = { session: Statement; page: Statement };
export type BareBaseline = { url: string; pid: number; stop(): void };

/** The API's pool size (infrastructure/database/database.ts): the same connections to share. */
const POOL_SIZE = 20;

type Start = { databaseUrl: string; routes: Record<string, BareRoute> };

function serve({ databaseUrl, routes }: Start): Promise<number> {
  const pool = new Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // An idle connection closed by the server must not end the process in the middle of a run.
  pool.on('error', (error) => console.error(`bare baseline: ${error.message}`));
  const server = createServer((request, response) => {
    const route = routes[request.url ?? ''];
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    (async () => {
      await pool.query(route.session.sql, [...route.session.parameters]);
      const { rows } = await pool.query(route.page.sql, [...route.page.parameters]);
      const body = JSON.stringify({ 'hydra:member': rows });
      response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    })().catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Starts the baseline in a child process; it answers `routes` (path with query string → statements). */
export function startBareBaseline(
  databaseUrl: string,
  routes: Record<string, BareRoute>,
): Promise<BareBaseline> {
  const child = fork(__filename, ['--bare'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message: { port?: number; error?: string }) => {
      if (!message.port) return reject(new Error(message.error ?? 'the bare baseline did not start'));
      resolve({ url: `http://127.0.0.1:${message.port}`, pid: child.pid!, stop: () => child.kill() });
    });
    child.send({ databaseUrl, routes } satisfies Start);
  });
}

if (process.argv[2] === '--bare') {
  process.once('message', (message: Start) => {
    serve(message).then(
      (port) => process.send?.({ port }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
}
