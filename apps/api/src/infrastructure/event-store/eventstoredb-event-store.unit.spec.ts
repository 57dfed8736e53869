import { jsonEvent } from '@eventstore/db-client';
import { DomainError, type Decider } from '@artisans/domain';
import { EVENTSTORE_SCHEMES, loadConfig } from '@artisans/platform';
import {
  FakeEventStoreDbClient,
  type FakeEventStoreDbOptions,
} from '../../../../../test-support/fake-eventstoredb-client';
import { testEvent } from '../../../../../test-support/events';
import { systemContext } from '../commands/command-context';
import { handleCommand } from '../commands/handle-command';
import {
  ExpectedVersionConflictError,
  START,
  type GlobalPosition,
  type StoredEvent,
} from './event-store.port';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

/**
 * The EventStoreDB adapter against a fake of the client calls it makes
 * (test-support/fake-eventstoredb-client.ts), which behaves as the server does: its log starts with
 * system records, reads of $all are inclusive from a position, and so on. The contract suite runs
 * the same adapter against a real server where one is reachable.
 */
let fake: FakeEventStoreDbClient;
let store: EventStoreDbEventStore;

function connect(options: FakeEventStoreDbOptions = {}): void {
  fake = new FakeEventStoreDbClient(options);
  store = new EventStoreDbEventStore(fake, { firstRetryMs: 10, maxRetryMs: 40, confirmTimeoutMs: 2000 });
}

beforeEach(() => connect());
// Also ends any read still running: the fake refuses every call once disposed.
afterEach(() => store.close());

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Resolves with the promise's value, or rejects if it takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Appends one event per stream and returns their ids in log order. */
async function appendEvents(count: number, type = 'Counted'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const event = testEvent(type, { i });
    await store.appendToStream(`counted-${i}-${event.id}`, [event], 'no_stream');
    ids.push(event.id);
  }
  return ids;
}

/** Reads the whole log as a projection does: page after page from the last position seen. */
async function catchUp(batchSize: number, after: GlobalPosition = START): Promise<StoredEvent[]> {
  const read: StoredEvent[] = [];
  let position = after;
  for (;;) {
    const page = await store.readAll({ after: position, limit: batchSize });
    const last = page.at(-1);
    if (!last) return read;
    read.push(...page);
    position = last.globalPosition;
  }
}

