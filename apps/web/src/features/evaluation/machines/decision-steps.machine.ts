import { assign, fromPromise, setup } from 'xstate';
import type { LifecycleAction, StaffStep } from '../api/evaluation-actions';

/** Steps whose popup asks for something first (what is missing, the decision and its comments). */
export const STEPS_WITH_FORM: readonly StaffStep[] = ['ASK_FOR_INFORMATION', 'DECIDE', 'DEFER_DECISION'];

export const needsForm = (step: StaffStep): boolean => STEPS_WITH_FORM.includes(step);

export type DecisionStepsContext = {
  /** The step the popup is about; null while none is open. */
  step: StaffStep | null;
  /** What will be sent, once the form is filled (or at once for a step without form). */
  action: LifecycleAction | null;
  error: unknown;
};

export type DecisionStepsEvent =
  | { type: 'OPEN'; step: StaffStep }
  | { type: 'SUBMIT'; action: LifecycleAction }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'CANCEL' };

const notProvided = async (): Promise<never> => {
  throw new Error('not provided');
};

/** A step without form sends exactly this. */
function bareAction(step: StaffStep): LifecycleAction | null {
  switch (step) {
    case 'ENDORSE':
    case 'START_REVIEW':
    case 'CONFIRM':
    case 'REOPEN':
      return { type: step };
    default:
      return null;
  }
}

/**
 * A lifecycle step on the decision screen (docs/evaluation-lifecycle.md), taken with care because
 * it cannot be undone and mails the artisan:
 *
 * idle --OPEN(step with form)--> form --SUBMIT--> confirming
 * idle --OPEN(step without form)--> confirming
 * confirming --CONFIRM--> sending --done--> idle (stepTaken)
 *                                 --error--> confirming (the API's message, e.g. a 409 of a step
 *                                            someone else took first)
 * confirming --BACK--> form (or idle without form); any --CANCEL--> idle, except while sending
 *
 * The call is an actor given by the screen (or by tests).
 */
export const decisionStepsMachine = setup({
  types: {
    context: {} as DecisionStepsContext,
    events: {} as DecisionStepsEvent,
  },
  actors: {
    takeStep: fromPromise<unknown, { action: LifecycleAction }>(notProvided),
  },
  actions: {
    /** The screen says the step was taken. */
    stepTaken: (_, _params: { action: LifecycleAction }) => undefined,
  },
  guards: {
    opensForm: (_, params: { step: StaffStep }) => needsForm(params.step),
    hasForm: ({ context }) => context.step !== null && needsForm(context.step),
    fitsStep: ({ context, event }) => event.type === 'SUBMIT' && event.action.type === context.step,
  },
}).createMachine({
  id: 'decisionSteps',
  initial: 'idle',
  context: { step: null, action: null, error: undefined },
  states: {
    idle: {
      entry: assign({ step: null, action: null, error: undefined }),
      on: {
        OPEN: [
          {
            guard: { type: 'opensForm', params: ({ event }) => ({ step: event.step }) },
            target: 'form',
            actions: assign({ step: ({ event }) => event.step, action: null, error: undefined }),
          },
          {
            target: 'confirming',
            actions: assign({
              step: ({ event }) => event.step,
              action: ({ event }) => bareAction(event.step),
              error: undefined,
            }),
          },
        ],
      },
    },
    form: {
      on: {
        SUBMIT: {
          guard: 'fitsStep',
          target: 'confirming',
          actions: assign({ action: ({ event }) => event.action, error: undefined }),
        },
        CANCEL: 'idle',
      },
    },
    confirming: {
      on: {
        CONFIRM: { guard: ({ context }) => context.action !== null, target: 'sending' },
        BACK: [
          { guard: 'hasForm', target: 'form', actions: assign({ error: undefined }) },
          { target: 'idle' },
        ],
        CANCEL: 'idle',
      },
    },
    sending: {
      invoke: {
        src: 'takeStep',
        input: ({ context }) => ({ action: context.action as LifecycleAction }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'stepTaken',
            params: ({ context }) => ({ action: context.action as LifecycleAction }),
          },
        },
        onError: { target: 'confirming', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
  },
});
