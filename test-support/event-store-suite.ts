/**
 * A fresh database with a PostgreSQL event store for the integration tests of a projection
 * (not a test file: no jest project matches its name).
 */
import { PostgresEventStore } from '../apps/api/src/infrastructure/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from './test-database';

export type OpenedEventStore = { database: TestDatabase; store: PostgresEventStore };

/**
 * Before the describe block's tests: creates the database and its event store, hands both to
 * `keep` (the block's own variables), then lets `prepare` write what the tests read (the events of
 * a history, a table of their own). After them: closes the store and drops the database.
 */
export function suiteEventStore(
  prefix: string,
  keep: (opened: OpenedEventStore) => void,
  prepare?: (store: PostgresEventStore) => Promise<void>,
): void {
  let opened: OpenedEventStore | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(prefix);
    opened = { database, store: new PostgresEventStore(database.pool, database.url) };
    keep(opened);
    await prepare?.(opened.store);
  });
  afterAll(async () => {
    await opened?.store.close();
    await opened?.database.drop();
  });
}
