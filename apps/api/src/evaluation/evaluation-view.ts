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
  type CriterionGroup,
  type CriterionId,
  type Decision,
  type EvaluationAccess,
  type EvaluationAnswer,
  type EvaluationSheet,
  type LifecycleEventType,
  type QuestionNumber,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain';
import type { EvaluationState } from './domain/evaluation.decider';
import type { EndorsementView } from './evaluation-endorsement';

export type CriterionView = {
  id: CriterionId;
  group: CriterionGroup;
  /** May be answered now: validated already, or the next one to validate. */
  open: boolean;
  validated: boolean;
  /** Share of its questions answered, 0..100. */
  completion: number;
  points: number;
  maxPoints: number;
  answers: Partial<Record<QuestionNumber, EvaluationAnswer>>;
};

/** Who started the evaluation: until it is sent, only they change or send it. */
export type EvaluatorView = { id: string; name: string };

/** The staff evaluation of one artisan as the evaluation, analysis and decision screens read it. */
export type EvaluationView = {
  '@id': string;
  artisan: string;
  statusEval: StatusEval;
  reviewStatus: ReviewStatus;
  decision: Decision | null;
  /** Lifecycle steps this session may take now (the web offers only these). */
  allowedActions: LifecycleEventType[];
  /** Whether this session may change the answers now. */
  editable: boolean;
  /** Who started it (null before the first answer): the others read it while it is unsent. */
  evaluator: EvaluatorView | null;
  /**
   * Who endorsed it as it is sent now, and when (null: not yet, or sent by a network member or the
   * foundation, which needs none).
   */
  endorsement: EndorsementView | null;
  /** The message that stops sending now, or null when it may be sent. */
  submitBlocker: string | null;
  completion: number;
  totalPoint: number;
  maxPoint: number;
  criteria: CriterionView[];
  /** What the reviewers asked for when they set it PENDING. */
  missingInformation: string | null;
  commentaryCommittee: string | null;
  /** Confidential (SPEC.md section 2): staff only; this view is never served to artisans. */
  comments: string | null;
};

/** What the evaluation and the self-assessment screens share: progress, points and answers per criterion. */
export type SheetView<Answer> = {
  completion: number;
  totalPoint: number;
  maxPoint: number;
  criteria: (Omit<CriterionView, 'answers'> & { answers: Partial<Record<QuestionNumber, Answer>> })[];
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
