import { assign, getNextSnapshot, setup, type SnapshotFrom, type StateValue } from 'xstate';
import type { Decision, ReviewStatus, StatusEval } from './statuses';

/**
 * The lifecycle of an artisan's evaluation (`statusEval`, SPEC.md section 4), with the review status
 * and the decision folded in. SPEC.md leaves the transitions open; this is how the foundation works:
 *
 * - IN PROGRESS: the evaluation is being filled in. Sending it (SUBMIT, once complete) locks it.
 * - SUBMITTED: locked, and waiting, in turn, for the endorsement of a network member (skipped when a
 *   network member or the foundation sent it), for a reviewer to start, and for the review's outcome.
 * - PENDING: reviewed, but information is missing; it goes back to the evaluator, unlocked, and is
 *   sent again.
 * - SELECTED (decision ACCEPTED): unlocks the Green List; CONFIRMED once the artisan is confirmed and
 *   stays in the tool.
 * - IMPROVEMENT POTENTIAL or OUT OF SCOPE (decision REFUSED): not selected so far; the foundation may
 *   reopen the evaluation for a new round.
 * - CANNOT DECIDE: the committee postponed; it may then decide or ask for information.
 *
 * Who may send each event is the permission table's business (libs/domain/src/permissions.ts and
 * evaluation-permissions.ts), not this machine's. The server's decider asks `nextLifecycle` whether an event is allowed (409
 * otherwise); the web shows only `allowedLifecycleEvents`. The chart in docs/ is generated from it.
 */

/** The outcomes a refusal records. */
export type RefusalOutcome = Extract<StatusEval, 'IMPROVEMENT POTENTIAL' | 'OUT OF SCOPE'>;

export type LifecycleEvent =
  /** The evaluation is sent; `endorsed` when its sender is a network member or the foundation. */
  | { type: 'SUBMIT'; endorsed: boolean }
  | { type: 'ENDORSE' }
  | { type: 'START_REVIEW' }
  | { type: 'ASK_FOR_INFORMATION' }
  | { type: 'DECIDE'; decision: 'ACCEPTED' }
  | { type: 'DECIDE'; decision: 'REFUSED'; outcome: RefusalOutcome }
  | { type: 'DEFER_DECISION' }
  | { type: 'CONFIRM' }
  | { type: 'REOPEN' };

export type LifecycleEventType = LifecycleEvent['type'];

export const LIFECYCLE_EVENT_TYPES = [
  'SUBMIT',
  'ENDORSE',
  'START_REVIEW',
  'ASK_FOR_INFORMATION',
  'DECIDE',
  'DEFER_DECISION',
  'CONFIRM',
  'REOPEN',
] as const satisfies readonly LifecycleEventType[];

/** Where a sent evaluation stands before its outcome. */
export type SubmittedStep = 'awaitingEndorsement' | 'notReviewed' | 'inReview';

/** The lifecycle as stored in read models and folded from events. */
export type LifecycleState = {
  statusEval: StatusEval;
  /** Only while SUBMITTED. */
  submittedStep: SubmittedStep | null;
  decision: Decision | null;
};

type Context = { decision: Decision | null };

export const evaluationLifecycleMachine = setup({
  types: {
    context: {} as Context,
    events: {} as LifecycleEvent,
    input: {} as Context,
  },
  guards: {
    endorsedAlready: ({ event }) => event.type === 'SUBMIT' && event.endorsed,
    accepted: ({ event }) => event.type === 'DECIDE' && event.decision === 'ACCEPTED',
    improvementPotential: ({ event }) =>
      event.type === 'DECIDE' && event.decision === 'REFUSED' && event.outcome === 'IMPROVEMENT POTENTIAL',
    outOfScope: ({ event }) =>
      event.type === 'DECIDE' && event.decision === 'REFUSED' && event.outcome === 'OUT OF SCOPE',
  },
  actions: {
    accept: assign({ decision: 'ACCEPTED' as const }),
    refuse: assign({ decision: 'REFUSED' as const }),
    forgetDecision: assign({ decision: null }),
  },
}).createMachine({
  id: 'evaluationLifecycle',
  initial: 'IN PROGRESS',
  context: ({ input }) => input ?? { decision: null },
  states: {
    'IN PROGRESS': {
      on: {
        SUBMIT: [
          { guard: 'endorsedAlready', target: 'SUBMITTED.notReviewed' },
          { target: 'SUBMITTED.awaitingEndorsement' },
        ],
      },
    },
    SUBMITTED: {
      initial: 'awaitingEndorsement',
      states: {
        awaitingEndorsement: { on: { ENDORSE: 'notReviewed' } },
        notReviewed: { on: { START_REVIEW: 'inReview' } },
        inReview: {
          on: {
            ASK_FOR_INFORMATION: '#evaluationLifecycle.PENDING',
            DEFER_DECISION: '#evaluationLifecycle.CANNOT DECIDE',
            DECIDE: [
              { guard: 'accepted', target: '#evaluationLifecycle.SELECTED', actions: 'accept' },
              {
                guard: 'improvementPotential',
                target: '#evaluationLifecycle.IMPROVEMENT POTENTIAL',
                actions: 'refuse',
              },
              { guard: 'outOfScope', target: '#evaluationLifecycle.OUT OF SCOPE', actions: 'refuse' },
            ],
          },
        },
      },
    },
    PENDING: {
      on: {
        SUBMIT: [
          { guard: 'endorsedAlready', target: 'SUBMITTED.notReviewed' },
          { target: 'SUBMITTED.awaitingEndorsement' },
        ],
      },
    },
    'CANNOT DECIDE': {
      on: {
        ASK_FOR_INFORMATION: 'PENDING',
        DECIDE: [
          { guard: 'accepted', target: 'SELECTED', actions: 'accept' },
          { guard: 'improvementPotential', target: 'IMPROVEMENT POTENTIAL', actions: 'refuse' },
          { guard: 'outOfScope', target: 'OUT OF SCOPE', actions: 'refuse' },
        ],
      },
    },
    SELECTED: { on: { CONFIRM: 'CONFIRMED' } },
    'IMPROVEMENT POTENTIAL': { on: { REOPEN: { target: 'IN PROGRESS', actions: 'forgetDecision' } } },
    'OUT OF SCOPE': { on: { REOPEN: { target: 'IN PROGRESS', actions: 'forgetDecision' } } },
    CONFIRMED: { type: 'final' },
  },
});

