import { CRITERION_IDS, isDecision, isReviewStatus, isStatusEval, type CriterionId } from '@artisans/domain';
import {
  ACTIVITY_KINDS,
  countsOf,
  periodBounds,
  statisticsOf,
  type ActivityKind,
  type ActivityRow,
  type EvaluationRow,
  type EvaluationStatistics,
  type Period,
} from '../../evaluation/downloads/evaluation-statistics';

/** A row of stats_evaluation_steps: one step and where it left the evaluation. */
export type EvaluationStep = {
  artisanId: string;
  seq: number;
  at: string;
  kinds: readonly string[];
  statusEval: string;
  reviewStatus: string;
  decision: string | null;
  totalPoint: number;
  points: Partial<Record<string, number>>;
};

const isActivityKind = (kind: string): kind is ActivityKind =>
  (ACTIVITY_KINDS as readonly string[]).includes(kind);

/**
 * The evaluation statistics of a period from the steps read model (no replay of the log): an artisan
 * has a row when its evaluation took a step in the period, showing where the last step until the end
 * of the period left it; the Activity sheet counts the steps' kinds per day. `steps` holds, in seq
 * order, every step until the end of the period of the artisans concerned.
 */
export function evaluationStatisticsFromSteps(
  steps: readonly EvaluationStep[],
  period: Period,
): EvaluationStatistics {
  const { start, end } = periodBounds(period);
  const byArtisan = new Map<string, EvaluationStep[]>();
  for (const step of steps) {
    const at = Date.parse(step.at);
    if (at >= end) continue;
    const list = byArtisan.get(step.artisanId) ?? [];
    list.push(step);
    byArtisan.set(step.artisanId, list);
  }
  const evaluations: EvaluationRow[] = [];
  const days = new Map<string, ActivityRow>();
  for (const [artisanId, list] of byArtisan) {
    const inPeriod = list.filter((step) => Date.parse(step.at) >= start);
    if (inPeriod.length === 0) continue;
    const last = list.at(-1)!;
    const lastOf = (kind: ActivityKind) =>
      list.filter((step) => step.kinds.includes(kind)).at(-1)?.at ?? null;
    evaluations.push({
      artisanId,
      statusEval: isStatusEval(last.statusEval) ? last.statusEval : 'IN PROGRESS',
      reviewStatus: isReviewStatus(last.reviewStatus) ? last.reviewStatus : 'NOT REVIEWED',
      totalPoint: last.totalPoint,
      points: Object.fromEntries(CRITERION_IDS.map((id) => [id, last.points[id] ?? 0])) as Record<
        CriterionId,
        number
      >,
      sentAt: lastOf('sent'),
      endorsedAt: lastOf('endorsed'),
      decidedAt: lastOf('decided'),
      decision: isDecision(last.decision) ? last.decision : null,
    });
    for (const step of inPeriod) {
      const day = step.at.slice(0, 10);
      const row = days.get(day) ?? { day, ...countsOf(ACTIVITY_KINDS) };
      for (const kind of step.kinds) if (isActivityKind(kind)) row[kind] += 1;
      days.set(day, row);
    }
  }
  return statisticsOf(period, evaluations, days);
}
