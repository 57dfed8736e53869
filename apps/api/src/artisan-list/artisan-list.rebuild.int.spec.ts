import { randomUUID } from 'node:crypto';
import { suiteEventStore } from '../../../../test-support/event-store-suite';
import type { TestDatabase } from '../../../../test-support/test-database';
import { testEvent } from '../../../../test-support/events';
import type { NewEvent } from '../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { rebuildProjection } from '../infrastructure/projections/rebuild';
import { artisanListProjection } from './artisan-list.projection';

const STAFF = Array.from({ length: 4 }, () => randomUUID());
const ARTISANS = Array.from({ length: 60 }, () => randomUUID());

let clock = Date.UTC(2025, 0, 1);
function event(type: string, data: Record<string, unknown>, actor: string | null = STAFF[0]!): NewEvent {
  clock += 60_000;
  return testEvent(type, data, {
    actorId: actor,
    actorRole: actor === null ? null : 'ROLE_ARTISAN_HUNTER',
    occurredAt: new Date(clock).toISOString(),
  });
}

/** A registration as written before the profile grew (no recommendations, pending... keys). */
function oldRegistration(artisanId: string, i: number, source: 'sign-up' | 'staff'): NewEvent {
  return event(
    'ArtisanRegistered',
    {
      artisanId,
      source,
      createdBy: source === 'staff' ? STAFF[i % STAFF.length] : null,
      language: 'en',
      changedFields: ['firstName', 'lastName'],
      countryId: [250, 380, 724][i % 3],
      craftMaterialId: 1 + (i % 5),
      craftPersonId: 10 + (i % 7),
      inActivity: 1950 + i,
      receiveNews: false,
    },
    source === 'staff' ? STAFF[i % STAFF.length]! : null,
  );
}

function newRegistration(artisanId: string, i: number): NewEvent {
  return event('ArtisanRegistered', {
    artisanId,
    source: 'staff',
    createdBy: STAFF[i % STAFF.length],
    language: 'fr',
    changedFields: ['firstName', 'lastName', 'email'],
    countryId: [276, 250][i % 2],
    craftMaterialId: 2,
    craftPersonId: 11,
    inActivity: 2000,
    receiveNews: true,
    master: i % 2 === 0,
    risingTalent: false,
    deceased: false,
    recommendations: [3, 1, 3],
    consideredAs: i % 2 ? 'Master' : null,
    confirmedFor: [7],
    suggestedCountryIds: [250],
    selfAssessment: i % 3 !== 0,
    pending: i % 4 === 0,
  });
}

/**
 * A scripted history: registrations old and new, email confirmations, profile changes (some in the
 * same append as the registration, some later), pictures (ignored), creator reassignments, a staff
 * account's reassignment of all its artisans, deletions, and events of other streams.
 */
async function writeHistory(store: PostgresEventStore): Promise<void> {
  const versions = new Map<string, number>();
  const append = async (artisanId: string, events: NewEvent[]) => {
    const expected = versions.get(artisanId) ?? 'no_stream';
    const result = await store.appendToStream(`artisan-${artisanId}`, events, expected);
    versions.set(artisanId, result.nextExpectedVersion);
  };
  for (const [i, id] of ARTISANS.entries()) {
    if (i % 3 === 0) await append(id, [newRegistration(id, i)]);
    else if (i % 3 === 1)
      await append(id, [
        oldRegistration(id, i, 'sign-up'),
        event('ArtisanPasswordSet', { artisanId: id, via: 'sign-up' }, null),
      ]);
    else
      await append(id, [
        oldRegistration(id, i, 'staff'),
        event('ArtisanProfileChanged', {
          artisanId: id,
          changedFields: ['inActivity', 'firstName'],
          changes: { inActivity: 1999 },
        }),
      ]);
  }
  for (const [i, id] of ARTISANS.entries()) {
    if (i % 3 === 1 && i % 2 === 1)
      await append(id, [event('ArtisanEmailConfirmed', { artisanId: id, via: 'link' }, null)]);
    if (i % 5 === 0)
      await append(id, [
        event(
          'ArtisanProfileChanged',
          {
            artisanId: id,
            changedFields: ['countryId', 'recommendations', 'suggestedCountryIds', 'pending'],
            changes: {
              countryId: 620,
              recommendations: [2],
              suggestedCountryIds: [380, 724],
              pending: false,
            },
          },
          id,
        ),
        event('ArtisanPictureAdded', { artisanId: id, fileId: randomUUID() }, id),
      ]);
    if (i % 7 === 0)
      await append(id, [event('ArtisanCreatorReassigned', { artisanId: id, from: null, to: STAFF[3] })]);
  }
  await store.appendToStream(
    `staff-${STAFF[1]}`,
    [
      event('StaffAccountArtisansReassigned', {
        accountId: STAFF[1],
        toAccountId: STAFF[2],
        artisanIds: ARTISANS.slice(0, 30),
      }),
    ],
    'no_stream',
  );
  await store.appendToStream(
    `staff-${STAFF[0]}`,
    [event('StaffAccountArtisansReassigned', { accountId: STAFF[0], toAccountId: STAFF[2] })],
    'no_stream',
  );
  for (const id of ARTISANS.filter((_, i) => i % 11 === 0))
    await append(id, [event('ArtisanAccountDeleted', { artisanId: id })]);
  await store.appendToStream(
    'other-stream',
    [event('SomethingElseHappened', { artisanId: 'not-a-uuid' })],
    'no_stream',
  );
}

