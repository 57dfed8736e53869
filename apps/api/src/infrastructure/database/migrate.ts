import { Migrator, type Kysely } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    // Migrations are written against no schema type: the schema is what they create.
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
