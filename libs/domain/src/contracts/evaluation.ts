import type { CriterionGroup, CriterionId, Points, QuestionNumber, SelfAnswer } from '../criteria';
import type { EvaluationAnswer } from '../evaluation';
import type { LifecycleEventType } from '../evaluation-lifecycle.machine';
import type { Decision, ReviewStatus, StatusEval } from '../statuses';
import type { ActorView } from './history';

/**
 * GET /api/artisans/{id}/evaluation and /self-assessment (and the answer of every step taken on
 * them): one criterion of the sheet, its progress, points and the answers given (`Answer`: the staff
 * evaluation's points and comment, or the self-assessment's with its four-level word).
 */
export type CriterionView<Answer = EvaluationAnswer> = {
  id: CriterionId;
  group: CriterionGroup;
  /** May be answered now: validated already, or the next one to validate. */
  open: boolean;
  validated: boolean;
  /** Share of its questions answered, 0..100. */
  completion: number;
  points: number;
  maxPoints: number;
  answers: Partial<Record<QuestionNumber, Answer>>;
};

/** GET /api/artisans/{id}/evaluation: who started the evaluation; until it is sent, only they change or send it. */
export type EvaluatorView = { id: string; name: string };

/** Who did something, and when. */
export type MomentStep = { at: string; actor: ActorView };

/** GET /api/artisans/{id}/evaluation: who endorsed the evaluation as it is sent now, and when. */
export type EndorsementView = MomentStep;

/**
 * GET /api/artisans/{id}/evaluation (staff; also the answer of its steps): the staff evaluation of
 * one artisan as the evaluation, analysis and decision screens read it.
 */
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

/** GET /api/artisans/{id}/self-assessment: one answered question, the four-level answer, its points and the comment. */
export type SelfAnswerView = { answer: SelfAnswer; points: Points; comment: string };

/** GET /api/artisans/{id}/self-assessment (the artisan, and staff who reach it): the artisan's own sheet. */
export type SelfAssessmentView = {
  '@id': string;
  artisan: string;
  submitted: boolean;
  /** The message that stops sending now, or null when it may be sent. */
  submitBlocker: string | null;
  completion: number;
  totalPoint: number;
  maxPoint: number;
  criteria: CriterionView<SelfAnswerView>[];
};

/**
 * GET /api/artisans/{id}/evaluation?asOf=… (staff), its `moment` beside the evaluation as it stood:
 * what the evaluation at a past moment cannot say by itself and staff auditing a decision ask: did
 * the artisan exist then, who gave each answer and when, who sent, endorsed, reviewed and decided
 * the round that stood then, what was the last change before, and how much changed since.
 */
export type EvaluationMoment = {
  /** The moment asked for. */
  at: string;
  artisan: {
    /** When the artisan was recorded in the tool. */
    createdAt: string;
    /** False for a moment before: there was nothing to evaluate yet. */
    existed: boolean;
  };
  /** When the first answers were given (null: not started by then). */
  startedAt: string | null;
  /** The last change recorded until the moment, and its type (as the history names it). */
  lastChange: (MomentStep & { type: string }) | null;
  /** Changes recorded after the moment (0: it still stands so). */
  changesSince: number;
  /** The steps of the round that stood at the moment; a new sending or a reopening starts another. */
  submission: (MomentStep & { needsEndorsement: boolean }) | null;
  endorsement: MomentStep | null;
  review: MomentStep | null;
  informationRequest: MomentStep | null;
  /** A decision, or the committee's postponement of it. */
  decision: (MomentStep & { type: 'EvaluationDecided' | 'EvaluationDecisionDeferred' }) | null;
  confirmation: MomentStep | null;
  /** Who gave each answer as it stood, and when. */
  answers: Partial<Record<CriterionId, Partial<Record<QuestionNumber, MomentStep>>>>;
  /** Who validated each criterion of the round, and when. */
  validations: Partial<Record<CriterionId, MomentStep>>;
};
