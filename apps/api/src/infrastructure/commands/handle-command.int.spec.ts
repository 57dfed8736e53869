import { DomainError, type Decider } from '@artisans/domain';
import { suiteEventStore } from '../../../../../test-support/event-store-suite';
import { ExpectedVersionConflictError, StaleVersionError } from '../event-store/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { testEvent } from '../../../../../test-support/events';
import { systemContext } from './command-context';
import { FoldedStreams, foldStream } from './folded-streams';
import { handleCommand } from './handle-command';

// A tiny aggregate: a decision that can be taken once.
type Command = { type: 'Decide'; outcome: 'ACCEPTED' | 'REFUSED' } | { type: 'Comment'; text: string };
type Event = { type: 'Decided'; data: { outcome: string } } | { type: 'Commented'; data: { text: string } };
type State = { decided: boolean; comments: number };

const decisionDecider: Decider<Command, Event, State> = {
  initialState: () => ({ decided: false, comments: 0 }),
  evolve: (state, event) =>
    event.type === 'Decided' ? { ...state, decided: true } : { ...state, comments: state.comments + 1 },
  decide: (command, state) => {
    if (command.type === 'Comment') return [{ type: 'Commented', data: { text: command.text } }];
    if (state.decided) throw new DomainError('conflict', 'A decision was already taken.');
    return [{ type: 'Decided', data: { outcome: command.outcome } }];
  },
};

