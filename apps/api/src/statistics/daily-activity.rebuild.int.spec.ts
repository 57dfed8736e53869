import { suiteEventStore } from '../../../../test-support/event-store-suite';
import type { TestDatabase } from '../../../../test-support/test-database';
import { testEvent } from '../../../../test-support/events';
import type { NewEvent } from '../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { rebuildProjection } from '../infrastructure/projections/rebuild';
import { dailyActivityProjection } from './daily-activity.projection';

const TYPES = ['ArtisanRegistered', 'EvaluationSubmitted', 'ArtisanSelected', 'GreenListSubmitted'];
const ROLES = ['ROLE_ADMIN', 'ROLE_ARTISAN_HUNTER', 'ROLE_NETWORK_MEMBER', null];

function scriptedEvent(i: number): NewEvent {
  return testEvent(
    TYPES[i % TYPES.length]!,
    { i },
    {
      actorId: `actor-${i % 5}`,
      actorRole: ROLES[i % ROLES.length]!,
      occurredAt: new Date(Date.UTC(2026, 0, 1 + (i % 9), 12)).toISOString(),
    },
  );
}

describe('statistics-daily-activity read model', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const dump = () =>
    database.db
      .selectFrom('stats_daily_activity')
      .selectAll()
      .orderBy('day')
      .orderBy('event_type')
      .orderBy('actor_role')
      .execute();

  suiteEventStore(
    'rebuild',
    (opened) => ({ database, store } = opened),
    async () => {
      for (let i = 0; i < 1200; i += 40) {
        const batch = Array.from({ length: 40 }, (_, j) => scriptedEvent(i + j));
        await store.appendToStream(`artisan-${i}`, batch, 'no_stream');
      }
    },
  );

  it('counts events per day, type and role', async () => {
    const runner = new ProjectionRunner(store, database.db, [dailyActivityProjection], { batchSize: 137 });
    await runner.catchUp(dailyActivityProjection);

    const rows = await dump();
    expect(rows.reduce((sum, row) => sum + row.events, 0)).toBe(1200);
    const systemRows = rows.filter((row) => row.actor_role === 'SYSTEM');
    expect(systemRows.reduce((sum, row) => sum + row.events, 0)).toBe(300);
  });

  it('rebuilt from position 0 equals the live read model', async () => {
    const runner = new ProjectionRunner(store, database.db, [dailyActivityProjection], { batchSize: 50 });
    await runner.catchUp(dailyActivityProjection);
    const live = await dump();
    const progress: number[] = [];

    const applied = await rebuildProjection(database.db, runner, dailyActivityProjection, {
      batchSize: 500,
      total: 1200,
      onProgress: ({ applied: done }) => progress.push(done),
    });

    expect(applied).toBe(1200);
    expect(progress).toEqual([0, 500, 1000, 1200]);
    expect(await dump()).toEqual(live);
  });
});
