import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDb, createPool, type Db } from '../apps/api/src/infrastructure/database/database';
import { migrateToLatest } from '../apps/api/src/infrastructure/database/migrate';

export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export type TestDatabase = {
  url: string;
  name: string;
  db: Db;
  pool: ReturnType<typeof createPool>;
  drop(): Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file (ARCHITECTURE.md: each test file gets its own).
 * It is dropped by drop(), with any connection still open to it.
 */
export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const name = `artisans_${prefix.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = withDatabase(TEST_DATABASE_URL, name);
  const pool = createPool(url);
  const db = createDb(pool);
  await migrateToLatest(db);
  return {
    url,
    name,
    db,
    pool,
    async drop() {
      await db.destroy().catch(() => undefined);
      const client = new Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}
