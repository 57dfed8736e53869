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

/** GET /api/artisans/{id}/evaluation: who endorsed the evaluation as it is sent now, and when. */
export type EndorsementView = { at: string; actor: ActorView };

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
