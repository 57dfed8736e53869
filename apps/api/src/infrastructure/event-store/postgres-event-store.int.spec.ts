import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { PostgresEventStore, READ_ALL } from './postgres-event-store';

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
});
