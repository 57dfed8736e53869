import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../infrastructure/database/database';
import type { Period } from '../../evaluation/downloads/evaluation-statistics';
import { evaluationStatisticsFromSteps } from './evaluation-steps';

export type ArtisanPlace = { countryId: number | null; craftMaterialId: number | null };

/**
 * The evaluation statistics download's numbers from the statistics read models: the steps of the
 * evaluations that took one in the period (until its end).
 */
export async function readEvaluationStatistics(db: Db, period: Period) {
  const from = period.from ?? '-infinity';
  const end = period.to ? sql`(${period.to}::date + 1)::timestamptz` : sql`'infinity'::timestamptz`;
  const rows = await db
    .selectFrom('stats_evaluation_steps')
    .select([
      'artisan_id',
      'seq',
      // As the ISO text the fold reads: a year's hundred thousand steps skip a Date each way.
      sql<string>`to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at'),
      'kinds',
      'status_eval',
      'review_status',
      'decision',
      'total_point',
      'points',
    ])
    .where(sql<SqlBool>`at < ${end}`)
    .where(
      'artisan_id',
      'in',
      db
        .selectFrom('stats_evaluation_steps')
        .select('artisan_id')
        .where(sql<SqlBool>`at >= ${from}::date::timestamptz AND at < ${end}`),
    )
    .orderBy('artisan_id')
    .orderBy('seq')
    .execute();
  return evaluationStatisticsFromSteps(
    rows.map((row) => ({
      artisanId: row.artisan_id,
      seq: row.seq,
      at: row.at,
      kinds: row.kinds,
      statusEval: row.status_eval,
      reviewStatus: row.review_status,
      decision: row.decision,
      totalPoint: row.total_point,
      points: row.points,
    })),
    period,
  );
}

/** Where each of these artisans was last recorded to work (deleted artisans keep theirs). */
export async function readArtisanPlaces(db: Db, ids: readonly string[]): Promise<Map<string, ArtisanPlace>> {
  const places = new Map<string, ArtisanPlace>();
  if (ids.length === 0) return places;
  const found = await db
    .selectFrom('stats_artisans')
    .select(['artisan_id', 'country_id', 'craft_material_id'])
    // One array parameter, not one parameter per id: a year can hold more evaluations than the
    // 65,535 parameters PostgreSQL takes in one statement.
    .where(sql<SqlBool>`artisan_id = ANY(${[...ids]}::uuid[])`)
    .execute();
  for (const row of found)
    places.set(row.artisan_id, { countryId: row.country_id, craftMaterialId: row.craft_material_id });
  return places;
}
