import { sql } from 'kysely';
import type { Db } from '../database/database';
import type { EventStore } from '../event-store/event-store.port';

type StoreName = EventStore['name'];

const STORE_NAMES: Record<StoreName, string> = {
  postgresql: 'the PostgreSQL event store',
  eventstoredb: 'EventStoreDB',
};

const CURRENT_CHOICE: Record<StoreName, string> = {
  postgresql: 'EVENTSTORE_CONNECTION_STRING is unset, so events are read from PostgreSQL',
  eventstoredb: 'EVENTSTORE_CONNECTION_STRING selects EventStoreDB',
};

export type ForeignCheckpoint = { name: string; eventStore: string | null };

/**
 * Checkpoints written by another event store than the running one: their positions belong to the
 * other log, where they would skip or repeat events. Says what to do about it.
 */
export class CheckpointsOfAnotherStoreError extends Error {
  constructor(
    readonly store: StoreName,
    readonly checkpoints: readonly ForeignCheckpoint[],
  ) {
    const writers = [...new Set(checkpoints.map((c) => c.eventStore))].map((writer) =>
      writer === 'postgresql' || writer === 'eventstoredb' ? STORE_NAMES[writer] : 'another event store',
    );
    super(
      `The projection checkpoints (${checkpoints.map((c) => c.name).join(', ')}) are positions in the log of ` +
        `${writers.join(' and ')}, but ${CURRENT_CHOICE[store]}: a position in one log means nothing in the ` +
        'other. Run `npm run projections:rebuild` to replay the read models from this event store (the reactors ' +
        'then start at its end, so no mail is sent twice), or go back to the other event store. ' +
        'README, "Switching the event store", says how to move an installation.',
    );
    this.name = 'CheckpointsOfAnotherStoreError';
  }
}

/** Whether a checkpoint row may be read by this store: empty positions belong to no store. */
export function isForeign(
  checkpoint: { position: string; event_store: string | null },
  store: StoreName,
): boolean {
  return checkpoint.position !== '' && checkpoint.event_store !== store;
}

/** Throws CheckpointsOfAnotherStoreError when any of these projections' checkpoints is another store's. */
export async function assertCheckpointsOf(db: Db, store: StoreName, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const rows = await db
    .selectFrom('projection_checkpoints')
    .select(['name', 'position', 'event_store'])
    .where('name', 'in', [...names])
    .orderBy('name')
    .execute();
  const foreign = rows
    .filter((row) => isForeign(row, store))
    .map((row) => ({ name: row.name, eventStore: row.event_store }));
  if (foreign.length > 0) throw new CheckpointsOfAnotherStoreError(store, foreign);
}

/**
 * After a switch of event store, the reactors (mail) go on from the end of the new log: their
 * effects up to the switch were produced from the old log, and replaying would produce them again.
 * Returns the names of the reactors moved.
 */
export async function moveForeignReactorsToHead(
  db: Db,
  eventStore: EventStore,
  reactors: readonly string[],
): Promise<string[]> {
  if (reactors.length === 0) return [];
  const head = await eventStore.headPosition();
  const moved = await db
    .updateTable('projection_checkpoints')
    .set({ position: head, event_store: head === '' ? null : eventStore.name, updated_at: sql`now()` })
    .where('name', 'in', [...reactors])
    .where('position', '<>', '')
    .where((eb) => eb.or([eb('event_store', 'is', null), eb('event_store', '<>', eventStore.name)]))
    .returning('name')
    .execute();
  return moved.map((row) => row.name);
}
