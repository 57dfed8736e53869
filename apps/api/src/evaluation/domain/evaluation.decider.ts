import {
  assertNever,
  DomainError,
  EVALUATION_MESSAGES,
  INITIAL_LIFECYCLE,
  EVALUATION_STEP_TYPES,
  MAX_COMMENT_LENGTH,
  QUESTION_NUMBERS,
  nextLifecycle,
  openCriteria,
  pointsOfSheet,
  reviewStatusOf,
  submitBlocker,
  totalPointsOf,
  unansweredQuestions,
  isEvaluationEditable,
  evaluationWriteRefusal,
  mayCorrectBeforeEndorsement,
  type CriterionId,
  type Decider,
  type Decision,
  type EvaluationActor,
  type EvaluationAnswer,
  type EvaluationSettings,
  type EvaluationSheet,
  type LifecycleEvent,
  type LifecycleState,
  type QuestionNumber,
  type RefusalOutcome,
  type ReviewStatus,
  type StatusEval,
} from '@artisans/domain';

/**
 * The staff evaluation of one artisan (stream `evaluation-<artisan id>`): answers and personal
 * comments per question, criteria validated one after the other, then the lifecycle of
 * docs/evaluation-lifecycle.md (sent, endorsed, reviewed, decided). The lifecycle machine of
 * libs/domain says which step may come next; this decider adds the evaluation's own rules.
 *
 * Lifecycle events carry the status they lead to, so read models and the history need no machine.
 * Until it is sent, the evaluation is its evaluator's (libs/domain evaluation-permissions.ts): the
 * first answers record who started it, and the changes and the sending of anyone else are refused
 * here, on the stream itself, so that two members starting at once cannot both own it.
 */

export const evaluationStreamId = (artisanId: string) => `evaluation-${artisanId}`;

type Answers = Partial<Record<QuestionNumber, EvaluationAnswer>>;

/** What every lifecycle event says about where the evaluation now stands. */
type Standing = { statusEval: StatusEval; reviewStatus: ReviewStatus };

export type EvaluationEvent =
  /** The first answers were given: their author is the evaluator until the evaluation is sent. */
  | { type: 'EvaluationStarted'; data: { artisanId: string; evaluatorId: string } }
  | {
      type: 'EvaluationAnswersRecorded';
      data: { artisanId: string; criterion: CriterionId; answers: Answers };
    }
  | { type: 'EvaluationCriterionValidated'; data: { artisanId: string; criterion: CriterionId } }
  | {
      type: 'EvaluationSubmitted';
      data: Standing & { artisanId: string; endorsed: boolean; totalPoint: number };
    }
  /** With the points as endorsed: a network member may have corrected answers first (a setting). */
  | { type: 'EvaluationEndorsed'; data: Standing & { artisanId: string; totalPoint?: number } }
  | { type: 'EvaluationReviewStarted'; data: Standing & { artisanId: string } }
  | { type: 'EvaluationInformationRequested'; data: Standing & { artisanId: string; missing: string } }
  | {
      type: 'EvaluationDecided';
      data: Standing & {
        artisanId: string;
        decision: Decision;
        /** Shown to the artisan. */
        commentaryCommittee: string;
        /** Confidential: never shown to the artisan. */
        comments: string;
      };
    }
  | {
      type: 'EvaluationDecisionDeferred';
      data: Standing & { artisanId: string; commentaryCommittee: string };
    }
  | { type: 'EvaluationConfirmed'; data: Standing & { artisanId: string } }
  | { type: 'EvaluationReopened'; data: Standing & { artisanId: string } }
  /** SELECTED unlocks the Green List (SPEC.md section 4): recorded as its own fact. */
  | { type: 'GreenListUnlocked'; data: { artisanId: string } }
  /** POST /evaluation-validated-email: the "evaluation sent" mail once more. */
  | { type: 'EvaluationSentMailRequested'; data: { artisanId: string } };

export type EvaluationEventType = EvaluationEvent['type'];

/** Compile-time check: every lifecycle step libs/domain names is an event of this stream. */
const _stepsAreEvents: readonly EvaluationEventType[] = EVALUATION_STEP_TYPES;

/** Who writes the answers or sends them, and the settings that widen who may (SPEC.md section 4). */
export type EvaluationWriter = { by: EvaluationActor; settings: EvaluationSettings };

