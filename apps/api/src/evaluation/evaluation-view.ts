import {
  CRITERIA,
  MAX_POINTS_PER_CRITERION,
  MAX_POINTS_TOTAL,
  QUESTION_NUMBERS,
  criterionCompletion,
  evaluationCompletion,
  openCriteria,
  pointsOf,
  pointsOfSheet,
  reviewStatusOf,
  submitBlocker,
  totalPointsOf,
  EVALUATION_MESSAGES,
  type CriterionId,
  type CriterionView,
  type EndorsementView,
  type EvaluationAccess,
  type EvaluationAnswer,
  type EvaluationSheet,
  type EvaluationView,
  type EvaluatorView,
  type QuestionNumber,
} from '@artisans/domain';
import type { EvaluationState } from './domain/evaluation.decider';

/** The views are the wire contract the web reads too (libs/domain/src/contracts/evaluation.ts). */
export type { CriterionView, EvaluationView, EvaluatorView };

/** What the evaluation and the self-assessment screens share: progress, points and answers per criterion. */
export type SheetView<Answer> = {
  completion: number;
  totalPoint: number;
  maxPoint: number;
  criteria: CriterionView<Answer>[];
};

/**
 * The sheet's progress and points, criterion by criterion; `answerOf` shapes each answer given
 * (the self-assessment adds its four-level word). `open` lists the criteria that may be answered.
 */
export function toSheetView<Answer>(
  sheet: EvaluationSheet,
  validated: readonly CriterionId[],
  open: readonly CriterionId[],
  answerOf: (
    criterion: CriterionId,
    question: QuestionNumber,
    answer: EvaluationAnswer,
  ) => Answer | undefined,
): SheetView<Answer> {
  const points = pointsOfSheet(sheet);
  return {
    completion: evaluationCompletion(points),
    totalPoint: totalPointsOf(points),
    maxPoint: MAX_POINTS_TOTAL,
    criteria: CRITERIA.map(({ id, group }) => ({
      id,
      group,
      open: open.includes(id),
      validated: validated.includes(id),
      completion: criterionCompletion(points[id]),
      points: pointsOf(points[id]),
      maxPoints: MAX_POINTS_PER_CRITERION,
      answers: Object.fromEntries(
        QUESTION_NUMBERS.flatMap((question) => {
          const given = sheet[id]?.[question];
          const answer = given && answerOf(id, question, given);
          return answer ? [[question, answer]] : [];
        }),
      ),
    })),
  };
}

export function toEvaluationView(
  artisanId: string,
  state: EvaluationState,
  { allowedActions, editable }: EvaluationAccess,
  evaluator: EvaluatorView | null,
  endorsement: EndorsementView | null,
): EvaluationView {
  const blocker = submitBlocker(state.sheet);
  return {
    '@id': `/api/artisans/${artisanId}/evaluation`,
    artisan: `/api/artisans/${artisanId}`,
    statusEval: state.lifecycle.statusEval,
    reviewStatus: reviewStatusOf(state.lifecycle),
    decision: state.lifecycle.decision,
    allowedActions,
    editable,
    evaluator,
    endorsement,
    submitBlocker: blocker ? EVALUATION_MESSAGES[blocker] : null,
    ...toSheetView(state.sheet, state.validated, openCriteria(state.validated), (_c, _q, answer) => answer),
    missingInformation: state.notes.missingInformation,
    commentaryCommittee: state.notes.commentaryCommittee,
    comments: state.notes.comments,
  };
}
