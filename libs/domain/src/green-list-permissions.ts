import { allowedGreenListEvents, type GreenListLifecycleEventType } from './green-list-lifecycle.machine';
import { can, type Action } from './permissions';
import type { Role } from './roles';
import type { GreenListStatus } from './statuses';

/**
 * Who may do what with a Green List (SPEC.md sections 1 and 6). The artisan fills in and sends its
 * own Green List: nobody else answers for it. The foundation reviews it, as it reviews evaluations
 * (`evaluations.review`: admins and the executive committee). Staff who may change the artisan (its
 * country's network members, ambassadors and hunters; the foundation for every country) read it;
 * staff of other countries do not reach it (404), nor does another artisan.
 */

/** Who takes each step: the artisan itself (`own`), or the roles that may perform an action. */
export const GREEN_LIST_STEP_PERMISSION: Readonly<Record<GreenListLifecycleEventType, 'own' | Action>> = {
  RECORD_ANSWERS: 'own',
  SUBMIT: 'own',
  START_REVIEW: 'evaluations.review',
  ASK_FOR_INFORMATION: 'evaluations.review',
  COMPLETE: 'evaluations.review',
};

export type GreenListActor = {
  accountId: string;
  role: Role;
  /** Whether the actor may change the artisan (see `canReachArtisan`): its country's staff or the foundation. */
  changesArtisan: boolean;
};

/** Whether the actor is the artisan whose Green List it is. */
export const isOwnGreenList = (actor: GreenListActor, artisanId: string): boolean =>
  actor.role === 'ROLE_ARTISAN' && actor.accountId === artisanId;

/** Whether the actor may read the Green List at all (otherwise it answers 404, like an unknown one). */
export function mayReadGreenList(actor: GreenListActor, artisanId: string): boolean {
  if (actor.role === 'ROLE_ARTISAN') return isOwnGreenList(actor, artisanId);
  return actor.changesArtisan;
}

/** Whether the actor may take a step (the lifecycle says whether it may be taken now). */
export function mayTakeGreenListStep(
  actor: GreenListActor,
  artisanId: string,
  step: GreenListLifecycleEventType,
): boolean {
  if (!mayReadGreenList(actor, artisanId)) return false;
  const permission = GREEN_LIST_STEP_PERMISSION[step];
  return permission === 'own' ? isOwnGreenList(actor, artisanId) : can(actor.role, permission);
}

/** Whether the actor may open an artisan's Green List (POST /create-green-list): itself, or the foundation. */
export function mayOpenGreenList(actor: GreenListActor, artisanId: string): boolean {
  return isOwnGreenList(actor, artisanId) || (actor.changesArtisan && can(actor.role, 'artisans.decide'));
}

/** What the actor may do now: what GET /api/green_lists/{id} answers and the screens offer. */
export type GreenListAccess = {
  /** May change answers now (the artisan, before sending or while pending). */
  editable: boolean;
  allowedActions: GreenListLifecycleEventType[];
};

export function greenListAccess(
  actor: GreenListActor,
  artisanId: string,
  status: GreenListStatus,
): GreenListAccess {
  const allowedActions = allowedGreenListEvents(status).filter((step) =>
    mayTakeGreenListStep(actor, artisanId, step),
  );
  return { editable: allowedActions.includes('RECORD_ANSWERS'), allowedActions };
}
