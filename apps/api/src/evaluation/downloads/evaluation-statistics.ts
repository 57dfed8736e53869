import {
  CRITERION_IDS,
  DECISIONS,
  REVIEW_STATUSES,
  STATUS_EVALS,
  isEvaluationStep,
  pointsOf,
  pointsOfSheet,
  reviewStatusOf,
  totalPointsOf,
  type CriterionId,
  type Decision,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { evaluationDecider, type EvaluationEvent, type EvaluationState } from '../domain/evaluation.decider';

/**
 * The evaluation statistics of a period, rebuilt from the events of the evaluation streams (pure:
 * the service reads the events, the workbook writer lays the result out). Days are UTC days, both
 * bounds included; a missing bound means "from the beginning" or "until now".
 */

export type Period = { from: string | null; to: string | null };

export type EvaluationStreamEvent = StoredEvent & EvaluationEvent;

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

/** The step kinds an event counts for (an evaluation sent by a network member comes endorsed). */
export function activityKindsOf(event: EvaluationEvent): ActivityKind[] {
  switch (event.type) {
    case 'EvaluationSubmitted':
      return event.data.endorsed ? ['sent', 'endorsed'] : ['sent'];
    case 'EvaluationEndorsed':
      return ['endorsed'];
    case 'EvaluationReviewStarted':
      return ['reviewed'];
    case 'EvaluationInformationRequested':
      return ['informationRequested'];
    case 'EvaluationDecided':
      return ['decided', event.data.decision === 'ACCEPTED' ? 'selected' : 'refused'];
    case 'EvaluationDecisionDeferred':
      return ['deferred'];
    case 'EvaluationConfirmed':
      return ['confirmed'];
    case 'EvaluationReopened':
      return ['reopened'];
    case 'EvaluationStarted':
    case 'EvaluationAnswersRecorded':
    case 'EvaluationCriterionValidated':
    case 'GreenListUnlocked':
    case 'EvaluationSentMailRequested':
      return [];
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const countsOf = <Key extends string>(keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;

const average = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, v) => sum + v, 0) * 10) / values.length) / 10;

function rowOf(artisanId: string, events: readonly EvaluationStreamEvent[]): EvaluationRow {
  let state: EvaluationState = evaluationDecider.initialState();
  let sentAt: string | null = null;
  let endorsedAt: string | null = null;
  let decidedAt: string | null = null;
  for (const event of events) {
    state = evaluationDecider.evolve(state, event);
    const at = event.metadata.occurredAt;
    const kinds = activityKindsOf(event);
    if (kinds.includes('sent')) sentAt = at;
    if (kinds.includes('endorsed')) endorsedAt = at;
    if (kinds.includes('decided')) decidedAt = at;
  }
  const sheet = pointsOfSheet(state.sheet);
  return {
    artisanId,
    statusEval: state.lifecycle.statusEval,
    reviewStatus: reviewStatusOf(state.lifecycle),
    totalPoint: totalPointsOf(sheet),
    points: Object.fromEntries(CRITERION_IDS.map((id) => [id, pointsOf(sheet[id])])) as Record<
      CriterionId,
      number
    >,
    sentAt,
    endorsedAt,
    decidedAt,
    decision: state.lifecycle.decision,
  };
}

/**
 * `streams`: each evaluation stream's events in stream order, by artisan id. An artisan has a row when
 * its evaluation took a lifecycle step (sent, endorsed, reviewed, decided…) in the period; the row
 * shows the evaluation as it stood at the end of the period.
 */
export function evaluationStatistics(
  streams: ReadonlyMap<string, readonly EvaluationStreamEvent[]>,
  period: Period,
): EvaluationStatistics {
  const { start, end } = periodBounds(period);
  const inPeriod = (event: EvaluationStreamEvent) => {
    const at = Date.parse(event.metadata.occurredAt);
    return at >= start && at < end;
  };
  const evaluations: EvaluationRow[] = [];
  const days = new Map<string, ActivityRow>();
  for (const [artisanId, events] of streams) {
    const untilEnd = events.filter((event) => Date.parse(event.metadata.occurredAt) < end);
    const steps = untilEnd.filter((event) => inPeriod(event) && isEvaluationStep(event.type));
    if (steps.length === 0) continue;
    evaluations.push(rowOf(artisanId, untilEnd));
    for (const event of untilEnd.filter(inPeriod)) {
      const kinds = activityKindsOf(event);
      if (kinds.length === 0) continue;
      const day = event.metadata.occurredAt.slice(0, 10);
      const row = days.get(day) ?? { day, ...countsOf(ACTIVITY_KINDS) };
      for (const kind of kinds) row[kind] += 1;
      days.set(day, row);
    }
  }
  return statisticsOf(period, evaluations, days);
}

/**
 * The workbook's figures from its rows: rows sorted by sending, the activity by day, and the
 * summary (counts by status, review and decision; average points, overall and per criterion).
 * Shared by the replay above and the steps read model (statistics/report/evaluation-steps.ts).
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
