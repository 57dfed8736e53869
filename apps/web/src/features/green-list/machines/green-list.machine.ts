import { and, assign, fromPromise, not, raise, setup, stateIn } from 'xstate';
import { greenListCatalogue, type GreenListCatalogue } from '@artisans/domain/green-list-catalogue';
import type { GreenListLifecycleEventType } from '@artisans/domain/green-list-lifecycle.machine';
import { sendProblems, type GreenListAnswer, type GreenListSheet } from '@artisans/domain/green-list-rules';
import {
  autosaveDelays,
  autosaveGuards,
  autosaveStart,
  callRefused,
  failedSave,
  isPermanent,
  notProvided,
  retryDelayMs,
  retryingStates,
  saveRefused,
  savingFirst,
} from '../../../lib/autosave/autosave-machine';
import { isApiError } from '../../../lib/http/api-error';
import { isGreenListNotAvailable, type GreenListView } from '../api/get-green-list';
import type { GreenListPatch } from '../api/save-green-list-answers';
import {
  mayChange,
  mayEditMaterialList,
  patchOf,
  resumeStep,
  sheetOfView,
  withAnswer,
  withMaterialEdit,
  withPatch,
  type AnswerTarget,
  type GreenListStep,
  type MaterialEdit,
} from './green-list-sheet';

export { retryDelayMs };

/** A review step of the foundation, with what it carries. */
export type ReviewStep =
  | { step: 'START_REVIEW' }
  | { step: 'ASK_FOR_INFORMATION'; missing: string; codes: string[] }
  | { step: 'COMPLETE'; comment: string };

export type ReviewStepType = ReviewStep['step'];

export type GreenListContext = {
  /** The Green List as the server last answered it (with its ETag); null until the first read. */
  view: GreenListView | null;
  /** The answers as the artisan sees them: the server's, with the changes not saved yet on top. */
  draft: GreenListSheet;
  /** The patch of the save under way. */
  inFlight: GreenListPatch | null;
  /** The step shown; null until the first read says where to resume. */
  step: GreenListStep | null;
  /** Autosaves failed in a row. */
  failures: number;
  /** Why the last autosave failed; cleared by the next one that works. */
  saveError: unknown;
  /** The last refused read, sending or review step (or the 409/412 that made the screen read again). */
  error: unknown;
  /** Something was saved during this visit: the screen says "All changes saved". */
  saved: boolean;
  /** The review step asked for and waiting for its confirmation (its form). */
  reviewStep: ReviewStepType | null;
  autosaveMs: number;
};

