import { Inject, Injectable } from '@nestjs/common';
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../infrastructure/database/database';
import type { Database } from '../../infrastructure/database/schema';
import { DB } from '../../infrastructure/tokens';
import {
  SERIES_FIGURES,
  statisticsReport,
  type FunnelStep,
  type StatisticsFilters,
  type StatisticsReport,
  type StatisticsRequest,
} from './statistics-report';

type DimensionTable = 'stats_daily_facts' | 'stats_status_spells' | 'stats_artisans';

/** The filters as a condition on a table that has the dimension columns. */
function matching<T extends DimensionTable>(filters: StatisticsFilters) {
  return (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> => {
    const ref = eb.ref as unknown as (column: string) => Expression<unknown>;
    const conditions: Expression<SqlBool>[] = [];
    if (filters.countries)
      conditions.push(sql<SqlBool>`${ref('country_id')} = ANY(${filters.countries}::int[])`);
    if (filters.craftMaterialId !== null)
      conditions.push(sql<SqlBool>`${ref('craft_material_id')} = ${filters.craftMaterialId}`);
    if (filters.craftPersonId !== null)
      conditions.push(sql<SqlBool>`${ref('craft_person_id')} = ${filters.craftPersonId}`);
    if (filters.recommendationId !== null)
      conditions.push(sql<SqlBool>`${ref('recommendations')} @> ARRAY[${filters.recommendationId}]::int[]`);
    return eb.and(conditions);
  };
}

const SERIES_METRICS = SERIES_FIGURES.flatMap((figure) =>
  figure === 'registered' ? ['registered.sign-up', 'registered.staff', 'registered.import'] : [figure],
);

/** The SQL behind the statistics screen: sums of the facts, never a replay of the log. */
@Injectable()
export class StatisticsReader {
  constructor(@Inject(DB) private readonly db: Db) {}

  async report(request: StatisticsRequest): Promise<StatisticsReport> {
    const [sums, series, firstDay, funnel, spells] = await Promise.all([
      this.sums(request),
      this.series(request),
      this.firstDay(),
      this.funnel(request),
      this.spells(request),
    ]);
    return statisticsReport({ request, sums, series, firstDay, funnel, spells });
  }

  /** Each metric summed over the period and until the "as of" day, in one pass over the facts. */
  private async sums({ from, to, asOf, filters }: StatisticsRequest) {
    const last = asOf > to ? asOf : to;
    const rows = await this.db
      .selectFrom('stats_daily_facts')
      .select([
        'metric',
        sql<string>`coalesce(sum(value) FILTER (WHERE day >= ${from ?? '-infinity'}::date AND day <= ${to}::date), 0)`.as(
          'period',
        ),
        sql<string>`coalesce(sum(value) FILTER (WHERE day <= ${asOf}::date), 0)`.as('as_of'),
      ])
      .where(sql<SqlBool>`day <= ${last}::date`)
      .where(matching(filters))
      .groupBy('metric')
      .execute();
    return rows.map((row) => ({ metric: row.metric, period: Number(row.period), asOf: Number(row.as_of) }));
  }

  private async series({ from, to, filters }: StatisticsRequest) {
    const firstDay = from ?? (await this.firstDay()) ?? to;
    const unit = Date.parse(to) - Date.parse(firstDay) > 92 * 86_400_000 ? 'month' : 'day';
    const bucket =
      unit === 'month' ? sql<string>`to_char(day, 'YYYY-MM')` : sql<string>`to_char(day, 'YYYY-MM-DD')`;
    const rows = await this.db
      .selectFrom('stats_daily_facts')
      .select([bucket.as('bucket'), 'metric', sql<string>`sum(value)`.as('value')])
      .where('metric', 'in', SERIES_METRICS)
      .where(sql<SqlBool>`day >= ${firstDay}::date`)
      .where(sql<SqlBool>`day <= ${to}::date`)
      .where(matching(filters))
      .groupBy([sql`1`, 'metric'])
      .execute();
    return rows.map((row) => ({ bucket: row.bucket, metric: row.metric, value: Number(row.value) }));
  }

  private async firstDay(): Promise<string | null> {
    const row = await this.db
      .selectFrom('stats_daily_facts')
      .select(sql<string | null>`to_char(min(day), 'YYYY-MM-DD')`.as('first'))
      .executeTakeFirst();
    return row?.first ?? null;
  }

  /** The artisans registered in the period, and how many of them went on to each step by its end. */
  private async funnel({ from, to, filters }: StatisticsRequest): Promise<Record<FunnelStep, number>> {
    const end = sql`(${to}::date + 1)::timestamptz`;
    const row = await this.db
      .selectFrom('stats_artisans')
      .select([
        sql<string>`count(*)`.as('registered'),
        sql<string>`count(*) FILTER (WHERE evaluation_sent_at < ${end})`.as('evaluationSent'),
        sql<string>`count(*) FILTER (WHERE decided_at < ${end})`.as('decided'),
        sql<string>`count(*) FILTER (WHERE accepted_at < ${end})`.as('accepted'),
        sql<string>`count(*) FILTER (WHERE green_list_complete_at < ${end})`.as('greenListComplete'),
      ])
      .where(sql<SqlBool>`registered_at >= ${from ?? '-infinity'}::date::timestamptz`)
      .where(sql<SqlBool>`registered_at < ${end}`)
      .where(matching(filters))
      .executeTakeFirstOrThrow();
    return {
      registered: Number(row.registered),
      evaluationSent: Number(row.evaluationSent),
      decided: Number(row.decided),
      accepted: Number(row.accepted),
      greenListComplete: Number(row.greenListComplete),
    };
  }

  /** Spells that ended in the period: how long artisans stayed in each status. */
  private async spells({ from, to, filters }: StatisticsRequest) {
    const rows = await this.db
      .selectFrom('stats_status_spells')
      .select([
        'status',
        sql<string>`count(*)`.as('spells'),
        sql<number>`percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds)`.as('median'),
        sql<number>`percentile_cont(0.9) WITHIN GROUP (ORDER BY seconds)`.as('p90'),
      ])
      .where(sql<SqlBool>`day >= ${from ?? '-infinity'}::date`)
      .where(sql<SqlBool>`day <= ${to}::date`)
      .where(matching(filters))
      .groupBy('status')
      .execute();
    return rows.map((row) => ({
      status: row.status,
      spells: Number(row.spells),
      medianSeconds: Number(row.median),
      p90Seconds: Number(row.p90),
    }));
  }
}
