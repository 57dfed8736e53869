import { assign, fromPromise, setup } from 'xstate';
import type { StaffLink } from '../utils/staff-links';
import {
  editingPassword,
  notProvided,
  resetHashOf,
  resetPasswordActor,
  resetPasswordInput,
  submitsValidPassword,
  type LinkEvent,
} from './link-machine-parts';

export { pickStaffLink, STAFF_LINK_PARAMS } from '../utils/staff-links';
export type { StaffLink } from '../utils/staff-links';

type Context = {
  link: StaffLink | undefined;
  userId: string | undefined;
  artisanId: string | undefined;
  loginProof: string | undefined;
  token: string | undefined;
  error: unknown;
};

export type StaffLinksEvent = LinkEvent;

export type EndorseLogin = { token: string; artisanId: string };

/**
 * The mailed links of the staff login page. An invalid hash ends in a popup that says so (SPEC.md
 * section 8), unlike the artisan's links.
 */
export const staffLinksMachine = setup({
  types: {
    context: {} as Context,
    events: {} as StaffLinksEvent,
    input: {} as { link: StaffLink | undefined },
    output: {} as EndorseLogin | null,
  },
  actors: {
    endorse: fromPromise<
      { artisanId: string; userId: string | undefined; loginProof: string | undefined },
      { hash: string }
    >(notProvided),
    autoLogin: fromPromise<string, { id?: string; loginProof?: string }>(notProvided),
    getUserByHash: fromPromise<string, { hash: string }>(notProvided),
    resetPassword: resetPasswordActor,
  },
  guards: {
    endorses: ({ context }) => context.link?.kind === 'endorse',
    resetsPassword: ({ context }) => context.link?.kind === 'reset-password',
    passwordValid: submitsValidPassword,
  },
}).createMachine({
  id: 'staffLinks',
  context: ({ input }) => ({
    link: input.link,
    userId: undefined,
    artisanId: undefined,
    loginProof: undefined,
    token: undefined,
    error: undefined,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'endorses', target: 'endorsing' },
        { guard: 'resetsPassword', target: 'loadingReset' },
        { target: 'done' },
      ],
    },

    endorsing: {
      invoke: {
        src: 'endorse',
        input: ({ context }) => ({ hash: context.link?.kind === 'endorse' ? context.link.endorseHash : '' }),
        onDone: {
          target: 'autoLogin',
          actions: assign(({ context, event }) => ({
            // The id of the link opens the artisan; the answer's id is the same artisan.
            artisanId:
              (context.link?.kind === 'endorse' ? context.link.artisanId : undefined) ??
              event.output.artisanId,
            userId: event.output.userId,
            loginProof: event.output.loginProof,
          })),
        },
        onError: { target: 'invalidHash', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    autoLogin: {
      invoke: {
        src: 'autoLogin',
        input: ({ context }) => ({ id: context.userId, loginProof: context.loginProof }),
        onDone: { target: 'loggedIn', actions: assign({ token: ({ event }) => event.output }) },
        onError: { target: 'invalidHash', actions: assign({ error: ({ event }) => event.error }) },
      },
    },

    loadingReset: {
      invoke: {
        src: 'getUserByHash',
        input: ({ context }) => ({ hash: resetHashOf(context.link) }),
        onDone: { target: 'resettingPassword', actions: assign({ userId: ({ event }) => event.output }) },
        onError: { target: 'invalidHash', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    resettingPassword: {
      initial: 'editing',
      on: { CANCEL: '#staffLinks.done' },
      states: {
        editing: editingPassword,
        saving: {
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => resetPasswordInput(context.link, context.userId, event),
            onDone: { target: '#staffLinks.passwordChanged', actions: assign({ error: undefined }) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
    passwordChanged: { on: { DISMISS: 'done' } },

    invalidHash: { on: { DISMISS: 'done' } },
    loggedIn: { type: 'final' },
    done: { type: 'final' },
  },
  output: ({ context }) =>
    context.token && context.artisanId ? { token: context.token, artisanId: context.artisanId } : null,
});