export type EvaluationCommand =
  | ({
      type: 'RecordAnswers';
      artisanId: string;
      criterion: CriterionId;
      answers: Answers;
    } & EvaluationWriter)
  | ({ type: 'ValidateCriterion'; artisanId: string; criterion: CriterionId } & EvaluationWriter)
  /** `endorsed` when the sender is a network member or the foundation: no endorsement to wait for. */
  | ({ type: 'SubmitEvaluation'; artisanId: string; endorsed: boolean } & EvaluationWriter)
  | { type: 'EndorseEvaluation'; artisanId: string }
  | { type: 'StartReview'; artisanId: string }
  | { type: 'AskForInformation'; artisanId: string; missing: string }
  | {
      type: 'DecideEvaluation';
      artisanId: string;
      decision: Decision;
      /** Required for a refusal: which of the two refusals it is. */
      outcome: RefusalOutcome | null;
      commentaryCommittee: string;
      comments: string;
    }
  | { type: 'DeferDecision'; artisanId: string; commentaryCommittee: string }
  | { type: 'ConfirmArtisan'; artisanId: string }
  | { type: 'ReopenEvaluation'; artisanId: string }
  | { type: 'RequestSentMail'; artisanId: string };

export type EvaluationState = {
  /** The account that gave the first answers; null before (or for a stream too old to say). */
  evaluatorId: string | null;
  sheet: EvaluationSheet;
  validated: CriterionId[];
  lifecycle: LifecycleState;
  /** The texts of the last review and decision, for the screens. */
  notes: {
    missingInformation: string | null;
    commentaryCommittee: string | null;
    comments: string | null;
  };
};

const EMPTY_NOTES: EvaluationState['notes'] = {
  missingInformation: null,
  commentaryCommittee: null,
  comments: null,
};

const conflict = (message: string) => new DomainError('conflict', message, 'evaluation-state');
const invalid = (message: string) => new DomainError('invalid', message, 'invalid-evaluation');
const notTheEvaluator = () =>
  new DomainError('forbidden', EVALUATION_MESSAGES.notTheEvaluator, 'not-the-evaluator');

/** Refuses a write of an unsent evaluation by anyone but its evaluator (and whom the settings add). */
function checkWriter(command: EvaluationWriter, state: EvaluationState): void {
  const evaluation = { lifecycle: state.lifecycle, evaluatorId: state.evaluatorId };
  if (evaluationWriteRefusal(command.by, evaluation, command.settings)) throw notTheEvaluator();
}

function standing(lifecycle: LifecycleState): Standing {
  return { statusEval: lifecycle.statusEval, reviewStatus: reviewStatusOf(lifecycle) };
}

/** The lifecycle after `event`, or a 409 saying why not. */
function advance(state: EvaluationState, event: LifecycleEvent): LifecycleState {
  const next = nextLifecycle(state.lifecycle, event);
  if (next) return next;
  if (event.type === 'DECIDE' && isEvaluationEditable(state.lifecycle))
    throw conflict(EVALUATION_MESSAGES.decisionEarly);
  if (event.type === 'SUBMIT') throw conflict(EVALUATION_MESSAGES.locked);
  throw conflict(EVALUATION_MESSAGES.notAllowedNow);
}

function checkComment(text: string): string {
  const comment = text.trim();
  if (comment.length > MAX_COMMENT_LENGTH) throw invalid(EVALUATION_MESSAGES.commentTooLong);
  return comment;
}

function recordAnswers(
  command: Extract<EvaluationCommand, { type: 'RecordAnswers' }>,
  state: EvaluationState,
): EvaluationEvent[] {
  const correctingBeforeEndorsement = mayCorrectBeforeEndorsement(
    command.by,
    state.lifecycle,
    command.settings,
  );
  if (!isEvaluationEditable(state.lifecycle) && !correctingBeforeEndorsement)
    throw conflict(EVALUATION_MESSAGES.locked);
  checkWriter(command, state);
  if (!openCriteria(state.validated).includes(command.criterion))
    throw conflict(EVALUATION_MESSAGES.criterionNotOpen);
  const current = state.sheet[command.criterion] ?? {};
  const changed: Answers = {};
  for (const question of QUESTION_NUMBERS) {
    const answer = command.answers[question];
    if (!answer) continue;
    const next = { points: answer.points, comment: checkComment(answer.comment) };
    const before = current[question];
    if (before?.points !== next.points || before.comment !== next.comment) changed[question] = next;
  }
  if (Object.keys(changed).length === 0) return [];
  const recorded: EvaluationEvent = {
    type: 'EvaluationAnswersRecorded',
    data: { artisanId: command.artisanId, criterion: command.criterion, answers: changed },
  };
  const first = state.evaluatorId === null && Object.keys(state.sheet).length === 0;
  return first
    ? [
        {
          type: 'EvaluationStarted',
          data: { artisanId: command.artisanId, evaluatorId: command.by.accountId },
        },
        recorded,
      ]
    : [recorded];
}

