import { Migrator, sql, type Kysely } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

const MIGRATION_TABLE = 'schema_migrations';

/**
 * Migrations renamed after they shipped, old name to new. Four once shared the number 0007; they
 * are 0007a to 0007d now, in the order they had (Kysely runs migrations by name and refuses to start
 * when an applied one is missing or out of that order). A database that applied them under their old
 * names gets its records renamed before the migrator reads them, so nothing runs twice.
 */
export const RENAMED_MIGRATIONS: Readonly<Record<string, string>> = {
  '0007-artisan-list': '0007a-artisan-list',
  '0007-artisan-list-counts': '0007b-artisan-list-counts',
  '0007-artisan-list-covering-indexes': '0007c-artisan-list-covering-indexes',
  '0007-artisan-list-search-key': '0007d-artisan-list-search-key',
};

export async function migrateToLatest(db: Db): Promise<string[]> {
  await renameRecordedMigrations(db);
  const migrator = new Migrator({
    // Migrations are written against no schema type: the schema is what they create.
    db: db as unknown as Kysely<unknown>,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: 'schema_migrations_lock',
    // Features are built side by side and land in any order (0020 landed before 0017): a database
    // that applied a later number still takes an earlier one that arrives after it. Each migration
    // touches its own feature's tables, so the order between features does not matter.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Renames the records of RENAMED_MIGRATIONS; their time stays, so the applied order does too. A new
 * database has no records yet; a second process starting at once finds nothing left to rename.
 */
async function renameRecordedMigrations(db: Db): Promise<void> {
  const { rows } = await sql<{ present: boolean }>`
    SELECT to_regclass(${MIGRATION_TABLE}) IS NOT NULL AS present`.execute(db);
  if (!rows[0]?.present) return;
  for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
    await sql`UPDATE ${sql.table(MIGRATION_TABLE)} SET name = ${after} WHERE name = ${before}`.execute(db);
}
