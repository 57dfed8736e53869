import {
  assertNever,
  DomainError,
  EVALUATION_MESSAGES,
  MAX_COMMENT_LENGTH,
  QUESTION_NUMBERS,
  SELF_ANSWER_POINTS,
  openCriteria,
  pointsOfSheet,
  submitBlocker,
  totalPointsOf,
  unansweredQuestions,
  type CriterionId,
  type Decider,
  type EvaluationAnswer,
  type EvaluationSheet,
  type QuestionNumber,
  type SelfAnswer,
} from '@artisans/domain';

/**
 * The artisan's self-assessment (stream `self-assessment-<artisan id>`): the same eleven criteria on
 * the four-level scale (mapped to points by SELF_ANSWER_POINTS, libs/domain/src/criteria.ts), a
 * personal comment per question, criteria validated in turn, then sent and locked. It is the artisan's
 * own view, shown beside the staff evaluation in the analysis; it has no review of its own.
 */

export const selfAssessmentStreamId = (artisanId: string) => `self-assessment-${artisanId}`;

export type SelfAnswerInput = { answer: SelfAnswer; comment: string };

type Answers = Partial<Record<QuestionNumber, EvaluationAnswer & { answer: SelfAnswer }>>;

export type SelfAssessmentEvent =
  | {
      type: 'SelfAssessmentAnswersRecorded';
      data: { artisanId: string; criterion: CriterionId; answers: Answers };
    }
  | { type: 'SelfAssessmentCriterionValidated'; data: { artisanId: string; criterion: CriterionId } }
  | { type: 'SelfAssessmentSubmitted'; data: { artisanId: string; totalPoint: number } };

export type SelfAssessmentCommand =
  | {
      type: 'RecordSelfAnswers';
      artisanId: string;
      criterion: CriterionId;
      answers: Partial<Record<QuestionNumber, SelfAnswerInput>>;
    }
  | { type: 'ValidateSelfCriterion'; artisanId: string; criterion: CriterionId }
  | { type: 'SubmitSelfAssessment'; artisanId: string };

export type SelfAssessmentState = {
  sheet: EvaluationSheet;
  /** The four-level answers as given, beside their points in `sheet`. */
  answers: Partial<Record<CriterionId, Partial<Record<QuestionNumber, SelfAnswer>>>>;
  validated: CriterionId[];
  submitted: boolean;
};

const conflict = (message: string) => new DomainError('conflict', message, 'evaluation-state');
const invalid = (message: string) => new DomainError('invalid', message, 'invalid-evaluation');

function decide(command: SelfAssessmentCommand, state: SelfAssessmentState): SelfAssessmentEvent[] {
  const { artisanId } = command;
  if (state.submitted) throw conflict(EVALUATION_MESSAGES.locked);
  switch (command.type) {
    case 'RecordSelfAnswers': {
      if (!openCriteria(state.validated).includes(command.criterion))
        throw conflict(EVALUATION_MESSAGES.criterionNotOpen);
      const changed: Answers = {};
      for (const question of QUESTION_NUMBERS) {
        const input = command.answers[question];
        if (!input) continue;
        const comment = input.comment.trim();
        if (comment.length > MAX_COMMENT_LENGTH) throw invalid(EVALUATION_MESSAGES.commentTooLong);
        const before = state.sheet[command.criterion]?.[question];
        const previous = state.answers[command.criterion]?.[question];
        if (previous === input.answer && before?.comment === comment) continue;
        changed[question] = { answer: input.answer, points: SELF_ANSWER_POINTS[input.answer], comment };
      }
      if (Object.keys(changed).length === 0) return [];
      return [
        {
          type: 'SelfAssessmentAnswersRecorded',
          data: { artisanId, criterion: command.criterion, answers: changed },
        },
      ];
    }
    case 'ValidateSelfCriterion':
      if (!openCriteria(state.validated).includes(command.criterion))
        throw conflict(EVALUATION_MESSAGES.criterionNotOpen);
      if (unansweredQuestions(state.sheet, [command.criterion]).length > 0)
        throw invalid(EVALUATION_MESSAGES.criterionIncomplete);
      if (state.validated.includes(command.criterion)) return [];
      return [
        { type: 'SelfAssessmentCriterionValidated', data: { artisanId, criterion: command.criterion } },
      ];
    case 'SubmitSelfAssessment': {
      const blocker = submitBlocker(state.sheet);
      if (blocker) throw invalid(EVALUATION_MESSAGES[blocker]);
      const totalPoint = totalPointsOf(pointsOfSheet(state.sheet));
      return [{ type: 'SelfAssessmentSubmitted', data: { artisanId, totalPoint } }];
    }
  }
}

function evolve(state: SelfAssessmentState, event: SelfAssessmentEvent): SelfAssessmentState {
  switch (event.type) {
    case 'SelfAssessmentAnswersRecorded': {
      const { criterion, answers } = event.data;
      const points: Partial<Record<QuestionNumber, EvaluationAnswer>> = {};
      const words: Partial<Record<QuestionNumber, SelfAnswer>> = {};
      for (const [question, { answer, points: value, comment }] of Object.entries(answers) as [
        QuestionNumber,
        NonNullable<Answers[QuestionNumber]>,
      ][]) {
        points[question] = { points: value, comment };
        words[question] = answer;
      }
      return {
        ...state,
        sheet: { ...state.sheet, [criterion]: { ...state.sheet[criterion], ...points } },
        answers: { ...state.answers, [criterion]: { ...state.answers[criterion], ...words } },
      };
    }
    case 'SelfAssessmentCriterionValidated':
      return { ...state, validated: [...state.validated, event.data.criterion] };
    case 'SelfAssessmentSubmitted':
      return { ...state, submitted: true };
    default:
      return assertNever(event);
  }
}

export const selfAssessmentDecider: Decider<SelfAssessmentCommand, SelfAssessmentEvent, SelfAssessmentState> =
  {
    initialState: () => ({ sheet: {}, answers: {}, validated: [], submitted: false }),
    evolve,
    decide,
  };
