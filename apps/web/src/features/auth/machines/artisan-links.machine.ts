import { assign, fromPromise, setup } from 'xstate';
import { destinationOf, type ArtisanLink, type LinkDestination } from '../utils/artisan-links';
import {
  editingPassword,
  notProvided,
  resetHashOf,
  resetPasswordActor,
  resetPasswordInput,
  submitsValidPassword,
  type LinkEvent,
  type PasswordEvent,
} from './link-machine-parts';

export { ARTISAN_LINK_PARAMS, destinationOf, pickArtisanLink } from '../utils/artisan-links';
export type { ArtisanLink, LinkDestination } from '../utils/artisan-links';

/** How a link ends when it logs the artisan in. */
export type LinkLogin = { token: string; destination: LinkDestination; artisanId: string };

/** SPEC.md section 9: hash handling waits 1 second after the page loads. */
export const LINK_DELAY_MS = 1000;

type Context = {
  link: ArtisanLink | undefined;
  email: string | undefined;
  artisanId: string | undefined;
  loginProof: string | undefined;
  destination: LinkDestination;
  token: string | undefined;
  error: unknown;
};

export type ArtisanLinksEvent = LinkEvent;

const NO_ERROR = { error: undefined };

/**
 * The mailed links of the artisan login page, handled about 1 second after load. Errors of the
 * hash calls are swallowed (the page stays as it is); errors of a password the artisan typed are
 * shown in the popup. The calls are actors, given by the page (or by tests).
 */
