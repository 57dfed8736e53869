import { Redis } from 'ioredis';
import { Client } from 'pg';
import { ConfigError, loadConfig, redisAddress, redisOptions, type AppConfig } from '@artisans/platform';
import { CheckpointsOfAnotherStoreError } from '../infrastructure/projections/checkpoint-store';

/** A problem the person starting the product can fix; printed as one paragraph, no stack trace. */
export class StartupProblem extends Error {}

const START_SERVICES_HINT =
  'Start them with `docker compose up -d postgres redis` on a machine with Docker, or on Debian with ' +
  '`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` for PostgreSQL and ' +
  '`redis-server --daemonize yes` for Redis.';

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Connects to DATABASE_URL, creating the database when the server answers but it does not exist. */
export async function ensureDatabase(config: AppConfig): Promise<{ created: boolean }> {
  const tryConnect = async (url: string) => {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    await client.connect();
    return client;
  };
  try {
    const client = await tryConnect(config.DATABASE_URL);
    await client.end();
    return { created: false };
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') {
      throw new StartupProblem(
        `PostgreSQL does not answer at ${redact(config.DATABASE_URL)} (${describe(error)}). ${START_SERVICES_HINT} ` +
          'Or set DATABASE_URL to a PostgreSQL server you can reach.',
      );
    }
  }
  const name = decodeURIComponent(new URL(config.DATABASE_URL).pathname.slice(1));
  const admin = await tryConnect(withDatabase(config.DATABASE_URL, 'postgres'));
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  return { created: true };
}

export async function ensureRedis(config: AppConfig): Promise<void> {
  const redis = new Redis({
    ...redisOptions(config),
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    sentinelRetryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new StartupProblem(
      `Redis does not answer at ${redisAddress(config)} (${describe(error)}). ${START_SERVICES_HINT} ` +
        'Or set REDIS_URL (and REDIS_SENTINELS, behind Sentinels) to a Redis server you can reach.',
    );
  } finally {
    redis.disconnect();
  }
}

function describe(error: unknown): string {
  const err = error as { code?: string; message?: string; errors?: { message?: string }[] };
  return err.code ?? err.errors?.[0]?.message ?? err.message ?? String(error);
}

/** Loads the config or ends the process with the config problem named. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message, 2);
    throw error;
  }
}

export function exitWith(message: string, code = 1): never {
  console.error(`\n${message}\n`);
  process.exit(code);
}

/** Runs a CLI's main function: known problems print one paragraph and exit 1. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof StartupProblem || error instanceof CheckpointsOfAnotherStoreError)
      exitWith(error.message);
    console.error(error);
    process.exit(1);
  });
}