describe('handleCommand', () => {
  let store: PostgresEventStore;

  suiteEventStore('commands', (opened) => ({ store } = opened));

  it('appends the decided events with the context as metadata', async () => {
    const context = {
      ...systemContext(new Date('2026-03-01T09:00:00Z')),
      actorId: 'u-1',
      actorRole: 'ROLE_ADMIN',
    };
    const outcome = await handleCommand(
      store,
      'decision-1',
      decisionDecider,
      { type: 'Decide', outcome: 'ACCEPTED' },
      context,
    );

    expect(outcome.state).toEqual({ decided: true, comments: 0 });
    expect(outcome.position).toBeDefined();
    const [stored] = await store.readStream('decision-1');
    expect(stored).toMatchObject({
      type: 'Decided',
      data: { outcome: 'ACCEPTED' },
      metadata: {
        actorId: 'u-1',
        actorRole: 'ROLE_ADMIN',
        occurredAt: '2026-03-01T09:00:00.000Z',
        schemaVersion: 1,
      },
    });
  });

  it('lets exactly one of two concurrent decisions win; the other gets a clear refusal', async () => {
    const outcomes = await Promise.allSettled([
      handleCommand(
        store,
        'decision-2',
        decisionDecider,
        { type: 'Decide', outcome: 'ACCEPTED' },
        systemContext(),
      ),
      handleCommand(
        store,
        'decision-2',
        decisionDecider,
        { type: 'Decide', outcome: 'REFUSED' },
        systemContext(),
      ),
    ]);

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused?.reason).toEqual(new DomainError('conflict', 'A decision was already taken.'));
    expect(await store.readStream('decision-2')).toHaveLength(1);
  });

  it('retries compatible concurrent commands so that none is lost', async () => {
    await Promise.all(
      ['a', 'b'].map((text) =>
        handleCommand(store, 'decision-3', decisionDecider, { type: 'Comment', text }, systemContext()),
      ),
    );
    expect(await store.readStream('decision-3')).toHaveLength(2);
  });

  describe('with the states kept folded (FoldedStreams)', () => {
    const comment = (text: string) => ({ type: 'Comment', text }) as const;
    const readFrom = () => {
      const reads: number[] = [];
      const reading = {
        readStream: (streamId: string, fromVersion = 0) => {
          reads.push(fromVersion);
          return store.readStream(streamId, fromVersion);
        },
        appendToStream: store.appendToStream.bind(store),
      };
      return { reads, reading };
    };

    it('reads only the events appended since the state it keeps, and decides as on the whole stream', async () => {
      const streams = new FoldedStreams();
      const { reads, reading } = readFrom();
      const run = (command: Command) =>
        handleCommand(reading, 'kept-1', decisionDecider, command, systemContext(), { streams });

      await run(comment('one'));
      await run(comment('two'));
      // Another process appends past the kept state: it is read on top of it.
      await store.appendToStream('kept-1', [testEvent('Commented', { text: 'elsewhere' })], 1);
      const outcome = await run({ type: 'Decide', outcome: 'REFUSED' });

      // The first command found no stream, the second read it whole and kept it, the third read on.
      expect(reads).toEqual([0, 0, 1]);
      expect(outcome).toMatchObject({ state: { decided: true, comments: 3 }, version: 3 });
      expect(await streams.fold(store, 'kept-1', decisionDecider)).toEqual(
        await foldStream(store, 'kept-1', decisionDecider),
      );
      // When the record was created and last changed come with it (an artisan's, for its resource).
      const events = await store.readStream('kept-1');
      expect(await streams.fold(store, 'kept-1', decisionDecider)).toMatchObject({
        firstAt: events[0]!.metadata.occurredAt,
        lastAt: events.at(-1)!.metadata.occurredAt,
      });
      await expect(run({ type: 'Decide', outcome: 'ACCEPTED' })).rejects.toThrow(
        'A decision was already taken.',
      );
    });

    it('answers a stale If-Match from the kept state as from the store', async () => {
      const streams = new FoldedStreams();
      await handleCommand(store, 'kept-2', decisionDecider, comment('one'), systemContext(), { streams });
      await store.appendToStream('kept-2', [testEvent('Commented', { text: 'elsewhere' })], 0);

      await expect(
        handleCommand(store, 'kept-2', decisionDecider, comment('two'), systemContext(), {
          streams,
          seenVersion: 0,
        }),
      ).rejects.toMatchObject({ constructor: StaleVersionError, seen: 0, current: 1 });
    });

    it('forgets the state of a stream whose append was refused, and of a subject erased', async () => {
      const streams = new FoldedStreams();
      await handleCommand(store, 'subject-9-kept', decisionDecider, comment('one'), systemContext(), {
        streams,
      });
      await handleCommand(store, 'subject-9-kept', decisionDecider, comment('two'), systemContext(), {
        streams,
      });
      const { reads, reading } = readFrom();
      const refusing = {
        ...reading,
        appendToStream: () => Promise.reject(new ExpectedVersionConflictError('subject-9-kept', 1, 5)),
      };

      await expect(
        handleCommand(refusing, 'subject-9-kept', decisionDecider, comment('x'), systemContext(), {
          streams,
          attempts: 1,
        }),
      ).rejects.toBeInstanceOf(ExpectedVersionConflictError);
      await streams.fold(reading, 'subject-9-kept', decisionDecider);
      streams.forgetSubject('subject-9');
      await streams.fold(reading, 'subject-9-kept', decisionDecider);

      expect(reads).toEqual([1, 0, 0]);
    });

    it('keeps states frozen in tests, so that a decider changing the state it is given throws', async () => {
      const streams = new FoldedStreams();
      const careless: Decider<Command, Event, { comments: string[] }> = {
        initialState: () => ({ comments: [] }),
        evolve: (state, event) => {
          if (event.type === 'Commented') state.comments.push(event.data.text);
          return state;
        },
        decide: (command) =>
          command.type === 'Comment' ? [{ type: 'Commented', data: { text: command.text } }] : [],
      };
      await store.appendToStream('kept-4', [testEvent('Commented', { text: 'one' })], 'no_stream');
      await streams.fold(store, 'kept-4', careless);
      await store.appendToStream('kept-4', [testEvent('Commented', { text: 'two' })], 0);

      await expect(streams.fold(store, 'kept-4', careless)).rejects.toThrow(TypeError);
    });
  });
});
