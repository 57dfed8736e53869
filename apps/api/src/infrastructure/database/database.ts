import { Kysely, PostgresDialect } from 'kysely';
import { Pool, type PoolConfig } from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export function createPool(connectionString: string, options: PoolConfig = {}): Pool {
  const pool = new Pool({ connectionString, max: 20, ...options });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return pool;
}

export function createDb(pool: Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
