import { sql } from 'kysely';
import { emailKey } from '@artisans/domain';
import { artisanListProjection } from '../../dist/artisan-list/artisan-list.projection';
import type { Db } from '../../dist/infrastructure/database/database';
import type { EventStore, NewEvent } from '../../dist/infrastructure/event-store/event-store.port';
import type { Projections } from '../../dist/infrastructure/projections/projections.service';
import { rebuildProjection } from '../../dist/infrastructure/projections/rebuild';
import { waitForReadModels } from '../../dist/infrastructure/projections/read-your-writes';
import { fold, generate, type Craft, type PersonalRow, type Staff } from './generator';

/** Concurrent appenders: enough to keep PostgreSQL busy on a small machine. */
export const WRITERS = 16;

async function insertPersonalData(db: Db, rows: readonly PersonalRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 5000) {
    const chunk = rows.slice(i, i + 5000);
    await sql`
      INSERT INTO artisan_personal_data (artisan_id, title, first_name, last_name, email, email_key, name_key, workshop)
      SELECT * FROM unnest(
        ${chunk.map((r) => r.id)}::uuid[], ${chunk.map(() => 'Ms.')}::text[],
        ${chunk.map((r) => r.first)}::text[], ${chunk.map((r) => r.last)}::text[],
        ${chunk.map((r) => r.email)}::text[], ${chunk.map((r) => emailKey(r.email))}::text[],
        ${chunk.map((r) => `${fold(r.first)}|${fold(r.last)}`)}::text[], ${chunk.map((r) => r.workshop)}::text[])`.execute(
      db,
    );
  }
}

async function appendAll(store: EventStore, streams: readonly NewEvent[][]): Promise<string> {
  let nextIndex = 0;
  let last = '';
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      for (;;) {
        const index = nextIndex;
        nextIndex += 1;
        const events = streams[index];
        if (!events) return;
        const artisanId = (events[0]!.data as { artisanId: string }).artisanId;
        const result = await store.appendToStream(`artisan-${artisanId}`, events, 'no_stream');
        if (result.lastGlobalPosition > last) last = result.lastGlobalPosition;
      }
    }),
  );
  return last;
}

/**
 * The generator writes registrations and profile changes only, so the evaluation, review, Green List
 * and comment columns (which their own projections fill in production) get a realistic spread
 * directly, so that their filters select about what they select in production.
 */
export async function spreadEvaluationColumns(db: Db): Promise<void> {
  await sql`
    UPDATE artisan_list SET
      status_eval = CASE
        WHEN h < 50 THEN 'IN PROGRESS' WHEN h < 70 THEN 'SUBMITTED' WHEN h < 78 THEN 'PENDING'
        WHEN h < 86 THEN 'IMPROVEMENT POTENTIAL' WHEN h < 94 THEN 'SELECTED' WHEN h < 96 THEN 'OUT OF SCOPE'
        WHEN h < 98 THEN 'CANNOT DECIDE' ELSE 'CONFIRMED' END,
      review_status = CASE WHEN h < 50 THEN 'NOT REVIEWED' WHEN h < 70 THEN 'IN REVIEWAL' ELSE 'REVIEWED' END,
      evaluation_total_point = CASE WHEN h >= 50 THEN (h * 7 % 166)::double precision END,
      green_list_status = CASE WHEN h >= 86 AND h < 98 THEN (ARRAY['AVAILABLE','IN PROGRESS','SUBMITTED','COMPLETE'])[1 + h % 4] END,
      green_list_total_point = CASE WHEN h >= 86 AND h < 98 AND h % 4 >= 2 THEN (h * 3 % 100)::double precision END,
      has_comments = (h % 10 = 0)
    FROM (SELECT artisan_id AS id, abs(hashtext(artisan_id::text)) % 100 AS h FROM artisan_list) AS spread
    WHERE artisan_list.artisan_id = spread.id`.execute(db);
}

export type LoadFigures = {
  artisans: number;
  events: number;
  personalSeconds: number;
  appendSeconds: number;
  loadSeconds: number;
  rebuildRate: number;
  logEvents: number;
};

/**
 * Loads `count` generated artisans: personal data first (as the write side does), then the events
 * through the event store; the live projections list them. Then times a rebuild of the list.
 */
export async function loadArtisans(
  count: number,
  store: EventStore,
  db: Db,
  projections: Projections,
  staff: Staff,
  craft: Craft,
  recommendations: number[],
): Promise<LoadFigures> {
  console.log(`Generating ${count} artisans…`);
  const data = generate(count, staff, craft, recommendations);
  const events = data.events.reduce((sum, stream) => sum + stream.length, 0);
  const loadStarted = Date.now();
  await insertPersonalData(db, data.personal);
  const personalSeconds = (Date.now() - loadStarted) / 1000;
  const appendStarted = Date.now();
  const lastPosition = await appendAll(store, data.events);
  const appendSeconds = (Date.now() - appendStarted) / 1000;
  if (!(await waitForReadModels(projections.runner, [artisanListProjection.name], lastPosition, 600_000)))
    throw new Error('the artisan list projection did not catch up within 10 minutes');
  const loadSeconds = (Date.now() - appendStarted) / 1000;
  console.log(
    `Loaded ${count} artisans (${events} events): personal data ${personalSeconds.toFixed(1)} s, appends ${appendSeconds.toFixed(1)} s (${(events / appendSeconds).toFixed(0)} events/s), listed after ${loadSeconds.toFixed(1)} s (${(count / loadSeconds).toFixed(0)} artisans/s end to end)`,
  );
  const logEvents = (await store.countEvents()) ?? 0;
  const rebuildStarted = Date.now();
  await rebuildProjection(db, projections.runner, artisanListProjection, { total: logEvents });
  // The live runner may have taken a batch meanwhile (the rebuild then stops early): wait for the end.
  await waitForReadModels(
    projections.runner,
    [artisanListProjection.name],
    await store.headPosition(),
    600_000,
  );
  const rebuildRate = logEvents / ((Date.now() - rebuildStarted) / 1000);
  console.log(
    `Rebuild of ${artisanListProjection.name}: ${logEvents} events at ${rebuildRate.toFixed(0)} events/s`,
  );
  return { artisans: count, events, personalSeconds, appendSeconds, loadSeconds, rebuildRate, logEvents };
}
