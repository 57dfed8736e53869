import type { INestApplication } from '@nestjs/common';
import { loadConfig, type AppConfig } from '@artisans/platform';
import { prepare } from '../../dist/cli/prepare';
import { createApp } from '../../dist/create-app';
import { dropDatabase, throwawayDatabaseUrl } from './throwaway-database';

/**
 * The configuration of an API that a benchmark serves on its own database (see
 * throwaway-database.ts): no demo data unless it loads it, no attempt limits in the way of the load,
 * warnings only in the log, its own queues and mail folder.
 */
export function benchConfig(databaseName: string): { base: AppConfig; config: AppConfig } {
  const base = loadConfig();
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: throwawayDatabaseUrl(base.DATABASE_URL, databaseName),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_ACCOUNT: '1000000',
    QUEUE_PREFIX: databaseName,
    MAIL_DIR: `var/bench-mail/${databaseName}`,
  });
  return { base, config };
}

/** Migrates the benchmark's database and serves the whole API in this process on a free port. */
export async function startBenchApi(config: AppConfig): Promise<{ app: INestApplication; url: string }> {
  await prepare(config);
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  return { app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') };
}

/** Stops the API that startBenchApi served and drops the benchmark's database. */
export async function stopBenchApi(
  app: INestApplication,
  base: AppConfig,
  databaseName: string,
): Promise<void> {
  await app.close();
  await dropDatabase(base.DATABASE_URL, databaseName);
}

export type JsonAnswer = { ms: number; body: Record<string, unknown> };

/** Calls the API with JSON, timing each round trip; any answer but a success stops the benchmark. */
export function jsonCaller(url: string) {
  return async (
    method: string,
    path: string,
    token: string | undefined,
    body?: unknown,
  ): Promise<JsonAnswer> => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return { ms, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };
}

/**
 * An occupation of the demo data whose craft is listed too, as the artisans a benchmark creates
 * name them (`craftMaterail`, `craftPerson`: its `@id`).
 */
export async function demoOccupation(
  call: ReturnType<typeof jsonCaller>,
  token: string,
): Promise<Record<string, string>> {
  const list = async (path: string) =>
    (await call('GET', path, token)).body['hydra:member'] as Array<Record<string, string>>;
  const crafts = await list('/api/craft_materails');
  return (await list('/api/craft_people')).find((one) =>
    crafts.some((craft) => craft['@id'] === one.craftMaterail),
  )!;
}
