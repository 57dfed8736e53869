import { DomainError, type Decider } from '@artisans/domain';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { systemContext } from './command-context';
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
  let database: TestDatabase;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase('commands');
    store = new PostgresEventStore(database.pool, database.url);
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

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
});
