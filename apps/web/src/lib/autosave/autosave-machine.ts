import { and, or, stateIn, type MachineContext } from 'xstate';
import { isApiError } from '../http/api-error';

/*
 * What the autosaving screens' machines (the evaluation's and the Green List's) share: the timing of
 * their saves, the stand-in for the calls the screen provides, and how a failed save is told apart.
 */

/** SPEC.md (issue): answers are saved after this much idle time, and at once on a change of tab or section. */
export const AUTOSAVE_DELAY_MS = 800;

/** A failed autosave is tried again after 2 s, 4 s, 8 s... up to 30 s between tries. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1));
}

/** An actor's stand-in until the screen (or a test) provides the real call. */
export const notProvided = async (): Promise<never> => {
  throw new Error('not provided');
};

/** A refusal that trying again will not change (a 4xx other than a timeout or a rate limit). */
export function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);
}

/** What a failed autosave leaves: its error, one more failure in a row, no save under way. */
export function failedSave(context: { failures: number }, error: unknown) {
  return { saveError: error, failures: context.failures + 1, inFlight: null };
}

/**
 * The autosave region's states after a failed save: tried again after a growing pause (or at once
 * when asked), or, refused for good, kept until the user asks again or changes something.
 */
export const retryingStates = {
  retrying: {
    after: { retry: 'saving' },
    on: { FLUSH: 'saving', RETRY: 'saving' },
  },
  blocked: {
    on: { RETRY: 'saving', EDITED: 'dirty' },
  },
} as const;

/**
 * The guards of a step that needs everything saved first, for an autosave region named `autosave`
 * under the state `region`: `allSaved` (nothing left to save, no save under way) and `saveFailed`
 * (the save is waiting to be tried again, or was refused).
 */
export function autosaveGuards<TContext extends MachineContext>(
  region: string,
  nothingLeft: (context: TContext) => boolean,
) {
  return {
    allSaved: and([
      ({ context }: { context: TContext }) => nothingLeft(context),
      stateIn({ [region]: { autosave: 'idle' } }),
    ]),
    saveFailed: or([
      stateIn({ [region]: { autosave: 'retrying' } }),
      stateIn({ [region]: { autosave: 'blocked' } }),
    ]),
  };
}

/**
 * A step that needs everything saved first (validating, sending): it saves what waits at once, then
 * goes on to `then`, or back to `back` with the failed save's error shown. The machine provides the
 * action `flush` (raises FLUSH) and `showSaveError`, and the guards of `autosaveGuards`.
 */
export function savingFirst(then: string, back: string) {
  return {
    entry: 'flush',
    always: [
      { guard: 'allSaved', target: then },
      { guard: 'saveFailed', target: back, actions: 'showSaveError' },
    ],
  } as const;
}

/** The params of a guard or action about an actor's error: the error itself. */
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/**
 * The autosave's answers to a refused save: a screen out of date (the machine's guard `stale`) reads
 * again at `reload`, the message shown; a refusal for good waits in `blocked`; anything else is tried
 * again from `retrying`. The machine provides the guard `permanent` and the actions `saveOutdated`
 * and `saveFailed` (each given the error).
 */
export function saveRefused<TStale extends string>(stale: TStale, reload: string) {
  return [
    {
      guard: { type: stale, params: errorOf },
      target: reload,
      actions: { type: 'saveOutdated', params: errorOf },
    },
    {
      guard: { type: 'permanent', params: errorOf },
      target: 'blocked',
      actions: { type: 'saveFailed', params: errorOf },
    },
    { target: 'retrying', actions: { type: 'saveFailed', params: errorOf } },
  ] as const;
}

/**
 * A step's refused call (validating, sending): a screen out of date (the machine's guard `stale`)
 * reads again at `reload`; otherwise back to `back`. Either way the message is shown by the
 * machine's action `showError` (given the error).
 */
export function callRefused<TStale extends string>(stale: TStale, reload: string, back: string) {
  return [
    {
      guard: { type: stale, params: errorOf },
      target: reload,
      actions: { type: 'showError', params: errorOf },
    },
    { target: back, actions: { type: 'showError', params: errorOf } },
  ] as const;
}

/** The autosave's delays: the idle time before a save, and the pause before trying a failed one again. */
export const autosaveDelays = {
  autosave: ({ context }: { context: { autosaveMs: number } }) => context.autosaveMs,
  retry: ({ context }: { context: { failures: number } }) => retryDelayMs(context.failures),
};

/** The autosave's part of a machine's first context: nothing saved or failed yet. */
export function autosaveStart(input: { autosaveMs?: number }) {
  return {
    inFlight: null,
    failures: 0,
    saveError: undefined,
    error: undefined,
    saved: false,
    autosaveMs: input.autosaveMs ?? AUTOSAVE_DELAY_MS,
  };
}