export type GreenListEvent =
  | { type: 'ANSWER'; target: AnswerTarget; answer: GreenListAnswer | undefined }
  | { type: 'MATERIAL'; edit: MaterialEdit }
  | { type: 'GO'; step: GreenListStep }
  /** Asks to send: a confirmation first (sending cannot be undone). */
  | { type: 'SEND' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** Tries again what failed: the read, or a save that was refused. */
  | { type: 'RETRY' }
  /** Saves now what waits for the idle time (leaving the page, changing section, sending). */
  | { type: 'FLUSH' }
  /** Staff: opens the form of a review step (what is missing, the closing comment). */
  | { type: 'OPEN_REVIEW'; step: ReviewStepType }
  /** Staff: takes a review step (at once for START_REVIEW, else from its form). */
  | { type: 'REVIEW'; review: ReviewStep }
  /** Internal: a change that can be saved was made. */
  | { type: 'EDITED' };

export type GreenListInput = {
  /** The step this device last showed (the summary, a section); else the first incomplete one. */
  step?: GreenListStep | null;
  autosaveMs?: number;
};

const catalogueOf = (view: GreenListView | null): GreenListCatalogue =>
  greenListCatalogue(view?.catalogueVersion ?? undefined);

/** What the server does not have yet; null when it has everything. */
export function pendingPatch(context: Pick<GreenListContext, 'view' | 'draft'>): GreenListPatch | null {
  if (!context.view) return null;
  return patchOf(catalogueOf(context.view), context.draft, sheetOfView(context.view));
}

/**
 * The screen is out of date: changed on another device (412, the ETag held is not the latest), or
 * moved on (409: sent from another tab, reviewed meanwhile). Reading it again shows where it stands.
 */
const isStale = (error: unknown) => isApiError(error) && (error.status === 412 || error.status === 409);

/** After a read: the artisan's unsaved changes go on top of what the server has, while it is editable. */
function adopt(context: GreenListContext, view: GreenListView): Partial<GreenListContext> {
  const pending = pendingPatch(context);
  const fresh = sheetOfView(view);
  return {
    view,
    draft: view.editable ? withPatch(fresh, pending) : fresh,
    inFlight: null,
    step: context.step ?? resumeStep(view.completion),
  };
}

const stepAllowed = (context: GreenListContext, step: GreenListLifecycleEventType) =>
  context.view?.allowedActions.includes(step) === true;

/**
 * "My Green List" and the foundation's review of it (SPEC.md sections 2 to 5), mirroring the
 * server's lifecycle (docs/green-list-lifecycle.md): AVAILABLE, IN PROGRESS and PENDING are
 * `answering` for the artisan; SUBMITTED, IN REVIEWAL, COMPLETE (and any Green List staff open) are
 * `readOnly`, where the foundation takes its review steps.
 *
 * loading --not selected yet--> notAvailable (SPEC.md section 2's popup) ; --error--> loadFailed --RETRY--> loading
 * loading --editable--> answering ; --otherwise--> readOnly
 * answering (parallel):
 *   autosave: idle --EDITED--> dirty --800 ms idle or FLUSH--> saving --> (still dirty? saving : idle)
 *             saving --error--> retrying (2 s, 4 s, ... then saving) | blocked (a 4xx: RETRY or a new edit)
 *             saving --412 or 409--> loading (changed elsewhere: read again, the unsaved input on top)
 *   flow:     idle --SEND (nothing stops it)--> confirming --CONFIRM--> sending (save first, then send)
 *             --> readOnly ; --CANCEL--> idle ; sending --400--> idle (what stops it is shown)
 * readOnly: idle --REVIEW START_REVIEW--> reviewing ; --OPEN_REVIEW--> confirmingReview --REVIEW--> reviewing
 *           reviewing --> readOnly (or answering) ; --412/409--> loading
 *
 * The calls are actors given by the screen (or tests); every change names the ETag held (If-Match).
 */
export const greenListMachine = setup({
  types: {
    context: {} as GreenListContext,
    events: {} as GreenListEvent,
    input: {} as GreenListInput,
  },
  actors: {
    load: fromPromise<GreenListView, void>(notProvided),
    save: fromPromise<GreenListView, { patch: GreenListPatch; version: string | null }>(notProvided),
    submit: fromPromise<GreenListView, { version: string | null }>(notProvided),
    review: fromPromise<GreenListView, { review: ReviewStep; version: string | null }>(notProvided),
  },
  actions: {
    /** The step shown changed: the screen remembers it on this device and moves the focus. */
    stepChanged: (_, _params: { step: GreenListStep }) => undefined,
    /** The Green List was sent. */
    sent: () => undefined,
    /** A review step was taken. */
    reviewed: (_, _params: { step: ReviewStepType }) => undefined,
    flush: raise({ type: 'FLUSH' }),
    showSaveError: assign({ error: ({ context }) => context.saveError }),
    showError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    saveOutdated: assign((_, params: { error: unknown }) => ({ error: params.error, inFlight: null })),
    saveFailed: assign(({ context }, params: { error: unknown }) => failedSave(context, params.error)),
  },
  guards: {
    editable: ({ context }) => context.view?.editable === true,
    hasPending: ({ context }) => pendingPatch(context) !== null,
    ...autosaveGuards<GreenListContext>('answering', (context) => pendingPatch(context) === null),
    stale: (_, params: { error: unknown }) => isStale(params.error),
    permanent: (_, params: { error: unknown }) => isPermanent(params.error),
    notAvailable: (_, params: { error: unknown }) => isGreenListNotAvailable(params.error),
    mayAnswer: ({ context, event }) => event.type === 'ANSWER' && mayChange(context.view, event.target),
    mayEditMaterials: ({ context }) => mayEditMaterialList(context.view),
    canSend: ({ context }) =>
      context.view?.editable === true && sendProblems(catalogueOf(context.view), context.draft).length === 0,
    mayOpenReview: ({ context, event }) =>
      event.type === 'OPEN_REVIEW' && event.step !== 'START_REVIEW' && stepAllowed(context, event.step),
    mayReview: ({ context, event }) => event.type === 'REVIEW' && stepAllowed(context, event.review.step),
    startsReview: ({ event }) => event.type === 'REVIEW' && event.review.step === 'START_REVIEW',
  },
  delays: autosaveDelays,
}).createMachine({
  id: 'greenList',
  context: ({ input }) => ({
    view: null,
    draft: { answers: {}, materials: [] },
    step: input.step ?? null,
    reviewStep: null,
    ...autosaveStart(input),
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'load',
        onDone: [
          {
            guard: ({ event }) => event.output.editable,
            target: 'answering',
            actions: assign(({ context, event }) => adopt(context, event.output)),
          },
          {
            target: 'readOnly',
            actions: assign(({ context, event }) => adopt(context, event.output)),
          },
        ],
        onError: [
          {
            guard: { type: 'notAvailable', params: ({ event }) => ({ error: event.error }) },
            target: 'notAvailable',
          },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
    /** The artisan's evaluation is not selected yet: no Green List to show (SPEC.md section 2). */
    notAvailable: {},
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: undefined }) } },
    },
    answering: {
      type: 'parallel',
      on: {
        ANSWER: {
          guard: and(['mayAnswer', not(stateIn({ answering: { flow: 'sending' } }))]),
          actions: [
            assign({ draft: ({ context, event }) => withAnswer(context.draft, event.target, event.answer) }),
            raise({ type: 'EDITED' }),
          ],
        },
        MATERIAL: {
          guard: and(['mayEditMaterials', not(stateIn({ answering: { flow: 'sending' } }))]),
          actions: [
            assign({ draft: ({ context, event }) => withMaterialEdit(context.draft, event.edit) }),
            raise({ type: 'EDITED' }),
          ],
        },
        GO: {
          actions: [
            assign({ step: ({ event }) => event.step, error: undefined }),
            { type: 'stepChanged', params: ({ event }) => ({ step: event.step }) },
            raise({ type: 'FLUSH' }),
          ],
        },
      },
      states: {
        autosave: {
          initial: 'check',
          states: {
            check: { always: [{ guard: 'hasPending', target: 'dirty' }, { target: 'idle' }] },
            idle: {
              on: {
                EDITED: { guard: 'hasPending', target: 'dirty' },
                FLUSH: { guard: 'hasPending', target: 'saving' },
              },
            },
            dirty: {
              after: { autosave: 'saving' },
              on: { EDITED: { target: 'dirty', reenter: true }, FLUSH: 'saving' },
            },
            saving: {
              entry: assign({ inFlight: ({ context }) => pendingPatch(context) }),
              invoke: {
                src: 'save',
                input: ({ context }) => ({
                  patch: context.inFlight ?? { answers: {} },
                  version: context.view?.version ?? null,
                }),
                onDone: {
                  target: 'afterSave',
                  actions: assign({
                    view: ({ event }) => event.output,
                    inFlight: null,
                    failures: 0,
                    saveError: undefined,
                    saved: true,
                  }),
                },
                // Changed on another device or sent meanwhile: read it again, the input stays on top.
                onError: saveRefused('stale', '#greenList.loading'),
              },
            },
            afterSave: {
              always: [
                // Answers and the material list as the server has them: the view is current.
                { guard: 'hasPending', target: 'saving' },
                { target: 'idle' },
              ],
            },
            ...retryingStates,
          },
        },
        flow: {
          initial: 'idle',
          states: {
            idle: {
              on: { SEND: { guard: 'canSend', target: 'confirming', actions: assign({ error: undefined }) } },
            },
            confirming: {
              on: { CONFIRM: 'sending', CANCEL: 'idle' },
            },
            /** Edits wait while the Green List is being sent. */
            sending: {
              initial: 'saving',
              states: {
                saving: savingFirst('calling', '#greenList.answering.flow.idle'),
                calling: {
                  invoke: {
                    src: 'submit',
                    input: ({ context }) => ({ version: context.view?.version ?? null }),
                    onDone: {
                      target: '#greenList.readOnly',
                      actions: [assign(({ context, event }) => adopt(context, event.output)), 'sent'],
                    },
                    onError: callRefused('stale', '#greenList.loading', '#greenList.answering.flow.idle'),
                  },
                },
              },
            },
          },
        },
      },
    },
    readOnly: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            REVIEW: {
              guard: and(['mayReview', 'startsReview']),
              target: 'reviewing',
              actions: assign({ error: undefined }),
            },
            OPEN_REVIEW: {
              guard: 'mayOpenReview',
              target: 'confirmingReview',
              actions: assign({ reviewStep: ({ event }) => event.step, error: undefined }),
            },
          },
        },
        /** The form of a step that carries a text (what is missing; the closing comment). */
        confirmingReview: {
          on: {
            REVIEW: {
              guard: and(['mayReview', ({ context, event }) => event.review.step === context.reviewStep]),
              target: 'reviewing',
            },
            CANCEL: { target: 'idle', actions: assign({ reviewStep: null, error: undefined }) },
          },
        },
        reviewing: {
          invoke: {
            src: 'review',
            input: ({ context, event }) => ({
              review: (event as Extract<GreenListEvent, { type: 'REVIEW' }>).review,
              version: context.view?.version ?? null,
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({ ...adopt(context, event.output), reviewStep: null })),
                {
                  type: 'reviewed',
                  params: ({ event }) => ({ step: reviewedStep(event.output) }),
                },
              ],
            },
            onError: [
              {
                guard: { type: 'stale', params: ({ event }) => ({ error: event.error }) },
                target: '#greenList.loading',
                actions: assign({ error: ({ event }) => event.error, reviewStep: null }),
              },
              {
                // A form stays open with its message; a refused start goes back to the page.
                guard: ({ context }) => context.reviewStep !== null,
                target: 'confirmingReview',
                actions: assign({ error: ({ event }) => event.error }),
              },
              { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
            ],
          },
        },
      },
    },
  },
});

/** The step a review answer shows was taken, from the status it reached. */
function reviewedStep(view: GreenListView): ReviewStepType {
  switch (view.status) {
    case 'PENDING':
      return 'ASK_FOR_INFORMATION';
    case 'COMPLETE':
      return 'COMPLETE';
    case 'AVAILABLE':
    case 'IN PROGRESS':
    case 'SUBMITTED':
    case 'IN REVIEWAL':
      return 'START_REVIEW';
    default: {
      const unexpected: never = view.status;
      return unexpected;
    }
  }
}
