import { sql, type Kysely, type Transaction } from 'kysely';
import { FakeEventStoreDbClient } from '../../../../../test-support/fake-eventstoredb-client';
import { testEvent } from '../../../../../test-support/events';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import type { Database } from '../database/schema';
import { up as attributeCheckpoints } from '../database/migrations/0013-checkpoint-event-store';
import type { StoredEvent } from '../event-store/event-store.port';
import { EventStoreDbEventStore } from '../event-store/eventstoredb-event-store';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { CheckpointsOfAnotherStoreError, moveForeignReactorsToHead } from './checkpoint-store';
import type { Projection } from './projection';
import { ProjectionRunner } from './projection-runner';
import { rebuildProjection } from './rebuild';

/**
 * Switching the event store of an installation (issue 20, item 7): checkpoints stay in PostgreSQL
 * whichever store holds the events, so each records whose log its position is in, and a runner
 * never reads a position of the other store's log. EventStoreDB runs on the client's fake here.
 */
describe('checkpoints of one event store and the other', () => {
  let database: TestDatabase;
  let postgres: PostgresEventStore;
  let fake: FakeEventStoreDbClient;
  let eventStoreDb: EventStoreDbEventStore;

  const applied = new Map<string, string[]>();
  const readModel: Projection = {
    name: 'switch-read-model',
    kind: 'read-model',
    tables: [],
    apply(events: readonly StoredEvent[], _trx: Transaction<Database>) {
      applied.set('switch-read-model', [
        ...(applied.get('switch-read-model') ?? []),
        ...events.map((e) => e.id),
      ]);
      return Promise.resolve();
    },
  };
  const reactor: Projection = { ...readModel, name: 'switch-reactor', kind: 'reactor' };

  beforeAll(async () => {
    database = await createTestDatabase('checkpoint_store');
    postgres = new PostgresEventStore(database.pool, database.url);
    fake = new FakeEventStoreDbClient();
    eventStoreDb = new EventStoreDbEventStore(fake);
  });
  afterAll(async () => {
    await postgres.close();
    await eventStoreDb.close();
    await database.drop();
  });

  async function checkpoint(name: string) {
    return database.db
      .selectFrom('projection_checkpoints')
      .select(['position', 'event_store'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  }

  it('records the event store whose log each checkpoint is in', async () => {
    await postgres.appendToStream('switch-pg-1', [testEvent(), testEvent()], 'no_stream');
    const runner = new ProjectionRunner(postgres, database.db, [readModel, reactor]);

    await runner.catchUp(readModel);
    await runner.catchUp(reactor);

    expect(await checkpoint('switch-read-model')).toMatchObject({ event_store: 'postgresql' });
    expect(await checkpoint('switch-reactor')).toMatchObject({ event_store: 'postgresql' });
    await runner.start();
    await runner.stop();
  });

  it('refuses to start on checkpoints of the other store, and says to rebuild', async () => {
    const runner = new ProjectionRunner(eventStoreDb, database.db, [readModel, reactor]);

    const refusal = runner.start();

    await expect(refusal).rejects.toBeInstanceOf(CheckpointsOfAnotherStoreError);
    await expect(refusal).rejects.toThrow(
      /switch-reactor, switch-read-model.*PostgreSQL.*npm run projections:rebuild/,
    );
    // A batch refuses too, before reading the other store's position.
    await expect(runner.runBatch(readModel)).rejects.toBeInstanceOf(CheckpointsOfAnotherStoreError);
    expect(fake.calls.readAll).toBe(0);
    expect(fake.calls.subscribeToAll).toBe(0);
  });

  it('starts after the rebuild: read models replayed from the new store, reactors at its end', async () => {
    const copied = [testEvent(), testEvent(), testEvent()];
    await eventStoreDb.appendToStream('switch-esdb-1', copied, 'no_stream');
    const runner = new ProjectionRunner(eventStoreDb, database.db, [readModel, reactor]);
    applied.clear();

    await rebuildProjection(database.db, runner, readModel);
    const moved = await moveForeignReactorsToHead(database.db, eventStoreDb, [reactor.name]);

    expect(applied.get('switch-read-model')).toEqual(copied.map((e) => e.id));
    expect(moved).toEqual([reactor.name]);
    expect(await checkpoint('switch-reactor')).toEqual({
      position: await eventStoreDb.headPosition(),
      event_store: 'eventstoredb',
    });
    expect(await checkpoint('switch-read-model')).toMatchObject({ event_store: 'eventstoredb' });
    await runner.start();
    await runner.stop();
    // The reactor has nothing to redo: it goes on from the end of the new log.
    expect(await runner.catchUp(reactor)).toBe(0);
  });

  it('attributes the checkpoints stored before the column existed by looking their positions up', async () => {
    const { lastGlobalPosition } = await postgres.appendToStream('switch-pg-2', [testEvent()], 'no_stream');
    await sql`ALTER TABLE projection_checkpoints DROP COLUMN event_store`.execute(database.db);
    await sql`DELETE FROM projection_checkpoints`.execute(database.db);
    await sql`INSERT INTO projection_checkpoints (name, position) VALUES
      ('from-postgresql', ${lastGlobalPosition}),
      ('from-eventstoredb', '00000000000000001234:00000000000000001234'),
      ('not-started', '')`.execute(database.db);

    await attributeCheckpoints(database.db as unknown as Kysely<unknown>);

    const rows = await database.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'event_store'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'from-eventstoredb', event_store: 'eventstoredb' },
      { name: 'from-postgresql', event_store: 'postgresql' },
      { name: 'not-started', event_store: null },
    ]);
  });
});
