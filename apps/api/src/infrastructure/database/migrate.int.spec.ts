import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { RENAMED_MIGRATIONS, migrateToLatest } from './migrate';
import { migrations } from './migrations';

/** The applied migrations as recorded, in the order they were applied. */
async function recorded(database: TestDatabase): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM schema_migrations ORDER BY timestamp, name`.execute(database.db);
  return rows.map((row) => row.name);
}

describe('migrateToLatest', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('migrate');
  });

  afterAll(async () => {
    await database.drop();
  });

  it('numbers every migration once: no two share a number', () => {
    const numbers = Object.keys(migrations).map((name) => name.split('-')[0]);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('records a new database under the current names, and a second run applies nothing', async () => {
    expect(await recorded(database)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('renames the records of a database migrated under the old 0007 names, without running them again', async () => {
    // As a database migrated before the rename: its records carry the old names.
    for (const [before, after] of Object.entries(RENAMED_MIGRATIONS))
      await sql`UPDATE schema_migrations SET name = ${before} WHERE name = ${after}`.execute(database.db);
    expect(await recorded(database)).toEqual(expect.arrayContaining(Object.keys(RENAMED_MIGRATIONS)));

    expect(await migrateToLatest(database.db)).toEqual([]);

    expect(await recorded(database)).toEqual(Object.keys(migrations).sort());
    // The tables those migrations made are still there, untouched.
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM artisan_list`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('applies a migration that landed after a later-numbered one (0017 after 0020)', async () => {
    // As a database migrated while 0017 did not exist yet: 0020 is applied, 0017 is not.
    await sql`DROP TABLE green_list_text_changes, green_list_texts`.execute(database.db);
    await sql`DELETE FROM schema_migrations WHERE name = '0017-green-list-texts'`.execute(database.db);

    expect(await migrateToLatest(database.db)).toEqual(['0017-green-list-texts']);

    const { rows } = await sql<{ present: boolean }>`
      SELECT to_regclass('green_list_texts') IS NOT NULL AS present`.execute(database.db);
    expect(rows[0]?.present).toBe(true);
    expect([...(await recorded(database))].sort()).toEqual(Object.keys(migrations).sort());
  });
});