function decide(command: EvaluationCommand, state: EvaluationState): EvaluationEvent[] {
  const { artisanId } = command;
  switch (command.type) {
    case 'RecordAnswers':
      return recordAnswers(command, state);
    case 'ValidateCriterion': {
      if (!isEvaluationEditable(state.lifecycle)) throw conflict(EVALUATION_MESSAGES.locked);
      checkWriter(command, state);
      if (!openCriteria(state.validated).includes(command.criterion))
        throw conflict(EVALUATION_MESSAGES.criterionNotOpen);
      if (unansweredQuestions(state.sheet, [command.criterion]).length > 0)
        throw invalid(EVALUATION_MESSAGES.criterionIncomplete);
      if (state.validated.includes(command.criterion)) return [];
      return [{ type: 'EvaluationCriterionValidated', data: { artisanId, criterion: command.criterion } }];
    }
    case 'SubmitEvaluation': {
      if (!isEvaluationEditable(state.lifecycle)) throw conflict(EVALUATION_MESSAGES.locked);
      checkWriter(command, state);
      const blocker = submitBlocker(state.sheet);
      if (blocker) throw invalid(EVALUATION_MESSAGES[blocker]);
      const lifecycle = advance(state, { type: 'SUBMIT', endorsed: command.endorsed });
      const totalPoint = totalPointsOf(pointsOfSheet(state.sheet));
      return [
        {
          type: 'EvaluationSubmitted',
          data: { artisanId, endorsed: command.endorsed, totalPoint, ...standing(lifecycle) },
        },
      ];
    }
    case 'EndorseEvaluation': {
      const lifecycle = advance(state, { type: 'ENDORSE' });
      const totalPoint = totalPointsOf(pointsOfSheet(state.sheet));
      return [{ type: 'EvaluationEndorsed', data: { artisanId, totalPoint, ...standing(lifecycle) } }];
    }
    case 'StartReview':
      return [
        {
          type: 'EvaluationReviewStarted',
          data: { artisanId, ...standing(advance(state, { type: 'START_REVIEW' })) },
        },
      ];
    case 'AskForInformation': {
      const missing = checkComment(command.missing);
      const lifecycle = advance(state, { type: 'ASK_FOR_INFORMATION' });
      if (missing === '') throw invalid(EVALUATION_MESSAGES.missingInformationRequired);
      return [
        { type: 'EvaluationInformationRequested', data: { artisanId, missing, ...standing(lifecycle) } },
      ];
    }
    case 'DecideEvaluation': {
      const event: LifecycleEvent =
        command.decision === 'ACCEPTED'
          ? { type: 'DECIDE', decision: 'ACCEPTED' }
          : { type: 'DECIDE', decision: 'REFUSED', outcome: command.outcome ?? 'IMPROVEMENT POTENTIAL' };
      const lifecycle = advance(state, event);
      const decided: EvaluationEvent = {
        type: 'EvaluationDecided',
        data: {
          artisanId,
          decision: command.decision,
          commentaryCommittee: checkComment(command.commentaryCommittee),
          comments: checkComment(command.comments),
          ...standing(lifecycle),
        },
      };
      return command.decision === 'ACCEPTED'
        ? [decided, { type: 'GreenListUnlocked', data: { artisanId } }]
        : [decided];
    }
    case 'DeferDecision': {
      const lifecycle = advance(state, { type: 'DEFER_DECISION' });
      return [
        {
          type: 'EvaluationDecisionDeferred',
          data: {
            artisanId,
            commentaryCommittee: checkComment(command.commentaryCommittee),
            ...standing(lifecycle),
          },
        },
      ];
    }
    case 'ConfirmArtisan':
      return [
        {
          type: 'EvaluationConfirmed',
          data: { artisanId, ...standing(advance(state, { type: 'CONFIRM' })) },
        },
      ];
    case 'ReopenEvaluation':
      return [
        { type: 'EvaluationReopened', data: { artisanId, ...standing(advance(state, { type: 'REOPEN' })) } },
      ];
    case 'RequestSentMail':
      if (isEvaluationEditable(state.lifecycle)) throw conflict(EVALUATION_MESSAGES.notSentYet);
      return [{ type: 'EvaluationSentMailRequested', data: { artisanId } }];
  }
}