export const artisanLinksMachine = setup({
  types: {
    context: {} as Context,
    events: {} as ArtisanLinksEvent,
    input: {} as { link: ArtisanLink | undefined },
    output: {} as LinkLogin | null,
  },
  actors: {
    confirmEmail: fromPromise<{ email: string }, { hashEmail: string }>(notProvided),
    sendCreatedEmail: fromPromise<void, { email: string }>(notProvided),
    getInvite: fromPromise<{ id: string; email: string }, { hashInvite: string }>(notProvided),
    createPassword: fromPromise<
      { id: string; loginProof: string; goto: string | undefined },
      { hash: string; id: string; password: string; confirmation: string; goto: string | undefined }
    >(notProvided),
    getArtisanByHash: fromPromise<string, { hash: string }>(notProvided),
    resetPassword: resetPasswordActor,
    getGoTo: fromPromise<{ id: string; loginProof: string }, { hash: string }>(notProvided),
    autoLogin: fromPromise<string, { id: string; loginProof: string }>(notProvided),
  },
  guards: {
    confirmsEmail: ({ context }) => context.link?.kind === 'confirm-email',
    invites: ({ context }) => context.link?.kind === 'invite',
    resetsPassword: ({ context }) => context.link?.kind === 'reset-password',
    goesTo: ({ context }) => context.link?.kind === 'go-to',
    passwordValid: submitsValidPassword,
  },
}).createMachine({
  id: 'artisanLinks',
  context: ({ input }) => ({
    link: input.link,
    email: undefined,
    artisanId: undefined,
    loginProof: undefined,
    destination: 'artisan home',
    token: undefined,
    error: undefined,
  }),
  initial: 'waiting',
  states: {
    waiting: {
      always: { guard: ({ context }) => context.link === undefined, target: 'done' },
      after: { [LINK_DELAY_MS]: 'deciding' },
    },
    deciding: {
      always: [
        { guard: 'confirmsEmail', target: 'confirmingEmail' },
        { guard: 'invites', target: 'loadingInvite' },
        { guard: 'resetsPassword', target: 'loadingReset' },
        { guard: 'goesTo', target: 'resolvingGoTo' },
        { target: 'done' },
      ],
    },

    confirmingEmail: {
      invoke: {
        src: 'confirmEmail',
        input: ({ context }) => ({
          hashEmail: context.link?.kind === 'confirm-email' ? context.link.hashEmail : '',
        }),
        onDone: {
          target: 'sendingCreatedEmail',
          actions: assign({ email: ({ event }) => event.output.email }),
        },
        onError: 'done',
      },
    },
    // SPEC.md section 2: email confirmation triggers the created-email call; then the artisan logs in.
    sendingCreatedEmail: {
      invoke: {
        src: 'sendCreatedEmail',
        input: ({ context }) => ({ email: context.email ?? '' }),
        onDone: 'emailConfirmed',
        onError: 'emailConfirmed',
      },
    },
    emailConfirmed: { on: { DISMISS: 'done' } },

    loadingInvite: {
      invoke: {
        src: 'getInvite',
        input: ({ context }) => ({
          hashInvite: context.link?.kind === 'invite' ? context.link.hashInvite : '',
        }),
        onDone: {
          target: 'creatingPassword',
          actions: assign({
            artisanId: ({ event }) => event.output.id,
            email: ({ event }) => event.output.email,
          }),
        },
        onError: 'done',
      },
    },
    creatingPassword: {
      initial: 'editing',
      on: { CANCEL: '#artisanLinks.done' },
      states: {
        editing: editingPassword,
        saving: {
          invoke: {
            src: 'createPassword',
            input: ({ context, event }) => {
              const { password, confirmation } = event as PasswordEvent;
              const link = context.link;
              return {
                hash: link?.kind === 'invite' ? link.hashInvite : '',
                id: context.artisanId ?? '',
                password,
                confirmation,
                goto: link?.kind === 'invite' ? link.goTo : undefined,
              };
            },
            onDone: {
              target: '#artisanLinks.autoLogin',
              actions: assign(({ context, event }) => ({
                artisanId: event.output.id,
                loginProof: event.output.loginProof,
                destination: destinationOf(
                  event.output.goto ?? (context.link?.kind === 'invite' ? context.link.goTo : undefined),
                ),
                ...NO_ERROR,
              })),
            },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },

    loadingReset: {
      invoke: {
        src: 'getArtisanByHash',
        input: ({ context }) => ({ hash: resetHashOf(context.link) }),
        onDone: { target: 'resettingPassword', actions: assign({ artisanId: ({ event }) => event.output }) },
        onError: 'done',
      },
    },
    resettingPassword: {
      initial: 'editing',
      on: { CANCEL: '#artisanLinks.done' },
      states: {
        editing: editingPassword,
        saving: {
          invoke: {
            src: 'resetPassword',
            input: ({ context, event }) => resetPasswordInput(context.link, context.artisanId, event),
            onDone: { target: '#artisanLinks.passwordChanged', actions: assign(NO_ERROR) },
            onError: { target: 'editing', actions: assign({ error: ({ event }) => event.error }) },
          },
        },
      },
    },
    passwordChanged: { on: { DISMISS: 'done' } },

    resolvingGoTo: {
      invoke: {
        src: 'getGoTo',
        input: ({ context }) => ({ hash: context.link?.kind === 'go-to' ? context.link.hash : '' }),
        onDone: {
          target: 'autoLogin',
          actions: assign(({ context, event }) => ({
            artisanId: event.output.id,
            loginProof: event.output.loginProof,
            destination: context.link?.kind === 'go-to' ? context.link.target : 'artisan home',
          })),
        },
        onError: 'done',
      },
    },

    autoLogin: {
      invoke: {
        src: 'autoLogin',
        input: ({ context }) => ({ id: context.artisanId ?? '', loginProof: context.loginProof ?? '' }),
        onDone: { target: 'loggedIn', actions: assign({ token: ({ event }) => event.output }) },
        onError: 'done',
      },
    },

    loggedIn: { type: 'final' },
    done: { type: 'final' },
  },
  output: ({ context }) =>
    context.token && context.artisanId
      ? { token: context.token, destination: context.destination, artisanId: context.artisanId }
      : null,
});
