import {
  allowedLifecycleEvents,
  isEvaluationEditable,
  type LifecycleEventType,
  type LifecycleState,
} from './evaluation-lifecycle.machine';
import { can, type Action } from './permissions';
import type { Role } from './roles';

/**
 * Who may write an artisan's staff evaluation (SPEC.md sections 4 and 6). The role table of
 * permissions.ts says who may evaluate at all and take each step; this adds that an evaluation not
 * yet sent (IN PROGRESS, or PENDING: sent back to its evaluator) is its evaluator's: only the member
 * who started it changes its answers, validates its criteria and sends it. Everyone else who may see
 * it reads it, so that two people never overwrite each other's answers unawares.
 */

/** Who may ask for each lifecycle step (SPEC.md section 6). */
export const EVALUATION_STEP_PERMISSION: Readonly<Record<LifecycleEventType, Action>> = {
  SUBMIT: 'artisans.evaluate',
  ENDORSE: 'evaluations.endorse',
  START_REVIEW: 'evaluations.review',
  ASK_FOR_INFORMATION: 'evaluations.review',
  DECIDE: 'artisans.decide',
  DEFER_DECISION: 'artisans.decide',
  CONFIRM: 'artisans.decide',
  REOPEN: 'artisans.decide',
};

/**
 * What a role may do with an unsent evaluation that another member started:
 * - `read`: read it only (the foundation too: it reviews once the evaluation is sent);
 * - `write-when-network-member-edits`: also change and send it while the setting
 *   NETWORK_MEMBER_EDITS_EVALUATION is on ("Enabling evaluation edition for the network member is an
 *   option", SPEC.md section 4); read it otherwise.
 */
export type OthersUnsentEvaluation = 'read' | 'write-when-network-member-edits';

export const UNSENT_EVALUATION_OF_ANOTHER: Readonly<Record<Role, OthersUnsentEvaluation>> = {
  ROLE_ADMIN: 'read',
  ROLE_EXECUTIVE_COMMITTEE: 'read',
  ROLE_NETWORK_MEMBER: 'write-when-network-member-edits',
  ROLE_AMBASSADOR: 'read',
  ROLE_ARTISAN_HUNTER: 'read',
  ROLE_ARTISAN: 'read',
};

/** Who asks. */
export type EvaluationActor = {
  accountId: string;
  role: Role;
  /**
   * Whether the actor may change the artisan (its country's staff, or the foundation: see
   * `canReachArtisan`); staff of other countries only ever read its evaluation.
   */
  changesArtisan: boolean;
};

/** The evaluation as its events tell it: where it stands, and who started it (null before). */
export type EvaluationAuthorship = { lifecycle: LifecycleState; evaluatorId: string | null };

export type EvaluationSettings = { networkMemberEdits: boolean };

/**
 * Whether the actor may change or send the evaluation while it is unsent. Before anyone started
 * it, whoever may evaluate the artisan may (the first answer makes them its evaluator).
 */
export function mayWriteUnsentEvaluation(
  actor: EvaluationActor,
  evaluatorId: string | null,
  settings: EvaluationSettings,
): boolean {
  if (!actor.changesArtisan || !can(actor.role, 'artisans.evaluate')) return false;
  if (evaluatorId === null || evaluatorId === actor.accountId) return true;
  const others = UNSENT_EVALUATION_OF_ANOTHER[actor.role];
  switch (others) {
    case 'read':
      return false;
    case 'write-when-network-member-edits':
      return settings.networkMemberEdits;
  }
}

/**
 * The setting of SPEC.md section 4 once the evaluation is sent: a network member who may endorse it
 * may still correct its answers until they endorse it.
 */
export function mayCorrectBeforeEndorsement(
  actor: EvaluationActor,
  lifecycle: LifecycleState,
  settings: EvaluationSettings,
): boolean {
  return (
    settings.networkMemberEdits &&
    actor.changesArtisan &&
    can(actor.role, 'evaluations.endorse') &&
    can(actor.role, 'artisans.evaluate') &&
    lifecycle.statusEval === 'SUBMITTED' &&
    lifecycle.submittedStep === 'awaitingEndorsement'
  );
}

/**
 * Why a change of the answers, a validation or the sending is refused for who the evaluation is
 * (403), or undefined. Steps the lifecycle does not allow now (a sent evaluation) are the
 * lifecycle's refusal (409), not this one.
 */
export function evaluationWriteRefusal(
  actor: EvaluationActor,
  evaluation: EvaluationAuthorship,
  settings: EvaluationSettings,
): 'notTheEvaluator' | undefined {
  if (!isEvaluationEditable(evaluation.lifecycle)) return undefined;
  return mayWriteUnsentEvaluation(actor, evaluation.evaluatorId, settings) ? undefined : 'notTheEvaluator';
}

/** What the actor may do with the evaluation now: what GET …/evaluation answers and the screen offers. */
export type EvaluationAccess = {
  /** May change the answers (and validate criteria). */
  editable: boolean;
  /** The lifecycle steps the actor may take now. */
  allowedActions: LifecycleEventType[];
};

export function evaluationAccess(
  actor: EvaluationActor,
  evaluation: EvaluationAuthorship,
  settings: EvaluationSettings,
): EvaluationAccess {
  if (!actor.changesArtisan) return { editable: false, allowedActions: [] };
  const { lifecycle, evaluatorId } = evaluation;
  const writes = mayWriteUnsentEvaluation(actor, evaluatorId, settings);
  const editable =
    (isEvaluationEditable(lifecycle) && writes) || mayCorrectBeforeEndorsement(actor, lifecycle, settings);
  const allowedActions = allowedLifecycleEvents(lifecycle).filter(
    (step) => can(actor.role, EVALUATION_STEP_PERMISSION[step]) && (step !== 'SUBMIT' || writes),
  );
  return { editable, allowedActions };
}