/** The lifecycle step an event records (undefined for answers and validations). */
function lifecycleEventOf(event: EvaluationEvent): LifecycleEvent | undefined {
  switch (event.type) {
    case 'EvaluationSubmitted':
      return { type: 'SUBMIT', endorsed: event.data.endorsed };
    case 'EvaluationEndorsed':
      return { type: 'ENDORSE' };
    case 'EvaluationReviewStarted':
      return { type: 'START_REVIEW' };
    case 'EvaluationInformationRequested':
      return { type: 'ASK_FOR_INFORMATION' };
    case 'EvaluationDecided':
      return event.data.decision === 'ACCEPTED'
        ? { type: 'DECIDE', decision: 'ACCEPTED' }
        : {
            type: 'DECIDE',
            decision: 'REFUSED',
            outcome: event.data.statusEval === 'OUT OF SCOPE' ? 'OUT OF SCOPE' : 'IMPROVEMENT POTENTIAL',
          };
    case 'EvaluationDecisionDeferred':
      return { type: 'DEFER_DECISION' };
    case 'EvaluationConfirmed':
      return { type: 'CONFIRM' };
    case 'EvaluationReopened':
      return { type: 'REOPEN' };
    case 'EvaluationStarted':
    case 'EvaluationAnswersRecorded':
    case 'EvaluationCriterionValidated':
    case 'GreenListUnlocked':
    case 'EvaluationSentMailRequested':
      return undefined;
    default:
      return assertNever(event);
  }
}

function evolve(state: EvaluationState, event: EvaluationEvent): EvaluationState {
  if (event.type === 'EvaluationStarted') return { ...state, evaluatorId: event.data.evaluatorId };
  if (event.type === 'EvaluationAnswersRecorded') {
    const { criterion, answers } = event.data;
    return { ...state, sheet: { ...state.sheet, [criterion]: { ...state.sheet[criterion], ...answers } } };
  }
  if (event.type === 'EvaluationCriterionValidated')
    return { ...state, validated: [...state.validated, event.data.criterion] };
  const step = lifecycleEventOf(event);
  if (!step) return state;
  // Events are facts: the machine allowed them when they were decided.
  const lifecycle = nextLifecycle(state.lifecycle, step) ?? state.lifecycle;
  return { ...state, lifecycle, ...roundChanges(state, event) };
}

/** What a step changes besides the lifecycle: the review's and decision's texts, a new round. */
function roundChanges(state: EvaluationState, event: EvaluationEvent): Partial<EvaluationState> {
  switch (event.type) {
    case 'EvaluationInformationRequested':
      return { notes: { ...state.notes, missingInformation: event.data.missing } };
    case 'EvaluationDecided':
      return {
        notes: {
          ...state.notes,
          commentaryCommittee: event.data.commentaryCommittee,
          comments: event.data.comments,
        },
      };
    case 'EvaluationDecisionDeferred':
      return { notes: { ...state.notes, commentaryCommittee: event.data.commentaryCommittee } };
    case 'EvaluationSubmitted':
      // Sent again with what was missing: the request is answered.
      return { notes: { ...state.notes, missingInformation: null } };
    case 'EvaluationReopened':
      // A new round starts from the answers given, with the criteria to validate again.
      return { validated: [], notes: EMPTY_NOTES };
    default:
      return {};
  }
}

export const evaluationDecider: Decider<EvaluationCommand, EvaluationEvent, EvaluationState> = {
  initialState: () => ({
    evaluatorId: null,
    sheet: {},
    validated: [],
    lifecycle: INITIAL_LIFECYCLE,
    notes: EMPTY_NOTES,
  }),
  evolve,
  decide,
};