type LifecycleSnapshot = SnapshotFrom<typeof evaluationLifecycleMachine>;

export const INITIAL_LIFECYCLE: LifecycleState = {
  statusEval: 'IN PROGRESS',
  submittedStep: null,
  decision: null,
};

function toStateValue(state: LifecycleState): StateValue {
  return state.statusEval === 'SUBMITTED'
    ? { SUBMITTED: state.submittedStep ?? 'awaitingEndorsement' }
    : state.statusEval;
}

function toLifecycleState(snapshot: LifecycleSnapshot): LifecycleState {
  const value = snapshot.value;
  if (typeof value === 'string')
    return { statusEval: value as StatusEval, submittedStep: null, decision: snapshot.context.decision };
  const submittedStep = (value as { SUBMITTED: SubmittedStep }).SUBMITTED;
  return { statusEval: 'SUBMITTED', submittedStep, decision: snapshot.context.decision };
}

function snapshotOf(state: LifecycleState): LifecycleSnapshot {
  return evaluationLifecycleMachine.resolveState({
    value: toStateValue(state),
    context: { decision: state.decision },
  });
}

/** The state after `event`, or undefined when the lifecycle does not allow it from `state`. */
export function nextLifecycle(state: LifecycleState, event: LifecycleEvent): LifecycleState | undefined {
  const snapshot = snapshotOf(state);
  if (!snapshot.can(event)) return undefined;
  return toLifecycleState(getNextSnapshot(evaluationLifecycleMachine, snapshot, event));
}

/** A representative event of each type, to ask the machine which types it accepts now. */
const PROBES: readonly LifecycleEvent[] = [
  { type: 'SUBMIT', endorsed: false },
  { type: 'ENDORSE' },
  { type: 'START_REVIEW' },
  { type: 'ASK_FOR_INFORMATION' },
  { type: 'DECIDE', decision: 'ACCEPTED' },
  { type: 'DEFER_DECISION' },
  { type: 'CONFIRM' },
  { type: 'REOPEN' },
];

/** The event types allowed from `state`: the actions a screen may offer. */
export function allowedLifecycleEvents(state: LifecycleState): LifecycleEventType[] {
  const snapshot = snapshotOf(state);
  return PROBES.filter((event) => snapshot.can(event)).map((event) => event.type);
}

/** The review status of SPEC.md section 4, derived from the lifecycle. */
export function reviewStatusOf(state: LifecycleState): ReviewStatus {
  if (state.statusEval === 'IN PROGRESS') return 'NOT REVIEWED';
  if (state.statusEval !== 'SUBMITTED') return 'REVIEWED';
  return state.submittedStep === 'inReview' ? 'IN REVIEWAL' : 'NOT REVIEWED';
}

/** Whether the evaluation's answers may change: only before sending, or when sent back as pending. */
export function isEvaluationEditable(state: LifecycleState): boolean {
  return state.statusEval === 'IN PROGRESS' || state.statusEval === 'PENDING';
}

/** SELECTED (and CONFIRMED after it) unlock the Green List. */
export function unlocksGreenList(state: LifecycleState): boolean {
  return state.statusEval === 'SELECTED' || state.statusEval === 'CONFIRMED';
}
