import type { AppConfig } from '@artisans/platform';
import { createDb, createPool } from '../infrastructure/database/database';
import { migrateToLatest } from '../infrastructure/database/migrate';
import { seedReferenceData } from '../reference-data/seed-reference-data';
import { ensureDatabase, ensureRedis } from './preflight';

export type Preparation = { databaseCreated: boolean; migrationsApplied: string[]; demoDataLoaded: boolean };

/**
 * Everything `npm start` does before serving: reach the services, create the database if missing,
 * apply migrations, load the reference data and, on an empty database, the demo data.
 */
export async function prepare(config: AppConfig): Promise<Preparation> {
  const [{ created }] = await Promise.all([ensureDatabase(config), ensureRedis(config)]);
  const db = createDb(createPool(config.DATABASE_URL, { max: 2 }));
  try {
    const migrationsApplied = await migrateToLatest(db);
    const empty = !(await db.selectFrom('projection_checkpoints').select('name').limit(1).executeTakeFirst());
    const demoDataLoaded = config.DEMO_DATA && empty;
    await seedReferenceData(db, { demo: demoDataLoaded });
    return { databaseCreated: created, migrationsApplied, demoDataLoaded };
  } finally {
    await db.destroy();
  }
}