describe('EventStoreDbEventStore on a fake of @eventstore/db-client 6.2.1', () => {
  it('appends and reads back events with their metadata and global position', async () => {
    const events = [testEvent('A', { n: 1 }), testEvent('B', { n: 2 })];
    const result = await store.appendToStream('basic-1', events, 'no_stream');

    const read = await store.readStream('basic-1');
    expect(read.map((e) => [e.id, e.type, e.data, e.streamPosition])).toEqual([
      [events[0]!.id, 'A', { n: 1 }, 0],
      [events[1]!.id, 'B', { n: 2 }, 1],
    ]);
    expect(read[0]!.metadata).toEqual(events[0]!.metadata);
    expect(result).toEqual({ nextExpectedVersion: 1, lastGlobalPosition: read[1]!.globalPosition });
    expect(await store.readStream('never-written')).toEqual([]);
  });

  describe('readAll (issue 20, item 1)', () => {
    it('returns each event once when a page holds skipped records and ends on a user event', async () => {
      const [before] = await appendEvents(1, 'Before');
      const beforePosition = (await store.readStream(`counted-0-${before}`))[0]!.globalPosition;
      const first = testEvent('U1');
      await store.appendToStream('u-1', [first], 'no_stream');
      fake.writeSystemRecords(2);
      const rest = [testEvent('U2'), testEvent('U3'), testEvent('U4'), testEvent('U5')];
      for (const [i, event] of rest.entries()) await store.appendToStream(`u-${i + 2}`, [event], 'no_stream');

      const page = await store.readAll({ after: beforePosition, limit: 4 });

      expect(page.map((e) => e.type)).toEqual(['U1', 'U2', 'U3', 'U4']);
      const next = await store.readAll({ after: page.at(-1)!.globalPosition, limit: 4 });
      expect(next.map((e) => e.type)).toEqual(['U5']);
    });

    it('catches up over system records and 1,000 user events at batch 500 with each event once', async () => {
      fake.writeSystemRecords(4); // ten system records before the first user event
      const appended = await appendEvents(1000);

      const read = await catchUp(500);

      expect(read).toHaveLength(1000);
      expect(read.map((e) => e.id)).toEqual(appended);
      const positions = read.map((e) => e.globalPosition);
      expect([...positions].sort()).toEqual(positions);
    });

    it('skips links, system events and non-JSON records between user events, page after page', async () => {
      connect({ systemProjections: true });
      const appended: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        appended.push(...(await appendEvents(1)));
        if (i % 5 === 0) fake.writeSystemRecords(150); // more than a page of the server's own records
        if (i % 7 === 0) fake.writeBinaryEvent(`binary-${i}`, 'Uploaded');
      }

      for (const batch of [1, 3, 7, 500]) {
        expect((await catchUp(batch)).map((e) => e.id)).toEqual(appended);
      }
    });

    it('answers an empty page for limit 0 instead of reading for ever (item 6)', async () => {
      await appendEvents(3);

      await expect(within(store.readAll({ after: START, limit: 0 }), 1000)).resolves.toEqual([]);
    });

    it('cancels the read it leaves once the page is full (item 6)', async () => {
      await appendEvents(30);

      const page = await store.readAll({ after: START, limit: 5 });

      expect(page).toHaveLength(5);
      expect(fake.openReads()).toBe(0);
    });
  });

  describe('headPosition (item 3)', () => {
    it('pages back past more than a hundred system records to the last user event', async () => {
      await appendEvents(3);
      fake.writeSystemRecords(250);

      const head = await store.headPosition();

      const all = await catchUp(100);
      expect(head).toBe(all.at(-1)!.globalPosition);
      expect(fake.openReads()).toBe(0);
    });

    it('answers the start of the log when it holds only system records', async () => {
      fake.writeSystemRecords(150);

      expect(await store.headPosition()).toBe(START);
    });
  });

  describe('appendToStream', () => {
    it('reports a conflict as a conflict, with the current version', async () => {
      await store.appendToStream('conflict-1', [testEvent(), testEvent()], 'no_stream');

      await expect(store.appendToStream('conflict-1', [testEvent()], 0)).rejects.toMatchObject({
        constructor: ExpectedVersionConflictError,
        expected: 0,
        actual: 1,
      });
      await expect(store.appendToStream('conflict-2', [testEvent()], 3)).rejects.toMatchObject({
        constructor: ExpectedVersionConflictError,
        actual: 'no_stream',
      });
    });

    it('treats { success: false } (throwOnAppendFailure=false) as the conflict it is (item 4)', async () => {
      connect({ throwOnAppendFailure: false });
      await store.appendToStream('soft-1', [testEvent(), testEvent(), testEvent()], 'no_stream');

      await expect(store.appendToStream('soft-1', [testEvent()], 0)).rejects.toMatchObject({
        constructor: ExpectedVersionConflictError,
        streamId: 'soft-1',
        expected: 0,
        actual: 2,
      });
      await expect(store.appendToStream('soft-2', [testEvent()], 1)).rejects.toMatchObject({
        constructor: ExpectedVersionConflictError,
        actual: 'no_stream',
      });
      expect(await store.readStream('soft-1')).toHaveLength(3);
      expect(await store.readStream('soft-2')).toEqual([]);
    });

    it('answers an idempotent re-append with the batch it stored, not the stream tail (item 6)', async () => {
      const batch = [testEvent('First'), testEvent('Second')];
      const first = await store.appendToStream('again-1', batch, 'no_stream');
      await store.appendToStream('again-1', [testEvent('Later')], 1);

      const again = await store.appendToStream('again-1', batch, 'no_stream');

      expect(again).toEqual(first);
      expect(await store.readStream('again-1')).toHaveLength(3);
      expect(fake.openReads()).toBe(0);
    });

    it('refuses an empty append as PostgreSQL does, without asking the server (item 6)', async () => {
      await expect(store.appendToStream('empty-1', [], 'no_stream')).rejects.toThrow(
        'appendToStream needs at least one event',
      );
      expect(fake.calls.appendToStream).toBe(0);
    });
  });

  describe('readStream (item 6)', () => {
    it('skips $-typed and non-JSON records but keeps the stream positions', async () => {
      const first = testEvent('Opened');
      await store.appendToStream('mixed-1', [first], 'no_stream');
      await fake.appendToStream('mixed-1', jsonEvent({ type: '$system-note', data: { by: 'server' } }));
      fake.writeBinaryEvent('mixed-1', 'Scanned');
      const last = testEvent('Closed');
      await store.appendToStream('mixed-1', [last], 2);

      const read = await store.readStream('mixed-1');

      expect(read.map((e) => [e.id, e.streamPosition])).toEqual([
        [first.id, 0],
        [last.id, 3],
      ]);
    });

    it('reads from a version on (the revision), past the records it skips', async () => {
      await store.appendToStream('mixed-2', [testEvent('Opened')], 'no_stream');
      await fake.appendToStream('mixed-2', jsonEvent({ type: '$system-note', data: { by: 'server' } }));
      const last = testEvent('Closed');
      await store.appendToStream('mixed-2', [last], 1);

      expect((await store.readStream('mixed-2', 1)).map((e) => [e.id, e.streamPosition])).toEqual([
        [last.id, 2],
      ]);
      expect(await store.readStream('mixed-2', 3)).toEqual([]);
    });

    it('lets a command append to a stream holding a $-typed event: the version is the last position', async () => {
      type Command = { type: 'Note'; text: string };
      type Event = { type: 'Noted'; data: { text: string } };
      const notes: Decider<Command, Event, number> = {
        initialState: () => 0,
        evolve: (count) => count + 1,
        decide: (command, count) => {
          if (count > 10) throw new DomainError('conflict', 'Too many notes.');
          return [{ type: 'Noted', data: { text: command.text } }];
        },
      };
      const context = systemContext(new Date('2026-03-01T09:00:00Z'));
      await handleCommand(store, 'notes-1', notes, { type: 'Note', text: 'one' }, context);
      // Another application writes a $-typed event, then an event of ours, into the stream.
      await fake.appendToStream('notes-1', jsonEvent({ type: '$acl-changed', data: {} }));
      await store.appendToStream('notes-1', [testEvent('Noted', { text: 'two' })], 1);

      const outcome = await handleCommand(store, 'notes-1', notes, { type: 'Note', text: 'three' }, context);

      expect(outcome.state).toBe(3);
      expect((await store.readStream('notes-1')).map((e) => e.streamPosition)).toEqual([0, 2, 3]);
    });

    it('reads a hard-deleted stream as empty', async () => {
      await store.appendToStream('deleted-1', [testEvent()], 'no_stream');
      fake.tombstone('deleted-1');

      expect(await store.readStream('deleted-1')).toEqual([]);
      // The tombstone in $all is the server's record, not an event.
      expect((await catchUp(10)).map((e) => e.streamId)).toEqual(['deleted-1']);
    });
  });

  describe('onAppended (item 5)', () => {
    it('is subscribed when it resolves: an append made right after wakes the listener', async () => {
      let calls = 0;
      const unsubscribe = await store.onAppended(() => {
        calls += 1;
      });
      await store.appendToStream('wake-1', [testEvent()], 'no_stream');

      await until(() => calls > 0);
      await unsubscribe();
    });

    it('subscribes again after the subscription drops, and wakes the listener for what it missed', async () => {
      let calls = 0;
      const unsubscribe = await store.onAppended(() => {
        calls += 1;
      });
      fake.refuseSubscriptions(true);
      fake.dropSubscriptions();
      await new Promise((resolve) => setTimeout(resolve, 60)); // a few refused attempts
      expect(fake.liveSubscriptions()).toBe(0);
      await store.appendToStream('wake-2', [testEvent()], 'no_stream');
      fake.refuseSubscriptions(false);

      await until(() => fake.liveSubscriptions() === 1);
      await until(() => calls === 1); // what was appended while it was down
      await store.appendToStream('wake-3', [testEvent()], 'no_stream');
      await until(() => calls === 2);
      await unsubscribe();
    });

    it('resolves when the server refuses the first attempt, and subscribes once it answers', async () => {
      fake.refuseSubscriptions(true);
      let calls = 0;
      const unsubscribe = await within(
        store.onAppended(() => {
          calls += 1;
        }),
        1000,
      );
      fake.refuseSubscriptions(false);
      await until(() => fake.liveSubscriptions() === 1);
      await store.appendToStream('wake-4', [testEvent()], 'no_stream');

      await until(() => calls >= 1);
      await unsubscribe();
    });

    it('stops for good on unsubscribe', async () => {
      let calls = 0;
      const unsubscribe = await store.onAppended(() => {
        calls += 1;
      });
      await unsubscribe();
      fake.dropSubscriptions();
      await store.appendToStream('wake-5', [testEvent()], 'no_stream');
      await new Promise((resolve) => setTimeout(resolve, 60));

      expect(fake.liveSubscriptions()).toBe(0);
      expect(fake.calls.subscribeToAll).toBe(1);
      expect(calls).toBe(0);
    });
  });
});

describe('EVENTSTORE_CONNECTION_STRING (item 2)', () => {
  const forms = EVENTSTORE_SCHEMES.flatMap((scheme) => [
    `${scheme}://localhost:2113?tls=false`,
    `${scheme}://admin:changeit@node1:2113,node2:2113,node3:2113?tls=true&throwOnAppendFailure=false`,
  ]);

  it.each(forms)('%s: the configuration accepts it and the client parses it', async (connectionString) => {
    const config = loadConfig({ EVENTSTORE_CONNECTION_STRING: connectionString });
    expect(config.EVENTSTORE_CONNECTION_STRING).toBe(connectionString);

    const connected = EventStoreDbEventStore.connect(connectionString);
    await connected.close();
  });

  it.each(['http://localhost:2113', 'ESDB://localhost:2113', 'localhost:2113', 'esdb://'])(
    'refuses %s',
    (connectionString) => {
      expect(() => loadConfig({ EVENTSTORE_CONNECTION_STRING: connectionString })).toThrow(
        /EVENTSTORE_CONNECTION_STRING: must start with esdb:\/\//,
      );
    },
  );
});
