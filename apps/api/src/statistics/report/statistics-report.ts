import {
  CRITERION_IDS,
  DECISIONS,
  FIGURES,
  FUNNEL_STEPS,
  GREEN_LIST_SECTIONS,
  GREEN_LIST_STATUSES,
  MAX_POINTS_PER_CRITERION,
  SERIES_FIGURES,
  STATUS_EVALS,
  type CriterionId,
  type Figure,
  type FunnelStep,
  type SeriesFigure,
  type StatisticsFilters,
  type StatisticsReport,
} from '@artisans/domain';

/**
 * The statistics screen's figures (issue 16), assembled from what the read models sum (pure: the
 * reader runs the SQL). The screen, its CSV tables, the workbook and the PDF all show these numbers.
 */

/** The report is the wire contract the web reads too (libs/domain/src/contracts/statistics.ts). */
export { SERIES_FIGURES, type FunnelStep, type StatisticsFilters, type StatisticsReport };

/** Days are UTC days written YYYY-MM-DD, both bounds included; `from` null is the beginning. */
export type StatisticsRequest = { from: string | null; to: string; asOf: string; filters: StatisticsFilters };

/** Figures that are sums of others. */
const SUMS: Partial<Record<Figure, readonly string[]>> = {
  registered: ['registered.sign-up', 'registered.staff', 'registered.import'],
  'evaluation.decided': ['evaluation.decided.ACCEPTED', 'evaluation.decided.REFUSED'],
};

/** One metric's sums, as the reader gives them. */
export type MetricSums = { metric: string; period: number; asOf: number };

export type SeriesRow = { bucket: string; metric: string; value: number };

export type SpellRow = { status: string; spells: number; medianSeconds: number; p90Seconds: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days by month beyond about three months: a long period stays readable. */
export function granularityOf(from: string | null, to: string, firstDay: string | null): 'day' | 'month' {
  const start = from ?? firstDay ?? to;
  return Date.parse(to) - Date.parse(start) > 92 * DAY_MS ? 'month' : 'day';
}

/** Every bucket of the period, so that quiet days and months show as zero rather than go missing. */
export function bucketsOf(start: string, to: string, granularity: 'day' | 'month'): string[] {
  const buckets: string[] = [];
  if (granularity === 'day') {
    for (let at = Date.parse(start); at <= Date.parse(to); at += DAY_MS)
      buckets.push(new Date(at).toISOString().slice(0, 10));
    return buckets;
  }
  let [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  const [endYear, endMonth] = [Number(to.slice(0, 4)), Number(to.slice(5, 7))];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    buckets.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return buckets;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function scoreSide(
  sums: ReadonlyMap<string, MetricSums>,
  side: 'evaluation' | 'self',
  criterion: CriterionId,
) {
  const distribution = Array.from(
    { length: MAX_POINTS_PER_CRITERION + 1 },
    (_, points) => sums.get(`score.${side}.${criterion}.${points}`)?.period ?? 0,
  );
  const count = distribution.reduce((sum, n) => sum + n, 0);
  const total = distribution.reduce((sum, n, points) => sum + n * points, 0);
  return { count, average: count === 0 ? null : round1(total / count), distribution };
}

export type ReportInput = {
  request: StatisticsRequest;
  sums: readonly MetricSums[];
  series: readonly SeriesRow[];
  /** The first day with a fact, for "from the beginning". */
  firstDay: string | null;
  funnel: Record<FunnelStep, number>;
  spells: readonly SpellRow[];
};

export function statisticsReport(input: ReportInput): StatisticsReport {
  const { request } = input;
  const sums = new Map(input.sums.map((row) => [row.metric, row]));
  const sumOf = (metrics: readonly string[], key: 'period' | 'asOf') =>
    metrics.reduce((total, metric) => total + (sums.get(metric)?.[key] ?? 0), 0);
  const figures = FIGURES.map((figure) => {
    const parts = SUMS[figure] ?? [figure];
    return { figure, period: sumOf(parts, 'period'), asOf: sumOf(parts, 'asOf') };
  });

  const granularity = granularityOf(request.from, request.to, input.firstDay);
  const start = request.from ?? input.firstDay ?? request.to;
  const seriesSums = new Map<string, number>();
  for (const row of input.series) {
    const key = `${row.bucket}|${row.metric}`;
    seriesSums.set(key, (seriesSums.get(key) ?? 0) + row.value);
  }
  const seriesValue = (bucket: string, figure: SeriesFigure) =>
    (SUMS[figure] ?? [figure]).reduce(
      (total, metric) => total + (seriesSums.get(`${bucket}|${metric}`) ?? 0),
      0,
    );
  const rows = bucketsOf(start, request.to, granularity).map((bucket) => ({
    bucket,
    ...(Object.fromEntries(SERIES_FIGURES.map((figure) => [figure, seriesValue(bucket, figure)])) as Record<
      SeriesFigure,
      number
    >),
  }));

  const spells = new Map(input.spells.map((row) => [row.status, row]));
  const days = (seconds: number | undefined) => (seconds === undefined ? null : round1(seconds / 86_400));
  return {
    period: { from: request.from, to: request.to },
    asOf: request.asOf,
    filters: request.filters,
    figures,
    transitions: STATUS_EVALS.map((status) => ({
      status,
      period: sumOf([`transition.${status}`], 'period'),
      asOf: sumOf([`transition.${status}`], 'asOf'),
    })),
    standings: {
      status: STATUS_EVALS.map((status) => ({ status, artisans: sumOf([`stock.status.${status}`], 'asOf') })),
      decision: DECISIONS.map((decision) => ({
        decision,
        artisans: sumOf([`stock.decision.${decision}`], 'asOf'),
      })),
      greenList: GREEN_LIST_STATUSES.map((status) => ({
        status,
        artisans: sumOf([`stock.greenList.${status}`], 'asOf'),
      })),
      artisans: sumOf(['stock.artisans'], 'asOf'),
    },
    series: { granularity, rows },
    funnel: FUNNEL_STEPS.map((step) => ({ step, artisans: input.funnel[step] })),
    timeInStatus: STATUS_EVALS.map((status) => {
      const row = spells.get(status);
      return {
        status,
        spells: row?.spells ?? 0,
        medianDays: days(row?.medianSeconds),
        p90Days: days(row?.p90Seconds),
      };
    }),
    scores: CRITERION_IDS.map((criterion) => ({
      criterion,
      evaluation: scoreSide(sums, 'evaluation', criterion),
      self: scoreSide(sums, 'self', criterion),
    })),
    greenListScores: GREEN_LIST_SECTIONS.map((section) => {
      const [points, maximum, completed] = (['points', 'maximum', 'count'] as const).map((part) =>
        sumOf([`greenListScore.${section}.${part}`], 'period'),
      ) as [number, number, number];
      return { section, completed, averagePercent: maximum > 0 ? round1((points * 100) / maximum) : null };
    }),
  };
}
