import { sql, type Transaction } from 'kysely';
import { suiteEventStore } from '../../../../../test-support/event-store-suite';
import type { TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { createDb, createPool } from '../database/database';
import type { Database } from '../database/schema';
import type { StoredEvent } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { waitForReadModels } from './read-your-writes';

/**
 * A projection that records every event it sees in a table whose primary key is the event id:
 * applying an event twice would fail the batch, so "exactly once" is checked by the database.
 */
function recordingProjection(name: string, failOn?: (event: StoredEvent) => boolean): Projection {
  return {
    name,
    kind: 'read-model',
    tables: [],
    async apply(events: readonly StoredEvent[], trx: Transaction<Database>) {
      for (const event of events) {
        if (failOn?.(event)) throw new Error(`simulated crash on ${event.id}`);
        await sql`INSERT INTO seen_events (projection, event_id, position) VALUES (${name}, ${event.id}, ${event.globalPosition})`.execute(
          trx,
        );
      }
    },
  };
}

describe('ProjectionRunner on PostgreSQL', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  suiteEventStore(
    'projections',
    (opened) => ({ database, store } = opened),
    async () => {
      // The table the test projections write what they saw into.
      await sql`CREATE TABLE seen_events (projection text, event_id uuid, position text, PRIMARY KEY (projection, event_id))`.execute(
        database.db,
      );
    },
  );

  async function seen(projection: string): Promise<string[]> {
    const { rows } = await sql<{ event_id: string }>`
      SELECT event_id FROM seen_events WHERE projection = ${projection} ORDER BY position`.execute(
      database.db,
    );
    return rows.map((r) => r.event_id);
  }

  /** Where a projection's checkpoint stands in the table (not in a runner's memory). */
  async function writtenCheckpoint(projection: string): Promise<string> {
    const { position } = await database.db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', projection)
      .executeTakeFirstOrThrow();
    return position;
  }

  /** Polls the table (at most 5 s) until a skip kept in memory is written there. */
  async function untilWritten(projection: string, position: string): Promise<void> {
    for (let tries = 0; (await writtenCheckpoint(projection)) !== position && tries < 50; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('never skips a transaction that commits late, and sees it exactly once', async () => {
    const projection = recordingProjection('late-commit');
    const runner = new ProjectionRunner(store, database.db, [projection], { batchSize: 10 });
    const early = testEvent('Early');
    await store.appendToStream('late-early', [early], 'no_stream');

    // Hold one append's transaction open while later appends commit.
    const held = await database.pool.connect();
    const late = testEvent('Late');
    const later = [testEvent('Later1'), testEvent('Later2')];
    try {
      await held.query('BEGIN');
      await store.appendWith(held, 'late-held', [late], 'no_stream');
      await store.appendToStream('late-other-1', [later[0]!], 'no_stream');
      await store.appendToStream('late-other-2', [later[1]!], 'no_stream');

      await runner.catchUp(projection);
      // The later events committed, but reading past the open transaction could skip it.
      expect(await seen('late-commit')).toEqual([early.id]);

      await held.query('COMMIT');
    } finally {
      held.release();
    }

    await runner.catchUp(projection);
    await runner.catchUp(projection);
    expect(await seen('late-commit')).toEqual([early.id, late.id, later[0]!.id, later[1]!.id]);
  });

  it('resumes after a crash mid-batch without losing or double counting events', async () => {
    const events = Array.from({ length: 250 }, (_, i) => testEvent('Counted', { i }));
    for (let i = 0; i < events.length; i += 50) {
      await store.appendToStream(`crash-${i}`, events.slice(i, i + 50), 'no_stream');
    }
    const crashOn = events[170]!.id;
    let crashed = false;
    const crashing = recordingProjection('crash', (event) => {
      if (event.id !== crashOn || crashed) return false;
      crashed = true;
      return true;
    });

    const first = new ProjectionRunner(store, database.db, [crashing], { batchSize: 100 });
    await expect(first.catchUp(crashing)).rejects.toThrow('simulated crash');

    // A new process (runner) starts from the committed checkpoint.
    const second = new ProjectionRunner(store, database.db, [crashing], { batchSize: 100 });
    await second.catchUp(crashing);

    const ids = await seen('crash');
    const countedIds = events.map((e) => e.id);
    expect(ids.filter((id) => countedIds.includes(id))).toEqual(countedIds);
  });

  it('lets two runners share a projection without applying an event twice', async () => {
    const events = Array.from({ length: 300 }, (_, i) => testEvent('Shared', { i }));
    await store.appendToStream('shared', events, 'no_stream');
    const projection = recordingProjection('shared');
    const a = new ProjectionRunner(store, database.db, [projection], { batchSize: 20 });
    const b = new ProjectionRunner(store, database.db, [projection], { batchSize: 20 });

    await Promise.all([a.catchUp(projection), b.catchUp(projection), a.catchUp(projection)]);
    await a.catchUp(projection);

    const ids = await seen('shared');
    expect(ids.filter((id) => events.some((e) => e.id === id))).toHaveLength(300);
  });

  it('answers a command only once the read models show its events (read-your-writes)', async () => {
    const projection = recordingProjection('live');
    const runner = new ProjectionRunner(store, database.db, [projection], { pollIntervalMs: 5000 });
    await runner.start();
    try {
      const event = testEvent('Live');
      const { lastGlobalPosition } = await store.appendToStream('live', [event], 'no_stream');

      const reached = await waitForReadModels(runner, ['live'], lastGlobalPosition, 5000);

      expect(reached).toBe(true);
      expect(await seen('live')).toContain(event.id);
    } finally {
      await runner.stop();
    }
  });

  it('applies an append announced while a batch was running, without waiting for the next poll', async () => {
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const inBatch = new Promise<void>((resolve) => (entered = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const recording = recordingProjection('busy');
    // The first batch waits inside apply until the second append has been announced.
    const projection: Projection = {
      ...recording,
      async apply(events, trx) {
        if (events.some((event) => event.type === 'First')) {
          entered();
          await held;
        }
        await recording.apply(events, trx);
      },
    };
    const runner = new ProjectionRunner(store, database.db, [projection], { pollIntervalMs: 60_000 });
    await runner.start();
    try {
      await store.appendToStream('busy-1', [testEvent('First')], 'no_stream');
      await inBatch;
      const second = testEvent('Second');
      const { lastGlobalPosition } = await store.appendToStream('busy-2', [second], 'no_stream');
      // Its announcements (in this process at once, through NOTIFY 25 ms later) all come while busy.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();

      // Without the announcement the loop would sleep a whole minute before it read the second.
      await expect(waitForReadModels(runner, ['busy'], lastGlobalPosition, 5000)).resolves.toBe(true);
      expect(await seen('busy')).toContain(second.id);
    } finally {
      release();
      await runner.stop();
    }
  });

  it('live: a batch of no declared type moves the checkpoint without applying; the others apply; the log is read once for all', async () => {
    const applied: string[][] = [];
    const recording = recordingProjection('typed');
    const typed: Projection = {
      ...recording,
      types: new Set(['Wanted']),
      async apply(events, trx) {
        applied.push(events.map((event) => event.type));
        await recording.apply(events, trx);
      },
    };
    const everything = recordingProjection('untyped');
    const runner = new ProjectionRunner(store, database.db, [typed, everything], { pollIntervalMs: 60_000 });
    const reads = jest.spyOn(store, 'readAll');
    const wanted = jest.spyOn(runner as unknown as { readShared: (after: string) => unknown }, 'readShared');
    await runner.start();
    try {
      // Both loops stand where the log ends before the appends below (having caught up with the
      // events of the tests before: a fixed pause was too short on a busy machine).
      const before = await store.appendToStream('typed-0', [testEvent('Wanted')], 'no_stream');
      await expect(
        waitForReadModels(runner, ['typed', 'untyped'], before.lastGlobalPosition, 10_000),
      ).resolves.toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 100)); // the append's NOTIFY comes back
      applied.length = 0;
      reads.mockClear();
      wanted.mockClear();

      const other = testEvent('Other');
      const skipped = await store.appendToStream('typed-1', [other], 'no_stream');
      await expect(
        waitForReadModels(runner, ['typed', 'untyped'], skipped.lastGlobalPosition, 5000),
      ).resolves.toBe(true);
      expect(applied).toEqual([]);
      expect(await seen('untyped')).toContain(other.id);
      // Both loops woke on the same append and shared one read of it: fewer reads of the log than
      // loops wanting one (the announcement that comes again through NOTIFY makes later reads, after
      // it; the store may wake them once more if a read stopped short of events held back).
      const readsOfIt = reads.mock.calls.filter(([page]) => page.after === before.lastGlobalPosition);
      const wantedOfIt = wanted.mock.calls.filter(([after]) => after === before.lastGlobalPosition);
      expect(readsOfIt.length).toBeGreaterThan(0);
      expect(readsOfIt.length).toBeLessThan(wantedOfIt.length);
      // The skip moved the checkpoint in memory at once (read-your-writes above), and writes it soon.
      await untilWritten('typed', skipped.lastGlobalPosition);
      expect(await writtenCheckpoint('typed')).toBe(skipped.lastGlobalPosition);

      const wantedEvent = testEvent('Wanted');
      const kept = await store.appendToStream('typed-2', [wantedEvent], 'no_stream');
      await expect(waitForReadModels(runner, ['typed'], kept.lastGlobalPosition, 5000)).resolves.toBe(true);
      expect(applied).toEqual([['Wanted']]);
      expect(await seen('typed')).toContain(wantedEvent.id);
      expect(await seen('typed')).not.toContain(other.id);
    } finally {
      reads.mockRestore();
      wanted.mockRestore();
      await runner.stop();
    }
  });

  it('live: skips are kept in memory, written by the next batch the projection acts on, or at stop', async () => {
    const recording = recordingProjection('skipping');
    const skipping: Projection = { ...recording, types: new Set(['Wanted']) };
    // Skips are never due to be written on their own here: only a batch or the stop writes them.
    const options = { pollIntervalMs: 60_000, skipsSavedAfterMs: 60_000 };
    const runner = new ProjectionRunner(store, database.db, [skipping], options);
    const start = await store.appendToStream('skipping-0', [testEvent('Wanted')], 'no_stream');
    let skipped = start.lastGlobalPosition;
    await runner.start();
    try {
      await expect(waitForReadModels(runner, ['skipping'], start.lastGlobalPosition, 10_000)).resolves.toBe(
        true,
      );
      // Appends of no concern, each waited for as a command's answer waits: passed at once, unwritten.
      for (let n = 1; n <= 3; n += 1) {
        skipped = (await store.appendToStream(`skipping-${n}`, [testEvent('Other')], 'no_stream'))
          .lastGlobalPosition;
        await expect(waitForReadModels(runner, ['skipping'], skipped, 5000)).resolves.toBe(true);
      }
      expect(await writtenCheckpoint('skipping')).toBe(start.lastGlobalPosition);

      // The next event it acts on: its batch's transaction writes the checkpoint past the skips.
      const wanted = testEvent('Wanted');
      const kept = await store.appendToStream('skipping-4', [wanted], 'no_stream');
      await expect(waitForReadModels(runner, ['skipping'], kept.lastGlobalPosition, 5000)).resolves.toBe(
        true,
      );
      expect(await seen('skipping')).toContain(wanted.id);
      expect(await writtenCheckpoint('skipping')).toBe(kept.lastGlobalPosition);

      skipped = (await store.appendToStream('skipping-5', [testEvent('Other')], 'no_stream'))
        .lastGlobalPosition;
      await expect(waitForReadModels(runner, ['skipping'], skipped, 5000)).resolves.toBe(true);
    } finally {
      await runner.stop();
    }
    expect(await writtenCheckpoint('skipping')).toBe(skipped);
  });

  it('live: a skip is written on its own once due, even with no append after it', async () => {
    const skipping: Projection = { ...recordingProjection('skip-due'), types: new Set(['Wanted']) };
    const runner = new ProjectionRunner(store, database.db, [skipping], {
      pollIntervalMs: 60_000,
      skipsSavedAfterMs: 50,
    });
    const start = await store.appendToStream('skip-due-0', [testEvent('Wanted')], 'no_stream');
    await runner.start();
    try {
      await expect(waitForReadModels(runner, ['skip-due'], start.lastGlobalPosition, 10_000)).resolves.toBe(
        true,
      );
      const { lastGlobalPosition } = await store.appendToStream(
        'skip-due-1',
        [testEvent('Other')],
        'no_stream',
      );
      await expect(waitForReadModels(runner, ['skip-due'], lastGlobalPosition, 5000)).resolves.toBe(true);
      await untilWritten('skip-due', lastGlobalPosition);
      expect(await writtenCheckpoint('skip-due')).toBe(lastGlobalPosition);
    } finally {
      await runner.stop();
    }
  });

  it('never holds more batch transactions than connections left to read the log (a small pool does not hang)', async () => {
    // Three connections, six projections catching up at once: each batch holds one connection and
    // reads the log through another. Unbounded, three batches took the three and waited for ever.
    const pool = createPool(database.url, { max: 3 });
    const db = createDb(pool);
    const smallStore = new PostgresEventStore(pool, database.url);
    const projections = Array.from({ length: 6 }, (_, n) => recordingProjection(`small-pool-${n}`));
    const runner = new ProjectionRunner(smallStore, db, projections, { maxConcurrentBatches: 2 });
    try {
      const { lastGlobalPosition } = await smallStore.appendToStream(
        'small-pool',
        [testEvent()],
        'no_stream',
      );
      await runner.start();
      const names = projections.map(({ name }) => name);
      await expect(waitForReadModels(runner, names, lastGlobalPosition, 10_000)).resolves.toBe(true);
    } finally {
      await runner.stop();
      await db.destroy();
    }
  });

  it('read-your-writes sees a batch another process applied (the checkpoints), not only its own', async () => {
    const projection = recordingProjection('elsewhere');
    const here = new ProjectionRunner(store, database.db, [projection]); // an API process: runs nothing
    const elsewhere = new ProjectionRunner(store, database.db, [projection]);
    const { lastGlobalPosition } = await store.appendToStream('elsewhere', [testEvent()], 'no_stream');

    const waiting = waitForReadModels(here, ['elsewhere'], lastGlobalPosition, 5000);
    await elsewhere.catchUp(projection);

    await expect(waiting).resolves.toBe(true);
    expect(here.appliedHere(['elsewhere'], lastGlobalPosition)).toBe(false);
    expect(elsewhere.appliedHere(['elsewhere'], lastGlobalPosition)).toBe(true);
  });

  it('gives up waiting after the timeout when a read model cannot catch up', async () => {
    const runner = new ProjectionRunner(store, database.db, []);
    const { lastGlobalPosition } = await store.appendToStream('stalled', [testEvent()], 'no_stream');
    await expect(waitForReadModels(runner, ['never-running'], lastGlobalPosition, 100)).resolves.toBe(false);
  });
});
