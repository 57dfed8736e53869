import { and, assign, fromPromise, not, raise, setup, stateIn } from 'xstate';
import type { CriterionId, QuestionNumber } from '@artisans/domain/criteria';
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
import {
  criterionAfter,
  criterionAnswered,
  firstOpenCriterion,
  isComplete,
  mergePending,
  missingOf,
  pendingOf,
  saveableAnswers,
  unvalidatedCriterion,
  type Choice,
  type Draft,
  type SaveableAnswers,
  type SheetView,
} from './evaluation-sheet';

export { retryDelayMs };

export type EvaluationContext = {
  /** The evaluation as the server last answered it; null until the first read. */
  sheet: SheetView | null;
  /** The answers as the user sees them: the server's, with the changes not saved yet on top. */
  draft: Draft;
  /** Criteria with changes the server does not have yet, oldest first. */
  dirty: CriterionId[];
  /** Counts the changes per criterion: a save answers for the changes made before it started. */
  revisions: Partial<Record<CriterionId, number>>;
  inFlight: { criterion: CriterionId; revision: number } | null;
  /** The criterion shown. */
  tab: CriterionId | null;
  /** Autosaves failed in a row. */
  failures: number;
  /** Why the last autosave failed; cleared by the next one that works. */
  saveError: unknown;
  /** The last refused read, validation, sending or endorsement (or the 409 that locked the screen). */
  error: unknown;
  /** Something was saved during this visit: the screen says "Saved". */
  saved: boolean;
  autosaveMs: number;
};

export type EvaluationEvent =
  | { type: 'ANSWER'; criterion: CriterionId; question: QuestionNumber; choice: Choice }
  | { type: 'COMMENT'; criterion: CriterionId; question: QuestionNumber; comment: string }
  | { type: 'SELECT'; criterion: CriterionId }
  /** Validates the criterion shown, then opens the next one. */
  | { type: 'VALIDATE' }
  /** Asks to send: a confirmation first. */
  | { type: 'SEND' }
  /** Confirms what was asked: the sending, or the endorsement. */
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** Asks to endorse: a confirmation first. */
  | { type: 'ENDORSE' }
  /** Tries again what failed: the read, or a save that was refused. */
  | { type: 'RETRY' }
  /** Saves now what waits for the idle time (leaving the page, validating, sending). */
  | { type: 'FLUSH' }
  /** Internal: a change that can be saved was made. */
  | { type: 'EDITED' };

export type EvaluationInput = {
  /** Changes kept on this device from an earlier visit that the server may not have. */
  pending?: Draft;
  autosaveMs?: number;
};

/**
 * A refusal that says the screen is out of date: sent elsewhere (409), or no longer this user's to
 * write (403: another member started the evaluation meanwhile). Reading it again shows why.
 */
const isOutdated = (error: unknown) => isApiError(error) && (error.status === 409 || error.status === 403);

/** An endorsement refused because the evaluation changed since it was read (412), or moved on (409). */
const isStale = (error: unknown) => isApiError(error) && (error.status === 412 || isOutdated(error));

function withAnswer(
  draft: Draft,
  criterion: CriterionId,
  question: QuestionNumber,
  change: { choice?: Choice; comment?: string },
): Draft {
  const current = draft[criterion]?.[question] ?? { choice: null, comment: '' };
  return { ...draft, [criterion]: { ...draft[criterion], [question]: { ...current, ...change } } };
}

/** A change to save: the criterion is dirty (once, in the order of the first change), and one revision more. */
function edited(
  context: EvaluationContext,
  criterion: CriterionId,
  draft: Draft,
): Partial<EvaluationContext> {
  return {
    draft,
    dirty: context.dirty.includes(criterion) ? context.dirty : [...context.dirty, criterion],
    revisions: { ...context.revisions, [criterion]: (context.revisions[criterion] ?? 0) + 1 },
  };
}

/** The action `pendingChanged` with what the server does not have yet, as the context now stands. */
const reportPending = {
  type: 'pendingChanged',
  params: ({ context }: { context: EvaluationContext }) => ({
    pending: pendingOf(context.draft, context.sheet?.answers ?? {}),
  }),
} as const;

/** After a read: the user's unsaved changes go on top of what the server has, where still allowed. */
function adopt(context: EvaluationContext, sheet: SheetView): Partial<EvaluationContext> {
  // What the user changed that the server did not have: all of the draft before the first read.
  const pending = context.sheet ? pendingOf(context.draft, context.sheet.answers) : context.draft;
  const { draft, dirty } = mergePending(sheet, pending);
  const visible = (criterion: CriterionId | null) =>
    criterion !== null &&
    (!sheet.editable || sheet.criteria.some((item) => item.id === criterion && item.open));
  return {
    sheet,
    draft,
    dirty,
    inFlight: null,
    tab: visible(context.tab) ? context.tab : firstOpenCriterion(sheet),
  };
}

