import { sql } from 'kysely';
import type { Db } from '../database/database';
import type { Projection } from './projection';
import type { ProjectionRunner } from './projection-runner';

export type RebuildProgress = { applied: number; total: number | undefined };

/**
 * Empties a read model and replays the whole log into it. The reset takes the checkpoint row's
 * lock, so a live runner elsewhere waits for it and then simply helps with the replay.
 */
export async function rebuildProjection(
  db: Db,
  runner: ProjectionRunner,
  projection: Projection,
  options: {
    /** Events per batch, or per page of a replay. */
    batchSize?: number;
    total?: number;
    onProgress?: (progress: RebuildProgress) => void;
  } = {},
): Promise<number> {
  if (projection.kind !== 'read-model') {
    throw new Error(`${projection.name} is a reactor: replaying it would repeat its side effects`);
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projection_checkpoints')
      .values({ name: projection.name })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await trx
      .selectFrom('projection_checkpoints')
      .select('name')
      .where('name', '=', projection.name)
      .forUpdate()
      .execute();
    for (const table of projection.tables) await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(trx);
    await trx
      .updateTable('projection_checkpoints')
      // An empty position is in no store's log: the replay records the running store's.
      .set({ position: '', event_store: null, updated_at: sql`now()` })
      .where('name', '=', projection.name)
      .execute();
  });
  let applied = 0;
  options.onProgress?.({ applied, total: options.total });
  const onBatch = (count: number) => {
    applied += count;
    options.onProgress?.({ applied, total: options.total });
  };
  // A projection that can fold the log in memory replays it so; the others apply it batch by batch.
  const replay = projection.replay?.();
  if (replay) return runner.replay(projection, replay, onBatch, options.batchSize ?? 10_000);
  return runner.catchUp(projection, onBatch, options.batchSize ?? 2000);
}
