import { randomUUID } from 'node:crypto';
import { greenListCatalogue, greenListScore } from '@artisans/domain';
import { suiteEventStore } from '../../../../../test-support/event-store-suite';
import type { TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { completeGreenList } from '../../../../../libs/domain/src/green-list-examples.spec';
import { artisanListProjection } from '../../artisan-list/artisan-list.projection';
import type { NewEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner';
import { rebuildProjection } from '../../infrastructure/projections/rebuild';
import { greenListStreamId } from '../domain/green-list.decider';
import { greenListsProjection } from './green-lists.projection';

const ARTISANS = Array.from({ length: 12 }, () => randomUUID());
const score = greenListScore(greenListCatalogue(), completeGreenList());

let clock = Date.UTC(2026, 0, 1);
function event(type: string, data: Record<string, unknown>): NewEvent {
  clock += 60_000;
  return testEvent(type, data, { actorId: null, actorRole: null, occurredAt: new Date(clock).toISOString() });
}

/** Artisans registered, and their Green Lists taken to every status (the i-th artisan stops at step i % 7). */
async function writeHistory(store: PostgresEventStore): Promise<void> {
  for (const artisanId of ARTISANS)
    await store.appendToStream(
      `artisan-${artisanId}`,
      [event('ArtisanRegistered', { artisanId, source: 'staff', countryId: 250, language: 'en' })],
      'no_stream',
    );
  const steps = (artisanId: string): NewEvent[] => [
    event('GreenListMadeAvailable', { artisanId, status: 'AVAILABLE', catalogueVersion: 1 }),
    event('GreenListStarted', { artisanId, status: 'IN PROGRESS', catalogueVersion: 1 }),
    event('GreenListAnswersRecorded', { artisanId, answers: { p3: { value: 4 } } }),
    event('GreenListSubmitted', {
      artisanId,
      status: 'SUBMITTED',
      dropped: [],
      totalPoint: score.points,
      score,
    }),
    event('GreenListReviewStarted', { artisanId, status: 'IN REVIEWAL' }),
    event('GreenListInformationRequested', {
      artisanId,
      status: 'PENDING',
      missing: 'sealed',
      codes: ['p2'],
    }),
    event('GreenListCompleted', { artisanId, status: 'COMPLETE', comment: '', totalPoint: 150, score }),
  ];
  // Interleaved across artisans, as a live log is.
  for (let step = 0; step < 7; step += 1)
    for (const [i, artisanId] of ARTISANS.entries())
      if (step <= i % 7)
        await store.appendToStream(
          greenListStreamId(artisanId),
          [steps(artisanId)[step]!],
          step === 0 ? 'no_stream' : step - 1,
        );
}

describe('Green List read models', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const dump = async () => ({
    greenLists: await database.db.selectFrom('green_lists').selectAll().orderBy('artisan_id').execute(),
    list: await database.db
      .selectFrom('artisan_list')
      .select(['artisan_id', 'green_list_status', 'green_list_total_point'])
      .orderBy('artisan_id')
      .execute(),
  });

  suiteEventStore('green_lists', (opened) => ({ database, store } = opened), writeHistory);

  it('follows each Green List to its status and points, and a rebuild gives the same rows', async () => {
    const runner = new ProjectionRunner(store, database.db, [greenListsProjection, artisanListProjection], {
      batchSize: 5,
    });
    await runner.catchUp(greenListsProjection);
    await runner.catchUp(artisanListProjection);
    const live = await dump();

    const statuses = [
      'AVAILABLE',
      'IN PROGRESS',
      'IN PROGRESS',
      'SUBMITTED',
      'IN REVIEWAL',
      'PENDING',
      'COMPLETE',
    ];
    const row = (i: number) => live.greenLists.find((r) => r.artisan_id === ARTISANS[i]);
    ARTISANS.forEach((_, i) => expect(row(i)?.status).toBe(statuses[i % 7]));
    expect(row(0)).toMatchObject({ total_point: null, started_at: null, catalogue_version: 1 });
    expect(row(5)).toMatchObject({
      total_point: score.points,
      max_point: score.maximum,
      percentage: score.percentage,
    });
    expect(row(5)?.section_scores).toEqual(score.sections);
    expect(row(6)).toMatchObject({ status: 'COMPLETE', total_point: 150 });
    expect(row(6)?.completed_at).toBeInstanceOf(Date);
    const listRow = (i: number) => live.list.find((r) => r.artisan_id === ARTISANS[i]);
    expect(listRow(4)).toEqual({
      artisan_id: ARTISANS[4],
      green_list_status: 'IN REVIEWAL',
      green_list_total_point: score.points,
    });
    expect(listRow(6)).toMatchObject({ green_list_status: 'COMPLETE', green_list_total_point: 150 });
    expect(listRow(0)).toMatchObject({ green_list_status: 'AVAILABLE', green_list_total_point: null });

    await rebuildProjection(database.db, runner, greenListsProjection, { batchSize: 3 });
    await rebuildProjection(database.db, runner, artisanListProjection, { batchSize: 100 });
    expect(await dump()).toEqual(live);
  });
});
