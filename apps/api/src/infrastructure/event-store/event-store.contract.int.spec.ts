import { execSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { ExpectedVersionConflictError, START, type EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres-event-store';

/**
 * One contract, every adapter that can run here. PostgreSQL always runs; EventStoreDB runs when
 * EVENTSTORE_CONNECTION_STRING points at one, or when Docker can start one with testcontainers.
 */
type AdapterFactory = { name: string; create(): Promise<{ store: EventStore; dispose(): Promise<void> }> };

const postgres: AdapterFactory = {
  name: 'PostgreSQL',
  async create() {
    const database: TestDatabase = await createTestDatabase('es_contract');
    const store = new PostgresEventStore(database.pool, database.url);
    return {
      store,
      async dispose() {
        await store.close();
        await database.drop();
      },
    };
  },
};

function eventStoreDbFactory(): AdapterFactory | string {
  const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;
  if (connectionString) {
    return {
      name: 'EventStoreDB',
      async create() {
        const store = EventStoreDbEventStore.connect(connectionString);
        return { store, dispose: () => store.close() };
      },
    };
  }
  if (!dockerEngineAnswers()) {
    return 'EVENTSTORE_CONNECTION_STRING is not set and no Docker engine answers, so no EventStoreDB can be started';
  }
  return {
    name: 'EventStoreDB (testcontainers)',
    async create() {
      const { GenericContainer, Wait } = await import('testcontainers');
      const container = await new GenericContainer('eventstore/eventstore:24.10')
        .withEnvironment({
          EVENTSTORE_INSECURE: 'true',
          EVENTSTORE_MEM_DB: 'true',
          EVENTSTORE_RUN_PROJECTIONS: 'None',
        })
        .withExposedPorts(2113)
        .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
        .start();
      const store = EventStoreDbEventStore.connect(
        `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
      );
      return {
        store,
        async dispose() {
          await store.close();
          await container.stop();
        },
      };
    },
  };
}

function dockerEngineAnswers(): boolean {
  try {
    execSync('docker info', { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

const esdb = eventStoreDbFactory();
const adapters: AdapterFactory[] = [postgres];
if (typeof esdb === 'string') {
  console.warn(`Event store contract: EventStoreDB adapter not run: ${esdb}.`);
} else {
  adapters.push(esdb);
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(adapters)('EventStore contract: $name', (factory) => {
  let store: EventStore;
  let dispose: () => Promise<void>;
  const stream = () => `test-${randomUUID()}`;

  beforeAll(async () => {
    ({ store, dispose } = await factory.create());
  }, 120_000);
  afterAll(() => dispose());

  it('appends to a new stream and reads the events back in order with their metadata', async () => {
    const streamId = stream();
    const events = [testEvent('A', { n: 1 }), testEvent('B', { n: 2 }), testEvent('C', { n: 3 })];

    const result = await store.appendToStream(streamId, events, 'no_stream');

    expect(result.nextExpectedVersion).toBe(2);
    const read = await store.readStream(streamId);
    expect(read.map((e) => [e.id, e.type, e.data, e.streamPosition])).toEqual([
      [events[0]!.id, 'A', { n: 1 }, 0],
      [events[1]!.id, 'B', { n: 2 }, 1],
      [events[2]!.id, 'C', { n: 3 }, 2],
    ]);
    expect(read[0]!.metadata).toEqual(events[0]!.metadata);
    expect(read.at(-1)!.globalPosition).toBe(result.lastGlobalPosition);
  });

  it('reads an unknown stream as empty', async () => {
    expect(await store.readStream(stream())).toEqual([]);
  });

  it('reads a stream from a version on, and nothing past its end', async () => {
    const streamId = stream();
    await store.appendToStream(streamId, [testEvent('A'), testEvent('B'), testEvent('C')], 'no_stream');

    expect((await store.readStream(streamId, 1)).map((e) => [e.type, e.streamPosition])).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
    expect(await store.readStream(streamId, 3)).toEqual([]);
    expect(await store.readStream(stream(), 2)).toEqual([]);
  });

  it('refuses an append whose expected version is not the current one, with a typed error', async () => {
    const streamId = stream();
    await store.appendToStream(streamId, [testEvent(), testEvent()], 'no_stream');

    await expect(store.appendToStream(streamId, [testEvent()], 0)).rejects.toMatchObject({
      constructor: ExpectedVersionConflictError,
      streamId,
      expected: 0,
      actual: 1,
    });
    await expect(store.appendToStream(streamId, [testEvent()], 'no_stream')).rejects.toBeInstanceOf(
      ExpectedVersionConflictError,
    );
    await expect(store.appendToStream(stream(), [testEvent()], 3)).rejects.toBeInstanceOf(
      ExpectedVersionConflictError,
    );
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('lets exactly one of many concurrent writers with the same expected version win', async () => {
    const streamId = stream();
    await store.appendToStream(streamId, [testEvent()], 'no_stream');

    const writers = Array.from({ length: 12 }, (_, i) =>
      store.appendToStream(streamId, [testEvent('W', { i })], 0),
    );
    const outcomes = await Promise.allSettled(writers);

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(rejected).toHaveLength(11);
    rejected.forEach((o) => expect(o.reason).toBeInstanceOf(ExpectedVersionConflictError));
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('treats a re-append of the same event ids as done, writing nothing', async () => {
    const streamId = stream();
    const events = [testEvent(), testEvent()];
    const first = await store.appendToStream(streamId, events, 'no_stream');

    const again = await store.appendToStream(streamId, events, 'no_stream');

    expect(again).toEqual(first);
    expect(await store.readStream(streamId)).toHaveLength(2);
  });

  it('reads all events in the order they were committed, page by page', async () => {
    const start = await store.headPosition();
    const appended: string[] = [];
    let last = START;
    for (let i = 0; i < 7; i += 1) {
      const event = testEvent('Ordered', { i });
      appended.push(event.id);
      ({ lastGlobalPosition: last } = await store.appendToStream(stream(), [event], 'no_stream'));
    }
    // Readers see a commit once every older transaction of the server has ended.
    await until(async () => (await store.headPosition()) >= last);

    const firstPage = await store.readAll({ after: start, limit: 4 });
    const secondPage = await store.readAll({ after: firstPage.at(-1)!.globalPosition, limit: 10 });
    const read = [...firstPage, ...secondPage].filter((e) => e.type === 'Ordered');

    expect(read.map((e) => e.id)).toEqual(appended);
    const positions = [...firstPage, ...secondPage].map((e) => e.globalPosition);
    expect([...positions].sort()).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
    expect(await store.headPosition()).toBe(positions.at(-1));
  });

  it('reads all from the start', async () => {
    const all = await store.readAll({ after: START, limit: 5 });
    expect(all.length).toBeGreaterThan(0);
  });

  it('notifies listeners after an append', async () => {
    let calls = 0;
    const notified = new Promise<void>((resolve) => {
      void store
        .onAppended(() => {
          calls += 1;
          resolve();
        })
        .then((unsubscribe) => {
          void store.appendToStream(stream(), [testEvent()], 'no_stream');
          void notified.then(() => unsubscribe());
        });
    });
    await notified;
    expect(calls).toBeGreaterThan(0);
  });
});
