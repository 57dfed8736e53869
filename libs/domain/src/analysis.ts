import {
  CRITERIA,
  CRITERION_GROUPS,
  MAX_POINTS_PER_CRITERION,
  MAX_POINTS_PER_GROUP,
  MAX_POINTS_TOTAL,
  groupPointsOf,
  pointsOf,
  totalPointsOf,
  type CriterionGroup,
  type CriterionId,
  type EvaluationAnswers,
} from './criteria';

/**
 * The analysis of an evaluation (SPEC.md section 2, "Analysis"): points and percentage per criterion,
 * per group and in total, with the artisan's self-assessment beside the staff evaluation and the
 * criteria where they disagree most flagged.
 */

/**
 * A criterion's self-assessment and staff evaluation "disagree" when they are this many points apart
 * (of 15): two whole answer levels on each of its three questions, e.g. "Always" against "Sometimes".
 */
export const LARGE_GAP_POINTS = 6;

export type Score = { points: number; maxPoints: number; percent: number };

export type CriterionAnalysis = {
  id: CriterionId;
  group: CriterionGroup;
  evaluation: Score | null;
  selfAssessment: Score | null;
  /** Self-assessment minus staff points: positive when the artisan rates itself higher. */
  gap: number | null;
  largeGap: boolean;
};

export type Analysis = {
  evaluation: Score | null;
  selfAssessment: Score | null;
  groups: { group: CriterionGroup; evaluation: Score | null; selfAssessment: Score | null }[];
  criteria: CriterionAnalysis[];
};

function score(points: number, maxPoints: number): Score {
  return { points, maxPoints, percent: Math.round((points * 1000) / maxPoints) / 10 };
}

/** Either side may be missing (no staff evaluation, or no self-assessment): its scores are null. */
export function analyse(
  evaluation: EvaluationAnswers | null,
  selfAssessment: EvaluationAnswers | null,
): Analysis {
  const side = (answers: EvaluationAnswers | null, criterion: CriterionId) =>
    answers ? score(pointsOf(answers[criterion]), MAX_POINTS_PER_CRITERION) : null;
  return {
    evaluation: evaluation ? score(totalPointsOf(evaluation), MAX_POINTS_TOTAL) : null,
    selfAssessment: selfAssessment ? score(totalPointsOf(selfAssessment), MAX_POINTS_TOTAL) : null,
    groups: CRITERION_GROUPS.map((group) => ({
      group,
      evaluation: evaluation ? score(groupPointsOf(evaluation, group), MAX_POINTS_PER_GROUP[group]) : null,
      selfAssessment: selfAssessment
        ? score(groupPointsOf(selfAssessment, group), MAX_POINTS_PER_GROUP[group])
        : null,
    })),
    criteria: CRITERIA.map(({ id, group }) => {
      const staff = side(evaluation, id);
      const self = side(selfAssessment, id);
      const gap = staff && self ? self.points - staff.points : null;
      return {
        id,
        group,
        evaluation: staff,
        selfAssessment: self,
        gap,
        largeGap: gap !== null && Math.abs(gap) >= LARGE_GAP_POINTS,
      };
    }),
  };
}
