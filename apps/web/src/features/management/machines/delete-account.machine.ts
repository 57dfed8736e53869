import { assign, fromPromise, setup } from 'xstate';
import { isApiError } from '../../../lib/http/api-error';
import { messageKeyOf } from '../../../lib/i18n/error-message';

/** The account the admin wants to delete. */
export type AccountToDelete = { id: string; name: string };

export type DeleteAccountContext = {
  account: AccountToDelete | null;
  /** Who takes the account's artisans over (CREATED BY), once chosen. */
  heirId: string | null;
  /** How many artisans moved to the heir. */
  reassigned: number;
  error: unknown;
};

export type DeleteAccountEvent =
  | { type: 'OPEN'; account: AccountToDelete }
  | { type: 'CONFIRM' }
  | { type: 'CHOOSE_HEIR'; heirId: string | null }
  | { type: 'CANCEL' };

/** What the screen is told once the account is gone. */
export type AccountDeleted = { account: AccountToDelete; heirId: string | null; reassigned: number };

/** The API refuses to delete an account that artisans still name as their creator (SPEC.md section 6). */
export function mustReassignFirst(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && messageKeyOf(error) === 'reassignArtisansFirst';
}

const notProvided = async (): Promise<never> => {
  throw new Error('not provided');
};

/**
 * Deleting a back-office account (SPEC.md sections 6 and 8), which cannot be undone:
 *
 * idle --OPEN--> confirming --CONFIRM--> deleting --done--> idle (accountDeleted)
 *                                        --409 artisans attached--> choosingHeir
 *                                        --other error--> confirming (the API's message)
 * choosingHeir --CHOOSE_HEIR, CONFIRM--> reassigning --done--> deleting
 *                                                    --error--> choosingHeir (the API's message)
 * confirming, choosingHeir --CANCEL--> idle; nothing can be cancelled while a call runs.
 *
 * The heir is asked for only when the API says it is needed, so an account without artisans is
 * deleted in one step, and one that gained artisans in the meantime still leads to the choice.
 * The calls are actors given by the screen (or by tests).
 */
export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
  },
  actors: {
    deleteAccount: fromPromise<unknown, { id: string }>(notProvided),
    reassignArtisans: fromPromise<{ reassigned: number }, { from: string; to: string }>(notProvided),
  },
  actions: {
    /** The screen says the account was deleted. */
    accountDeleted: (_, _params: AccountDeleted) => undefined,
  },
  guards: {
    mustReassignFirst: ({ event }) => 'error' in event && mustReassignFirst(event.error),
    heirChosen: ({ context }) => context.heirId !== null && context.heirId !== context.account?.id,
  },
}).createMachine({
  id: 'deleteAccount',
  initial: 'idle',
  context: { account: null, heirId: null, reassigned: 0, error: undefined },
  states: {
    idle: {
      entry: assign({ account: null, heirId: null, reassigned: 0, error: undefined }),
      on: {
        OPEN: { target: 'confirming', actions: assign({ account: ({ event }) => event.account }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'deleting', actions: assign({ error: undefined }) },
        CANCEL: 'idle',
      },
    },
    deleting: {
      invoke: {
        src: 'deleteAccount',
        input: ({ context }) => ({ id: (context.account as AccountToDelete).id }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'accountDeleted',
            params: ({ context }) => ({
              account: context.account as AccountToDelete,
              heirId: context.heirId,
              reassigned: context.reassigned,
            }),
          },
        },
        onError: [
          { guard: 'mustReassignFirst', target: 'choosingHeir', actions: assign({ error: undefined }) },
          { target: 'confirming', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    choosingHeir: {
      on: {
        CHOOSE_HEIR: { actions: assign({ heirId: ({ event }) => event.heirId, error: undefined }) },
        CONFIRM: { guard: 'heirChosen', target: 'reassigning', actions: assign({ error: undefined }) },
        CANCEL: 'idle',
      },
    },
    reassigning: {
      invoke: {
        src: 'reassignArtisans',
        input: ({ context }) => ({
          from: (context.account as AccountToDelete).id,
          to: context.heirId as string,
        }),
        onDone: {
          target: 'deleting',
          actions: assign({
            reassigned: ({ context, event }) => context.reassigned + event.output.reassigned,
          }),
        },
        onError: { target: 'choosingHeir', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
  },
});