describe('artisan-list read model', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const dump = async () => ({
    rows: await database.db.selectFrom('artisan_list').selectAll().orderBy('artisan_id').execute(),
    version: await database.db.selectFrom('artisan_list_version').selectAll().execute(),
    counts: await database.db
      .selectFrom('artisan_list_counts')
      .select(['country_key', 'pending', 'artisans'])
      .where('artisans', '>', '0')
      .orderBy('country_key')
      .orderBy('pending')
      .execute(),
  });

  suiteEventStore('artisan_list', (opened) => ({ database, store } = opened), writeHistory);

  it('folds every event into one row per artisan, older events to the defaults', async () => {
    const runner = new ProjectionRunner(store, database.db, [artisanListProjection], { batchSize: 7 });
    await runner.catchUp(artisanListProjection);
    const { rows, version, counts } = await dump();
    const row = (i: number) => rows.find((r) => r.artisan_id === ARTISANS[i]);

    expect(rows).toHaveLength(ARTISANS.length - ARTISANS.filter((_, i) => i % 11 === 0).length);
    expect(row(0)).toBeUndefined(); // deleted
    // An old sign-up, never confirmed: pending, self-assessment by default, no recommendation.
    expect(row(4)).toMatchObject({
      pending: true,
      self_assessment: true,
      recommendations: [],
      suggested_country_ids: [],
      created_by: null,
      last_modified_by: null,
      status_eval: 'IN PROGRESS',
      review_status: 'NOT REVIEWED',
      evaluation_total_point: null,
      green_list_status: null,
      has_comments: false,
    });
    expect(row(1)).toMatchObject({ pending: false }); // confirmed its address
    // A new registration keeps its fields (ids sorted, without repeats).
    expect(row(3)).toMatchObject({
      country_id: 250,
      recommendations: [1, 3],
      confirmed_for: [7],
      suggested_country_ids: [250],
      considered_as: 'Master',
      self_assessment: false,
      pending: false,
      in_activity: 2000,
    });
    // A later change overrides some of them and says who made it.
    expect(row(15)).toMatchObject({
      country_id: 620,
      recommendations: [2],
      suggested_country_ids: [380, 724],
      pending: false,
      last_modified_by: ARTISANS[15],
    });
    // Changed in the same append as its registration: folded before the row was inserted.
    expect(row(2)).toMatchObject({ in_activity: 1999, last_modified_by: STAFF[0] });
    expect(row(2)!.last_modified_at.getTime()).toBeGreaterThan(row(2)!.created_at.getTime());
    // Creators: reassigned by the artisan's stream (14 → STAFF[3]), then by the staff accounts:
    // STAFF[1]'s artisans among the first 30 and all of STAFF[0]'s went to STAFF[2].
    expect(row(14)?.created_by).toBe(STAFF[3]);
    expect(row(5)?.created_by).toBe(STAFF[2]);
    expect(row(8)?.created_by).toBe(STAFF[2]);
    expect(row(45)?.created_by).toBe(STAFF[1]);
    expect(rows.filter((r) => r.created_by === STAFF[0])).toEqual([]);
    const events = await store.readAll({ after: '', limit: 10_000 });
    const lastDeletion = events.filter((e) => e.type === 'ArtisanAccountDeleted').at(-1)!;
    expect(version).toEqual([{ singleton: true, position: lastDeletion.globalPosition }]);
    // The triggers' per-country counts agree with the rows after inserts, updates and deletes.
    const expected = new Map<string, number>();
    for (const r of rows) {
      const key = `${r.country_id ?? 0}|${r.pending}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    expect(
      Object.fromEntries(counts.map((c) => [`${c.country_key}|${c.pending}`, Number(c.artisans)])),
    ).toEqual(Object.fromEntries(expected));
  });

  it('rebuilt from position 0 equals the live read model', async () => {
    const live = await dump();
    const runner = new ProjectionRunner(store, database.db, [artisanListProjection]);
    const applied = await rebuildProjection(database.db, runner, artisanListProjection, { batchSize: 500 });
    expect(applied).toBe(await store.countEvents());
    expect(await dump()).toEqual(live);
  });
});
