import {
  CRITERION_IDS,
  DECISIONS,
  REVIEW_STATUSES,
  STATUS_EVALS,
  type CriterionId,
  type Decision,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain';

/**
 * The evaluation statistics of a period: its types, its days, and the figures summed from its rows
 * (pure: statistics/report/evaluation-steps.ts folds the rows from the steps read model, the
 * workbook writer lays the result out). Days are UTC days, both bounds included; a missing bound
 * means "from the beginning" or "until now".
 */

export type Period = { from: string | null; to: string | null };

export type EvaluationRow = {
  artisanId: string;
  /** Where the evaluation stood at the end of the period. */
  statusEval: StatusEval;
  reviewStatus: ReviewStatus;
  totalPoint: number;
  points: Record<CriterionId, number>;
  /** ISO times of the last such step until the end of the period, or null. */
  sentAt: string | null;
  endorsedAt: string | null;
  decidedAt: string | null;
  decision: Decision | null;
};

/** What the Activity sheet counts per day, in its column order. */
export const ACTIVITY_KINDS = [
  'sent',
  'endorsed',
  'reviewed',
  'informationRequested',
  'decided',
  'selected',
  'refused',
  'deferred',
  'confirmed',
  'reopened',
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export type ActivityRow = { day: string } & Record<ActivityKind, number>;

export type StatisticsSummary = {
  evaluations: number;
  byStatus: Record<StatusEval, number>;
  byReviewStatus: Record<ReviewStatus, number>;
  byDecision: Record<Decision | 'none', number>;
  /** Of the evaluations' total points; null when there is none. */
  averagePoints: number | null;
  averagePointsByCriterion: Record<CriterionId, number | null>;
};

export type EvaluationStatistics = {
  period: Period;
  evaluations: EvaluationRow[];
  activity: ActivityRow[];
  summary: StatisticsSummary;
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** [start, end) in epoch milliseconds. */
export function periodBounds(period: Period): { start: number; end: number } {
  const start = period.from ? Date.parse(`${period.from}T00:00:00.000Z`) : -Infinity;
  const end = period.to ? Date.parse(`${period.to}T00:00:00.000Z`) + 24 * 60 * 60 * 1000 : Infinity;
  return { start, end };
}

export const countsOf = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

const average = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, v) => sum + v, 0) * 10) / values.length) / 10;

/**
 * The workbook's figures from its rows: rows sorted by sending, the activity by day, and the
 * summary (counts by status, review and decision; average points, overall and per criterion).
 * The steps read model's fold (statistics/report/evaluation-steps.ts) gives the rows.
 */
export function statisticsOf(
  period: Period,
  evaluations: EvaluationRow[],
  days: ReadonlyMap<string, ActivityRow>,
): EvaluationStatistics {
  evaluations.sort(
    (a, b) => (a.sentAt ?? '').localeCompare(b.sentAt ?? '') || a.artisanId.localeCompare(b.artisanId),
  );

  const byStatus = countsOf(STATUS_EVALS);
  const byReviewStatus = countsOf(REVIEW_STATUSES);
  const byDecision = countsOf([...DECISIONS, 'none'] as const);
  for (const row of evaluations) {
    byStatus[row.statusEval] += 1;
    byReviewStatus[row.reviewStatus] += 1;
    byDecision[row.decision ?? 'none'] += 1;
  }
  return {
    period,
    evaluations,
    activity: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    summary: {
      evaluations: evaluations.length,
      byStatus,
      byReviewStatus,
      byDecision,
      averagePoints: average(evaluations.map((row) => row.totalPoint)),
      averagePointsByCriterion: Object.fromEntries(
        CRITERION_IDS.map((id) => [id, average(evaluations.map((row) => row.points[id]))]),
      ) as Record<CriterionId, number | null>,
    },
  };
}
