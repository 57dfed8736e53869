import { assign, fromPromise, setup } from 'xstate';
import { messageKeyOf } from '../../../lib/i18n/error-message';
import {
  EMPTY_STEP1,
  isStep1Complete,
  missingItems,
  step2From,
  type MissingItem,
  type Step1Values,
  type Step2Values,
} from '../utils/signup-rules';

/** How the existence check or the creation can fail in a way the flow reacts to. */
export type SignUpFailure = 'artisan-exists' | 'email-exists' | 'other';

/** The artisan is known to the network (SPEC.md section 8), or the email has an account. */
export function classifySignUpFailure(error: unknown): SignUpFailure {
  const key = messageKeyOf(error);
  if (key === 'artisanExists') return 'artisan-exists';
  if (key === 'emailExists') return 'email-exists';
  return 'other';
}

export type SignUpContext = {
  step1: Step1Values;
  step2: Step2Values;
  missing: MissingItem[];
  /** The last failed call, for the screen to show (as the server said it, or the generic message). */
  error: unknown;
  /** Set when the creation said the email is taken: shown under the email field of step 2. */
  emailTaken: boolean;
  /** A new verification mail was sent from the verify-email popup. */
  resent: boolean;
  currentYear: number;
};

export type SignUpEvent =
  | { type: 'STEP1.SUBMIT'; values: Step1Values }
  | { type: 'STEP2.SUBMIT'; values: Step2Values }
  | { type: 'BACK'; values: Step2Values }
  | { type: 'DISMISS' }
  | { type: 'RESEND' }
  | { type: 'CLOSE' };

export type SignUpInput = { currentYear: number; step1?: Partial<Step1Values> };

const notProvided = async (): Promise<never> => {
  throw new Error('not provided');
};

/**
 * The artisan sign-up of SPEC.md section 2, in two steps:
 *
 * step1 --STEP1.SUBMIT (complete)--> checking --not known--> step2 --STEP2.SUBMIT--> creating --> verifyEmail
 *                                             --known------> exists (popup)       |               --RESEND--> resending
 *                                             --error------> step1 (message)      +--items missing--> missing (popup)
 * step2 --BACK--> step1 (values kept); creating --artisan known--> exists; --email taken or other
 * error--> step2 (message)
 *
 * CLOSE leaves from anywhere but a call in flight. The calls are actors, given by the screen (or
 * by tests), so the machine runs without React or a server.
 */
export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    checkArtisanExists: fromPromise<boolean, Step1Values>(notProvided),
    createArtisan: fromPromise<void, Step2Values>(notProvided),
    sendConfirmEmail: fromPromise<void, { email: string }>(notProvided),
  },
  guards: {
    step1Complete: ({ event }) => event.type === 'STEP1.SUBMIT' && isStep1Complete(event.values),
    step2Incomplete: ({ context, event }) =>
      event.type === 'STEP2.SUBMIT' && missingItems(event.values, context.currentYear).length > 0,
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => {
    const step1 = { ...EMPTY_STEP1, ...input.step1 };
    return {
      step1,
      step2: step2From(step1),
      missing: [],
      error: undefined,
      emailTaken: false,
      resent: false,
      currentYear: input.currentYear,
    };
  },
  initial: 'step1',
  on: { CLOSE: '.closed' },
  states: {
    step1: {
      on: {
        'STEP1.SUBMIT': {
          guard: 'step1Complete',
          target: 'checking',
          actions: assign({ step1: ({ event }) => event.values, error: undefined }),
        },
      },
    },
    checking: {
      on: { CLOSE: {} },
      invoke: {
        src: 'checkArtisanExists',
        input: ({ context }) => context.step1,
        onDone: [
          { guard: ({ event }) => event.output, target: 'exists' },
          {
            target: 'step2',
            actions: assign({ step2: ({ context }) => step2From(context.step1, context.step2) }),
          },
        ],
        onError: { target: 'step1', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    exists: {
      on: { DISMISS: 'step1' },
    },
    step2: {
      on: {
        BACK: {
          target: 'step1',
          actions: assign({
            step2: ({ event }) => event.values,
            step1: ({ event }) => ({
              title: event.values.title,
              firstName: event.values.firstName,
              lastName: event.values.lastName,
              email: event.values.email,
              country: event.values.country,
            }),
            error: undefined,
            emailTaken: false,
          }),
        },
        'STEP2.SUBMIT': [
          {
            guard: 'step2Incomplete',
            target: 'missing',
            actions: assign({
              step2: ({ event }) => event.values,
              missing: ({ context, event }) => missingItems(event.values, context.currentYear),
            }),
          },
          {
            target: 'creating',
            actions: assign({
              step2: ({ event }) => event.values,
              missing: [],
              error: undefined,
              emailTaken: false,
            }),
          },
        ],
      },
    },
    missing: {
      on: { DISMISS: 'step2' },
    },
    creating: {
      on: { CLOSE: {} },
      invoke: {
        src: 'createArtisan',
        input: ({ context }) => context.step2,
        onDone: 'verifyEmail',
        // What the failure means decides where the flow goes (SPEC.md section 8).
        onError: [
          {
            guard: ({ event }) => classifySignUpFailure(event.error) === 'artisan-exists',
            target: 'exists',
            actions: assign({ error: ({ event }) => event.error }),
          },
          {
            guard: ({ event }) => classifySignUpFailure(event.error) === 'email-exists',
            target: 'step2',
            actions: assign({ error: ({ event }) => event.error, emailTaken: true }),
          },
          { target: 'step2', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    verifyEmail: {
      on: { RESEND: 'resending' },
    },
    resending: {
      invoke: {
        src: 'sendConfirmEmail',
        input: ({ context }) => ({ email: context.step2.email.trim() }),
        onDone: { target: 'verifyEmail', actions: assign({ resent: true, error: undefined }) },
        onError: { target: 'verifyEmail', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    closed: { type: 'final' },
  },
});
