import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { decodePosition } from './global-position';
import { EVENTS_AFTER, PostgresEventStore, READ_ALL } from './postgres-event-store';

describe('PostgresEventStore specifics', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('es_pg');
    const store = new PostgresEventStore(database.pool, database.url);
    for (let i = 0; i < 50; i += 1) {
      await store.appendToStream(
        `s-${i}`,
        Array.from({ length: 20 }, () => testEvent()),
        'no_stream',
      );
    }
    await database.pool.query('ANALYZE es_events');
  });
  afterAll(() => database.drop());

  it('reads the log in (xid8, position) order straight from its index, never sorting text', async () => {
    const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${READ_ALL}`, [
      '0',
      '0',
      500,
    ]);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');

    expect(plan).toContain('es_events_global_order');
    expect(plan).not.toMatch(/Sort/);
  });

  it('wakes its subscribers again when a read stopped before events a running transaction holds back', async () => {
    const store = new PostgresEventStore(database.pool, database.url);
    const head = await store.headPosition();
    // A write transaction that began first (a projection's batch, say) holds back what commits after it.
    const running = await database.pool.connect();
    try {
      await running.query('BEGIN');
      await running.query('SELECT pg_current_xact_id()');
      const held = testEvent();
      await store.appendToStream('held-back', [held], 'no_stream');
      // The append's own NOTIFY (sent 25 ms after it) goes by before anyone listens.
      await new Promise((resolve) => setTimeout(resolve, 200));
      let wakes = 0;
      const unsubscribe = await store.onAppended(() => (wakes += 1));
      try {
        expect(await store.readAll({ after: head, limit: 10 })).toEqual([]);
        // Nothing else is appended: only the store can say that a read should come again.
        for (let waited = 0; wakes === 0 && waited < 2000; waited += 20)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(wakes).toBeGreaterThan(0);
        await running.query('COMMIT');
        expect((await store.readAll({ after: head, limit: 10 })).map((event) => event.id)).toEqual([held.id]);
      } finally {
        await unsubscribe();
      }
    } finally {
      await running.query('ROLLBACK').catch(() => undefined);
      running.release();
      await store.close();
    }
  });
});

describe('PostgresEventStore polling', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('es_pg_poll');
    store = new PostgresEventStore(database.pool, database.url);
    for (let i = 0; i < 50; i += 1)
      await store.appendToStream(
        `s-${i}`,
        Array.from({ length: 20 }, () => testEvent()),
        'no_stream',
      );
    // No ANALYZE: a log that grew since its statistics, as after a first import, is the case to plan for.
  });
  afterAll(() => database.drop());

  // Both run at every poll of every subscriber. Planned as a scan of the whole log, the check for
  // events after a short read cost PostgreSQL 200 ms a poll at 132,000 events.
  it.each([
    ['a read of the log', READ_ALL, [500]],
    ['the check for events after a short read', EVENTS_AFTER, []],
  ])('plans %s at the log’s end from its index, whatever the statistics say', async (_, statement, rest) => {
    const { major, minor } = decodePosition(await store.headPosition());
    const { rows } = await database.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${statement}`, [
      major.toString(),
      minor.toString(),
      ...rest,
    ]);
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');

    expect(plan).toContain('es_events_global_order');
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
