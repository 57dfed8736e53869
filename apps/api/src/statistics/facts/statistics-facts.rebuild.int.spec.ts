import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { suiteEventStore } from '../../../../../test-support/event-store-suite';
import type { TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import type { NewEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner';
import { rebuildProjection } from '../../infrastructure/projections/rebuild';
import { statisticsFactsProjection, statisticsFactsReplay } from './statistics-facts.projection';

const COUNTRIES = [250, 380, 724];

function event(type: string, data: Record<string, unknown>, day: number, actorRole: string | null): NewEvent {
  return testEvent(type, data, {
    actorId: null,
    actorRole,
    occurredAt: new Date(Date.UTC(2026, 0, 1 + day, 9 + (day % 8))).toISOString(),
  });
}

const answers = (points: number) => ({
  q1: { points, comment: 'c' },
  q2: { points, comment: 'c' },
  q3: { points, comment: 'c' },
});

/** A varied life per artisan: registrations, moves, evaluations taken to every outcome, deletions. */
function lifeOf(i: number): {
  artisan: NewEvent[];
  evaluation: NewEvent[];
  self: NewEvent[];
  greenList: NewEvent[];
  end: NewEvent[];
} {
  const artisanId = randomUUID();
  const d = i % 20;
  const artisan = [
    event(
      'ArtisanRegistered',
      {
        artisanId,
        source: ['sign-up', 'staff', 'import'][i % 3],
        countryId: COUNTRIES[i % 3],
        craftMaterialId: 1 + (i % 4),
        craftPersonId: 1 + (i % 5),
        recommendations: i % 2 ? [1, 3] : [],
      },
      d,
      i % 3 === 0 ? null : 'ROLE_NETWORK_MEMBER',
    ),
  ];
  if (i % 3 === 0) artisan.push(event('ArtisanEmailConfirmed', { artisanId, via: 'link' }, d + 1, null));
  if (i % 7 === 0)
    artisan.push(
      event(
        'ArtisanProfileChanged',
        { artisanId, changes: { countryId: COUNTRIES[(i + 1) % 3] } },
        d + 5,
        'ROLE_ADMIN',
      ),
    );
  const evaluation: NewEvent[] = [];
  const self: NewEvent[] = [];
  const greenList: NewEvent[] = [];
  if (i % 2 === 0) {
    evaluation.push(event('EvaluationStarted', { artisanId, evaluatorId: 'x' }, d + 2, 'ROLE_AMBASSADOR'));
    evaluation.push(
      event(
        'EvaluationAnswersRecorded',
        { artisanId, criterion: 'tradition', answers: answers(i % 6) },
        d + 2,
        'ROLE_AMBASSADOR',
      ),
    );
    evaluation.push(
      event(
        'EvaluationSubmitted',
        {
          artisanId,
          statusEval: 'SUBMITTED',
          reviewStatus: 'NOT REVIEWED',
          endorsed: false,
          totalPoint: 3 * (i % 6),
        },
        d + 3,
        'ROLE_AMBASSADOR',
      ),
    );
    if (i % 4 === 0) {
      evaluation.push(
        event(
          'EvaluationEndorsed',
          { artisanId, statusEval: 'SUBMITTED', reviewStatus: 'NOT REVIEWED' },
          d + 4,
          'ROLE_NETWORK_MEMBER',
        ),
      );
      evaluation.push(
        event(
          'EvaluationReviewStarted',
          { artisanId, statusEval: 'SUBMITTED', reviewStatus: 'IN REVIEWAL' },
          d + 6,
          'ROLE_ADMIN',
        ),
      );
      const accepted = i % 8 === 0;
      evaluation.push(
        event(
          'EvaluationDecided',
          {
            artisanId,
            statusEval: accepted ? 'SELECTED' : 'IMPROVEMENT POTENTIAL',
            reviewStatus: 'REVIEWED',
            decision: accepted ? 'ACCEPTED' : 'REFUSED',
          },
          d + 9,
          'ROLE_EXECUTIVE_COMMITTEE',
        ),
      );
      if (accepted) {
        evaluation.push(event('GreenListUnlocked', { artisanId }, d + 9, 'ROLE_EXECUTIVE_COMMITTEE'));
        const score = { sections: { materials: { points: i % 10, maximum: 10 } } };
        greenList.push(
          event('GreenListMadeAvailable', { artisanId, status: 'AVAILABLE' }, d + 9, null),
          event(
            'GreenListSubmitted',
            { artisanId, status: 'SUBMITTED', totalPoint: 5, score },
            d + 11,
            'ROLE_ARTISAN',
          ),
          event(
            'GreenListCompleted',
            { artisanId, status: 'COMPLETE', totalPoint: 5, score },
            d + 13,
            'ROLE_ADMIN',
          ),
        );
      }
    }
  }
  if (i % 5 === 0) {
    self.push(
      event(
        'SelfAssessmentAnswersRecorded',
        { artisanId, criterion: 'talent', answers: answers(5) },
        d + 1,
        'ROLE_ARTISAN',
      ),
    );
    self.push(event('SelfAssessmentSubmitted', { artisanId, totalPoint: 15 }, d + 2, 'ROLE_ARTISAN'));
  }
  const end = i % 11 === 0 ? [event('ArtisanAccountDeleted', { artisanId }, d + 12, 'ROLE_ADMIN')] : [];
  return { artisan, evaluation, self, greenList, end };
}

describe('statistics-facts read model', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const ARTISANS = 240;
  let total = 0;

  const dump = async () => ({
    steps: await database.db
      .selectFrom('stats_evaluation_steps')
      .selectAll()
      .orderBy('artisan_id')
      .orderBy('seq')
      .execute(),
    facts: await database.db
      .selectFrom('stats_daily_facts')
      .selectAll()
      .orderBy('day')
      .orderBy('metric')
      .orderBy('country_id')
      .orderBy('craft_material_id')
      .orderBy('craft_person_id')
      .orderBy('recommendations')
      .orderBy('creator_role')

      .execute(),
    artisans: await database.db.selectFrom('stats_artisans').selectAll().orderBy('artisan_id').execute(),
    spells: await database.db
      .selectFrom('stats_status_spells')
      .selectAll()
      .orderBy('artisan_id')
      .orderBy('entered_at')
      .orderBy('status')
      .execute(),
  });

  const sumOf = async (metric: string) =>
    Number(
      (
        await sql<{
          total: string | null;
        }>`SELECT sum(value) AS total FROM stats_daily_facts WHERE metric = ${metric}`.execute(database.db)
      ).rows[0]?.total ?? 0,
    );

  suiteEventStore(
    'stats_facts',
    (opened) => ({ database, store } = opened),
    async () => {
      // Streams interleave in the log as they would live: artisan, then evaluation, then self-assessment.
      // The second half's evaluations and the rest come after every registration, far from them in the
      // log: a rebuild with small memory bounds meets those artisans again after it forgot them.
      const later: (() => Promise<void>)[] = [];
      for (let i = 0; i < ARTISANS; i += 1) {
        const { artisan, evaluation, self, greenList, end } = lifeOf(i);
        const id = (artisan[0]!.data as { artisanId: string }).artisanId;
        await store.appendToStream(`artisan-${id}`, artisan, 'no_stream');
        const rest = async () => {
          if (evaluation.length) await store.appendToStream(`evaluation-${id}`, evaluation, 'no_stream');
          if (self.length) await store.appendToStream(`self-assessment-${id}`, self, 'no_stream');
          if (greenList.length) await store.appendToStream(`green-list-${id}`, greenList, 'no_stream');
          if (end.length) await store.appendToStream(`artisan-${id}`, end, artisan.length - 1);
        };
        if (i < ARTISANS / 2) await rest();
        else later.push(rest);
        total += artisan.length + evaluation.length + self.length + greenList.length + end.length;
      }
      for (const rest of later) await rest();
      await store.appendToStream(
        'unrelated',
        [event('MailSent', { artisanId: 'not-a-uuid' }, 1, null)],
        'no_stream',
      );
      total += 1;
    },
  );

  it('sums to the figures the scripted log holds', async () => {
    const runner = new ProjectionRunner(store, database.db, [statisticsFactsProjection], { batchSize: 37 });
    await runner.catchUp(statisticsFactsProjection);

    const registered = ARTISANS;
    const deleted = Math.ceil(ARTISANS / 11);
    expect(
      (await sumOf('registered.sign-up')) +
        (await sumOf('registered.staff')) +
        (await sumOf('registered.import')),
    ).toBe(registered);
    expect(await sumOf('artisan.deleted')).toBe(deleted);
    expect(await sumOf('stock.artisans')).toBe(registered - deleted);
    expect(await sumOf('evaluation.sent')).toBe(ARTISANS / 2);
    expect(await sumOf('evaluation.decided.ACCEPTED')).toBe(ARTISANS / 8);
    expect(await sumOf('email.confirmed')).toBe(ARTISANS / 3);
    expect(await sumOf('greenList.available')).toBe(ARTISANS / 8);
    expect(await sumOf('greenList.complete')).toBe(ARTISANS / 8);
    const zeros = await database.db
      .selectFrom('stats_daily_facts')
      .select('day')
      .where('value', '=', 0)
      .execute();
    expect(zeros).toEqual([]);
  });

  it('rebuilt from position 0 equals the live read model', async () => {
    const runner = new ProjectionRunner(store, database.db, [statisticsFactsProjection], { batchSize: 23 });
    await runner.catchUp(statisticsFactsProjection);
    const live = await dump();
    expect(live.spells.length).toBeGreaterThan(0);

    const applied = await rebuildProjection(database.db, runner, statisticsFactsProjection, {
      batchSize: 1000,
    });

    expect(applied).toBeGreaterThanOrEqual(total);
    expect(await dump()).toEqual(live);
  });

  it('rebuilt through pages of readAll (a store without a scan of its own, as EventStoreDB) equals the live read model', async () => {
    const runner = new ProjectionRunner(store, database.db, [statisticsFactsProjection], { batchSize: 19 });
    await runner.catchUp(statisticsFactsProjection);
    const live = await dump();

    // The same store, its scanPage hidden: the replay reads through logScannerOf's generic scan.
    const withoutScan = new Proxy(store, {
      get(target, key) {
        if (key === 'scanPage') return undefined;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const generic = new ProjectionRunner(withoutScan, database.db, [statisticsFactsProjection]);
    const applied = await rebuildProjection(database.db, generic, statisticsFactsProjection, {
      batchSize: 300,
    });

    expect(applied).toBeGreaterThanOrEqual(total);
    expect(await dump()).toEqual(live);
  });

  it('rebuilt with small memory bounds (many flushes, states forgotten and read back) equals the live read model', async () => {
    const runner = new ProjectionRunner(store, database.db, [statisticsFactsProjection], { batchSize: 29 });
    await runner.catchUp(statisticsFactsProjection);
    const live = await dump();

    const flushes: number[] = [];
    const bounded = {
      ...statisticsFactsProjection,
      replay: () => {
        const replay = statisticsFactsReplay({ artisans: 40, rows: 150 });
        return {
          fold: replay.fold.bind(replay),
          get full() {
            return replay.full;
          },
          flush: async (trx: Parameters<typeof replay.flush>[0]) => {
            flushes.push(Date.now());
            await replay.flush(trx);
          },
        };
      },
    };
    const applied = await rebuildProjection(database.db, runner, bounded, { batchSize: 50 });

    expect(flushes.length).toBeGreaterThan(5);
    expect(applied).toBeGreaterThanOrEqual(total);
    expect(await dump()).toEqual(live);
  });

  it('a rebuild whose checkpoint another runner moves goes on batch by batch and still equals live', async () => {
    const runner = new ProjectionRunner(store, database.db, [statisticsFactsProjection], { batchSize: 31 });
    await runner.catchUp(statisticsFactsProjection);
    const live = await dump();

    // A live runner applies a batch between the replay's first page and its first flush.
    let interfered = false;
    const contested = {
      ...statisticsFactsProjection,
      replay: () => {
        const replay = statisticsFactsReplay({ artisans: 30, rows: 10_000 });
        return {
          fold: async (...args: Parameters<typeof replay.fold>) => {
            await replay.fold(...args);
            if (!interfered) {
              interfered = true;
              await runner.runBatch(statisticsFactsProjection, 17);
            }
          },
          get full() {
            return replay.full;
          },
          flush: replay.flush.bind(replay),
        };
      },
    };
    await rebuildProjection(database.db, runner, contested, { batchSize: 100 });

    expect(interfered).toBe(true);
    expect(await dump()).toEqual(live);
  });

  it('a replay does not start on a model a runner began to fill after the reset', async () => {
    const runner = new ProjectionRunner(store, database.db, [statisticsFactsProjection], { batchSize: 41 });
    await runner.catchUp(statisticsFactsProjection);
    const live = await dump();

    // The reset rebuildProjection makes, then a live batch before the replay reads its checkpoint.
    for (const table of statisticsFactsProjection.tables) {
      await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(database.db);
    }
    await database.db
      .updateTable('projection_checkpoints')
      .set({ position: '', event_store: null })
      .where('name', '=', statisticsFactsProjection.name)
      .execute();
    await runner.runBatch(statisticsFactsProjection, 300);
    await runner.replay(statisticsFactsProjection, statisticsFactsReplay());

    expect(await dump()).toEqual(live);
  });
});
