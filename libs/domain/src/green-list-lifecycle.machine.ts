import { getNextSnapshot, setup, type SnapshotFrom } from 'xstate';
import type { GreenListStatus } from './statuses';

/**
 * The lifecycle of a Green List (SPEC.md section 4: AVAILABLE, IN PROGRESS, SUBMITTED, IN REVIEWAL,
 * PENDING, COMPLETE). SPEC.md leaves the transitions open; this is how the foundation works:
 *
 * - AVAILABLE: the artisan's evaluation was selected, so its Green List exists, still empty.
 * - IN PROGRESS: the artisan's first answers were saved; it keeps saving (autosave).
 * - SUBMITTED: sent to the foundation (once complete): locked.
 * - IN REVIEWAL: the foundation reviews it.
 * - PENDING: information is missing; the artisan changes the answers it was asked about and sends
 *   it again.
 * - COMPLETE: reviewed, with its final score.
 *
 * Who may send each event is green-list-permissions.ts's business. The GreenList decider asks
 * `nextGreenListStatus` whether an event is allowed (409 otherwise); the web offers only
 * `allowedGreenListEvents`. docs/green-list-lifecycle.md charts it (npm run docs:lifecycle).
 */

export type GreenListLifecycleEvent =
  | { type: 'RECORD_ANSWERS' }
  | { type: 'SUBMIT' }
  | { type: 'START_REVIEW' }
  | { type: 'ASK_FOR_INFORMATION' }
  | { type: 'COMPLETE' };

export type GreenListLifecycleEventType = GreenListLifecycleEvent['type'];

export const GREEN_LIST_LIFECYCLE_EVENT_TYPES = [
  'RECORD_ANSWERS',
  'SUBMIT',
  'START_REVIEW',
  'ASK_FOR_INFORMATION',
  'COMPLETE',
] as const satisfies readonly GreenListLifecycleEventType[];

export const greenListLifecycleMachine = setup({
  types: { events: {} as GreenListLifecycleEvent },
}).createMachine({
  id: 'greenListLifecycle',
  initial: 'AVAILABLE',
  states: {
    AVAILABLE: { on: { RECORD_ANSWERS: 'IN PROGRESS' } },
    'IN PROGRESS': { on: { RECORD_ANSWERS: 'IN PROGRESS', SUBMIT: 'SUBMITTED' } },
    SUBMITTED: { on: { START_REVIEW: 'IN REVIEWAL' } },
    'IN REVIEWAL': { on: { ASK_FOR_INFORMATION: 'PENDING', COMPLETE: 'COMPLETE' } },
    PENDING: { on: { RECORD_ANSWERS: 'PENDING', SUBMIT: 'SUBMITTED' } },
    COMPLETE: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof greenListLifecycleMachine>;

export const INITIAL_GREEN_LIST_STATUS: GreenListStatus = 'AVAILABLE';

function snapshotOf(status: GreenListStatus): Snapshot {
  return greenListLifecycleMachine.resolveState({ value: status, context: {} });
}

/** The status after `event`, or undefined when the lifecycle does not allow it from `status`. */
export function nextGreenListStatus(
  status: GreenListStatus,
  event: GreenListLifecycleEvent,
): GreenListStatus | undefined {
  const snapshot = snapshotOf(status);
  if (!snapshot.can(event)) return undefined;
  return getNextSnapshot(greenListLifecycleMachine, snapshot, event).value as GreenListStatus;
}

/** The events allowed from `status`: the actions a screen may offer. */
export function allowedGreenListEvents(status: GreenListStatus): GreenListLifecycleEventType[] {
  const snapshot = snapshotOf(status);
  return GREEN_LIST_LIFECYCLE_EVENT_TYPES.filter((type) => snapshot.can({ type }));
}

/** Whether the artisan may change answers: before sending, and when sent back as pending. */
export function isGreenListEditable(status: GreenListStatus): boolean {
  return nextGreenListStatus(status, { type: 'RECORD_ANSWERS' }) !== undefined;
}

/** Sent and not sent back: the foundation has it. */
export function isGreenListSent(status: GreenListStatus): boolean {
  return status === 'SUBMITTED' || status === 'IN REVIEWAL' || status === 'COMPLETE';
}