/**
 * The evaluation screen (SPEC.md sections 2, 3 and 5), for the staff evaluation and the artisan's
 * self-assessment alike:
 *
 * loading --editable--> editing ; --otherwise--> locked ; --error--> loadFailed --RETRY--> loading
 * editing (parallel):
 *   autosave: idle --EDITED--> dirty --800 ms idle or FLUSH--> saving --> (more dirty? saving : idle)
 *             saving --error--> retrying (2 s, 4 s, ... then saving) | blocked (a 4xx: RETRY or a new edit)
 *             saving --409 or 403--> loading (read again: sent from another tab, or started by another
 *                                 member meanwhile; the screen locks with the message)
 *   flow:     idle --VALIDATE--> validating (save first, then validate: the next criterion opens) --> idle
 *             idle --SEND--> confirming --CONFIRM--> submitting (save, validate the last criterion
 *                                       if it is not yet, then send) --> locked
 *                                       --CANCEL--> idle
 * locked --ENDORSE (a network member)--> confirmingEndorsement --CONFIRM--> endorsing --> locked
 *                                          --CANCEL--> locked ; endorsing --412/409/403--> loading
 * (the same from editing's flow, for a network member who may still correct it before endorsing)
 *
 * Answers live in the context and are never dropped by a failed save: they stay dirty and are
 * saved again; the screen also keeps them on the device (`pendingChanged`) until the server has
 * them, so closing the browser loses nothing. The calls are actors given by the screen (or tests).
 */
export const evaluationMachine = setup({
  types: {
    context: {} as EvaluationContext,
    events: {} as EvaluationEvent,
    input: {} as EvaluationInput,
  },
  actors: {
    load: fromPromise<SheetView, void>(notProvided),
    saveAnswers: fromPromise<SheetView, { criterion: CriterionId; answers: SaveableAnswers }>(notProvided),
    validateCriterion: fromPromise<SheetView, { criterion: CriterionId }>(notProvided),
    submit: fromPromise<SheetView, void>(notProvided),
    /** `version`: the ETag of the evaluation as the member read it. */
    endorse: fromPromise<SheetView, { version: string | null }>(notProvided),
  },
  actions: {
    /** The changes the server does not have yet (empty once it has them all): the screen keeps them. */
    pendingChanged: (_, _params: { pending: Draft }) => undefined,
    /** A criterion was validated; `next` is shown now (none after the last one). */
    criterionValidated: (_, _params: { criterion: CriterionId; next: CriterionId | null }) => undefined,
    /** The evaluation was sent. */
    sent: () => undefined,
    endorsed: () => undefined,
    flush: raise({ type: 'FLUSH' }),
    showSaveError: assign({ error: ({ context }) => context.saveError }),
    showError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    saveOutdated: assign((_, params: { error: unknown }) => ({ error: params.error, inFlight: null })),
    saveFailed: assign(({ context }, params: { error: unknown }) => failedSave(context, params.error)),
  },
  guards: {
    editable: ({ context }) => context.sheet?.editable === true,
    hasDirty: ({ context }) => context.dirty.length > 0,
    ...autosaveGuards<EvaluationContext>('editing', (context) => context.dirty.length === 0),
    outdated: (_, params: { error: unknown }) => isOutdated(params.error),
    stale: (_, params: { error: unknown }) => isStale(params.error),
    permanent: (_, params: { error: unknown }) => isPermanent(params.error),
    /** A change the server can store: the question has a level (a comment alone waits for one). */
    saveable: ({ context, event }) =>
      event.type === 'ANSWER' ||
      (event.type === 'COMMENT' && Boolean(context.draft[event.criterion]?.[event.question]?.choice)),
    openCriterion: ({ context, event }) =>
      (event.type === 'ANSWER' || event.type === 'COMMENT' || event.type === 'SELECT') &&
      context.sheet?.criteria.some((item) => item.id === event.criterion && item.open) === true,
    knownCriterion: ({ context, event }) =>
      event.type === 'SELECT' && context.sheet?.criteria.some((item) => item.id === event.criterion) === true,
    canValidate: ({ context }) => {
      const criterion = context.sheet?.criteria.find((item) => item.id === context.tab);
      return criterion?.open === true && criterionAnswered(context.draft, criterion.id);
    },
    canSend: ({ context }) =>
      context.sheet?.maySubmit === true && isComplete(missingOf(context.sheet.mode, context.draft)),
    mayEndorse: ({ context }) => context.sheet?.mayEndorse === true,
    lastUnvalidated: ({ context }) => context.sheet !== null && unvalidatedCriterion(context.sheet) !== null,
  },
  delays: autosaveDelays,
}).createMachine({
  id: 'evaluation',
  context: ({ input }) => ({
    sheet: null,
    draft: input.pending ?? {},
    dirty: [],
    revisions: {},
    tab: null,
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
            target: 'editing',
            actions: assign(({ context, event }) => adopt(context, event.output)),
          },
          { target: 'locked', actions: assign(({ context, event }) => adopt(context, event.output)) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: assign({ error: undefined }) } },
    },
    editing: {
      type: 'parallel',
      entry: reportPending,
      on: {
        ANSWER: {
          guard: and(['openCriterion', not(stateIn({ editing: { flow: 'busy' } }))]),
          actions: [
            assign(({ context, event }) =>
              edited(
                context,
                event.criterion,
                withAnswer(context.draft, event.criterion, event.question, { choice: event.choice }),
              ),
            ),
            raise({ type: 'EDITED' }),
            reportPending,
          ],
        },
        COMMENT: [
          {
            guard: and(['openCriterion', 'saveable', not(stateIn({ editing: { flow: 'busy' } }))]),
            actions: [
              assign(({ context, event }) =>
                edited(
                  context,
                  event.criterion,
                  withAnswer(context.draft, event.criterion, event.question, { comment: event.comment }),
                ),
              ),
              raise({ type: 'EDITED' }),
              reportPending,
            ],
          },
          {
            // No level yet: kept here and on the device, saved with the level once there is one.
            guard: and(['openCriterion', not(stateIn({ editing: { flow: 'busy' } }))]),
            actions: [
              assign(({ context, event }) => ({
                draft: withAnswer(context.draft, event.criterion, event.question, { comment: event.comment }),
              })),
              reportPending,
            ],
          },
        ],
        SELECT: {
          guard: 'openCriterion',
          actions: [assign({ tab: ({ event }) => event.criterion }), raise({ type: 'FLUSH' })],
        },
      },
      states: {
        autosave: {
          initial: 'check',
          states: {
            check: { always: [{ guard: 'hasDirty', target: 'dirty' }, { target: 'idle' }] },
            idle: {
              on: { EDITED: 'dirty', FLUSH: { guard: 'hasDirty', target: 'saving' } },
            },
            dirty: {
              after: { autosave: 'saving' },
              on: { EDITED: { target: 'dirty', reenter: true }, FLUSH: 'saving' },
            },
            saving: {
              entry: assign(({ context }) => {
                const criterion = context.dirty[0]!;
                return { inFlight: { criterion, revision: context.revisions[criterion] ?? 0 } };
              }),
              invoke: {
                src: 'saveAnswers',
                input: ({ context }) => ({
                  criterion: context.inFlight!.criterion,
                  answers: saveableAnswers(context.draft[context.inFlight!.criterion]),
                }),
                onDone: {
                  target: 'afterSave',
                  actions: [
                    assign(({ context, event }) => {
                      const { criterion, revision } = context.inFlight!;
                      // Changed again while saving: it stays dirty and is saved once more.
                      const settled = (context.revisions[criterion] ?? 0) === revision;
                      return {
                        sheet: event.output,
                        dirty: settled
                          ? context.dirty.filter((item) => item !== criterion)
                          : [...context.dirty.filter((item) => item !== criterion), criterion],
                        inFlight: null,
                        failures: 0,
                        saveError: undefined,
                        saved: true,
                      };
                    }),
                    reportPending,
                  ],
                },
                // Sent elsewhere (another tab), or another member's now: read it again; the message stays.
                onError: saveRefused('outdated', '#evaluation.loading'),
              },
            },
            afterSave: { always: [{ guard: 'hasDirty', target: 'saving' }, { target: 'idle' }] },
            ...retryingStates,
          },
        },
        flow: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                VALIDATE: {
                  guard: 'canValidate',
                  target: 'busy.validating',
                  actions: assign({ error: undefined }),
                },
                SEND: { guard: 'canSend', target: 'confirming', actions: assign({ error: undefined }) },
                ENDORSE: {
                  guard: and(['mayEndorse', 'allSaved']),
                  target: 'confirmingEndorsement',
                  actions: assign({ error: undefined }),
                },
              },
            },
            confirming: {
              on: { CONFIRM: 'busy.submitting', CANCEL: 'idle' },
            },
            /** Endorsing cannot be undone: the network member says so first. */
            confirmingEndorsement: {
              on: {
                CONFIRM: { guard: 'allSaved', target: '#evaluation.endorsing' },
                CANCEL: 'idle',
              },
            },
            /** Edits wait while a validation or the sending is under way. */
            busy: {
              initial: 'validating',
              states: {
                validating: {
                  initial: 'saving',
                  states: {
                    saving: savingFirst('calling', '#evaluation.editing.flow.idle'),
                    calling: {
                      invoke: {
                        src: 'validateCriterion',
                        input: ({ context }) => ({ criterion: context.tab! }),
                        onDone: {
                          target: '#evaluation.editing.flow.idle',
                          actions: [
                            {
                              type: 'criterionValidated',
                              params: ({ context }) => ({
                                criterion: context.tab!,
                                next: criterionAfter(context.tab!) ?? null,
                              }),
                            },
                            assign(({ context, event }) => ({
                              sheet: event.output,
                              tab: criterionAfter(context.tab!) ?? context.tab,
                            })),
                          ],
                        },
                        onError: callRefused(
                          'outdated',
                          '#evaluation.loading',
                          '#evaluation.editing.flow.idle',
                        ),
                      },
                    },
                  },
                },
                submitting: {
                  initial: 'saving',
                  states: {
                    saving: savingFirst('saved', '#evaluation.editing.flow.idle'),
                    /** Passed through at once: to `validatingLast`, or straight to `calling`. */
                    saved: {
                      always: [{ guard: 'lastUnvalidated', target: 'validatingLast' }, { target: 'calling' }],
                    },
                    /**
                     * Sent with the last criterion answered but never validated (the summary's send
                     * button is right under it): it is validated first, so that it gets its check too.
                     */
                    validatingLast: {
                      invoke: {
                        src: 'validateCriterion',
                        input: ({ context }) => ({ criterion: unvalidatedCriterion(context.sheet!)! }),
                        onDone: {
                          target: 'calling',
                          actions: assign({ sheet: ({ event }) => event.output }),
                        },
                        onError: callRefused(
                          'outdated',
                          '#evaluation.loading',
                          '#evaluation.editing.flow.idle',
                        ),
                      },
                    },
                    calling: {
                      invoke: {
                        src: 'submit',
                        onDone: [
                          {
                            // A network member who may still correct it before endorsing.
                            guard: ({ event }) => event.output.editable,
                            target: '#evaluation.editing.flow.idle',
                            actions: [assign({ sheet: ({ event }) => event.output }), 'sent'],
                          },
                          {
                            target: '#evaluation.locked',
                            actions: [assign({ sheet: ({ event }) => event.output }), 'sent'],
                          },
                        ],
                        onError: callRefused(
                          'outdated',
                          '#evaluation.loading',
                          '#evaluation.editing.flow.idle',
                        ),
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    locked: {
      entry: [
        assign(({ context }) => ({
          draft: context.sheet?.answers ?? {},
          dirty: [],
          inFlight: null,
        })),
        // Nothing can be saved any more: what was kept on the device goes.
        { type: 'pendingChanged', params: { pending: {} } },
      ],
      on: {
        SELECT: { guard: 'knownCriterion', actions: assign({ tab: ({ event }) => event.criterion }) },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            ENDORSE: {
              guard: 'mayEndorse',
              target: 'confirmingEndorsement',
              actions: assign({ error: undefined }),
            },
          },
        },
        /** Endorsing cannot be undone: the network member says so first. */
        confirmingEndorsement: {
          on: { CONFIRM: '#evaluation.endorsing', CANCEL: 'idle' },
        },
      },
    },
    endorsing: {
      invoke: {
        src: 'endorse',
        input: ({ context }) => ({ version: context.sheet?.staff?.version ?? null }),
        onDone: [
          {
            guard: ({ event }) => event.output.editable,
            target: 'editing',
            actions: [assign(({ context, event }) => adopt(context, event.output)), 'endorsed'],
          },
          {
            target: 'locked',
            actions: [assign(({ context, event }) => adopt(context, event.output)), 'endorsed'],
          },
        ],
        onError: [
          {
            // Changed or moved on since it was read: read it again (the message stays).
            guard: { type: 'stale', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
            actions: assign({ error: ({ event }) => event.error }),
          },
          { target: 'locked', actions: assign({ error: ({ event }) => event.error }) },
        ],
      },
    },
  },
});
