import { assign, fromPromise, setup } from 'xstate';
import { canSave, type ProfileValues } from '../components/profile/profile-rules';
import {
  FileSyncError,
  hasPendingFiles,
  NO_PENDING_FILES,
  type PendingFiles,
} from '../components/profile/sync-files';

/** Which step a failure happened in: the screen shows it beside the form, the files or the delete. */
export type ProfileFailure = 'profile' | 'files' | 'delete';

export type ArtisanProfileContext = {
  /** null while a new artisan is not created yet. */
  artisanId: string | null;
  currentYear: number;
  /** The values last sent to be saved. */
  values: ProfileValues | null;
  files: PendingFiles;
  /** A save was tried: the screen now marks what is missing. */
  attempted: boolean;
  /** The last save was refused here because mandatory information is missing. */
  incomplete: boolean;
  /** Created in this flow: the user is offered to begin the evaluation once it is saved whole. */
  created: boolean;
  offered: boolean;
  error: unknown;
  failedAt: ProfileFailure | undefined;
};

export type ArtisanProfileEvent =
  | { type: 'SAVE'; values: ProfileValues }
  | { type: 'FILES.ADD_PICTURES'; files: File[] }
  | { type: 'FILES.DROP_PICTURE'; index: number }
  | { type: 'FILES.REMOVE_PICTURE'; fileId: string }
  | { type: 'FILES.SET_DOCUMENT'; file: File }
  | { type: 'FILES.REMOVE_DOCUMENT' }
  | { type: 'DELETE' }
  /** After a save met someone else's, the person loaded the latest version (their input kept). */
  | { type: 'RELOADED' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'BEGIN_EVALUATION' }
  | { type: 'LATER' };

export type ArtisanProfileInput = { artisanId: string | null; currentYear: number };

const notProvided = async (): Promise<never> => {
  throw new Error('not provided');
};

/**
 * The artisan profile (SPEC.md sections 2, 4 and 5): add, then save, then send the files, then
 * offer to begin the evaluation; or edit and save; or delete after a confirmation.
 *
 * editing --SAVE (incomplete)--> editing ('Some mandatory information is missing')
 * editing --SAVE--> creating | updating --> sendingFiles (if any) --> saved --> offer (new) | editing
 *                        |                          |
 *                        +--error--> editing        +--error--> editing (profile saved, files still pending)
 * offer --BEGIN_EVALUATION--> evaluation; --LATER--> list
 * editing --DELETE--> confirmDelete --CONFIRM--> deleting --> deleted; --CANCEL--> editing
 *
 * The profile is saved before the files: a refused file leaves the saved profile as it is, and
 * the files not sent stay pending for the next save. A new artisan is offered the evaluation once
 * it is saved with its files. The calls are actors given by the screen (or by tests).
 */
export const artisanProfileMachine = setup({
  types: {
    context: {} as ArtisanProfileContext,
    events: {} as ArtisanProfileEvent,
    input: {} as ArtisanProfileInput,
  },
  actors: {
    createArtisan: fromPromise<{ id: string }, { values: ProfileValues }>(notProvided),
    updateArtisan: fromPromise<void, { id: string; values: ProfileValues }>(notProvided),
    syncFiles: fromPromise<void, { id: string; files: PendingFiles }>(notProvided),
    deleteArtisan: fromPromise<void, { id: string }>(notProvided),
  },
  actions: {
    /** The screen says 'The artisan has been saved.' (and, for a new one, moves to its address). */
    profileSaved: (_, _params: { artisanId: string; created: boolean }) => undefined,
    /** The screen reads the artisan again (its files changed, or some did not). */
    filesSettled: (_, _params: { artisanId: string }) => undefined,
  },
  guards: {
    incomplete: ({ context, event }) => event.type === 'SAVE' && !canSave(event.values, context.currentYear),
    isNew: ({ context }) => context.artisanId === null,
    noPendingFiles: ({ context }) => !hasPendingFiles(context.files),
    offerDue: ({ context }) => context.created && !context.offered,
    stored: ({ context }) => context.artisanId !== null,
  },
}).createMachine({
  id: 'artisanProfile',
  context: ({ input }) => ({
    artisanId: input.artisanId,
    currentYear: input.currentYear,
    values: null,
    files: NO_PENDING_FILES,
    attempted: false,
    incomplete: false,
    created: false,
    offered: false,
    error: undefined,
    failedAt: undefined,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        SAVE: [
          { guard: 'incomplete', actions: assign({ attempted: true, incomplete: true }) },
          {
            target: 'saving',
            actions: assign({
              values: ({ event }) => event.values,
              attempted: true,
              incomplete: false,
              error: undefined,
              failedAt: undefined,
            }),
          },
        ],
        'FILES.ADD_PICTURES': {
          actions: assign({
            files: ({ context, event }) => ({
              ...context.files,
              pictures: [...context.files.pictures, ...event.files],
            }),
          }),
        },
        'FILES.DROP_PICTURE': {
          actions: assign({
            files: ({ context, event }) => ({
              ...context.files,
              pictures: context.files.pictures.filter((_, index) => index !== event.index),
            }),
          }),
        },
        'FILES.REMOVE_PICTURE': {
          actions: assign({
            files: ({ context, event }) => ({
              ...context.files,
              removedPictures: [...new Set([...context.files.removedPictures, event.fileId])],
            }),
          }),
        },
        'FILES.SET_DOCUMENT': {
          actions: assign({ files: ({ context, event }) => ({ ...context.files, document: event.file }) }),
        },
        'FILES.REMOVE_DOCUMENT': {
          actions: assign({
            files: ({ context }) =>
              context.files.document !== null
                ? { ...context.files, document: null }
                : { ...context.files, removeDocument: true },
          }),
        },
        DELETE: { guard: 'stored', target: 'confirmDelete' },
        RELOADED: { actions: assign({ error: undefined, failedAt: undefined }) },
      },
    },
    /** Passed through at once: a new artisan is created, one stored already updated. */
    saving: {
      always: [{ guard: 'isNew', target: 'creating' }, { target: 'updating' }],
    },
    creating: {
      invoke: {
        src: 'createArtisan',
        input: ({ context }) => ({ values: context.values! }),
        onDone: {
          target: 'profileSaved',
          actions: [
            assign({ artisanId: ({ event }) => event.output.id, created: true }),
            {
              type: 'profileSaved',
              params: ({ event }) => ({ artisanId: event.output.id, created: true }),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => event.error, failedAt: 'profile' }),
        },
      },
    },
    updating: {
      invoke: {
        src: 'updateArtisan',
        input: ({ context }) => ({ id: context.artisanId!, values: context.values! }),
        onDone: {
          target: 'profileSaved',
          actions: {
            type: 'profileSaved',
            params: ({ context }) => ({ artisanId: context.artisanId!, created: false }),
          },
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => event.error, failedAt: 'profile' }),
        },
      },
    },
    profileSaved: {
      always: [{ guard: 'noPendingFiles', target: 'saved' }, { target: 'sendingFiles' }],
    },
    sendingFiles: {
      invoke: {
        src: 'syncFiles',
        input: ({ context }) => ({ id: context.artisanId!, files: context.files }),
        onDone: {
          target: 'saved',
          actions: [
            assign({ files: NO_PENDING_FILES }),
            { type: 'filesSettled', params: ({ context }) => ({ artisanId: context.artisanId! }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({
              files: ({ context, event }) =>
                event.error instanceof FileSyncError ? event.error.remaining : context.files,
              error: ({ event }) => (event.error instanceof FileSyncError ? event.error.reason : event.error),
              failedAt: 'files',
            }),
            { type: 'filesSettled', params: ({ context }) => ({ artisanId: context.artisanId! }) },
          ],
        },
      },
    },
    saved: {
      always: [{ guard: 'offerDue', target: 'offer' }, { target: 'editing' }],
    },
    offer: {
      entry: assign({ offered: true }),
      on: { BEGIN_EVALUATION: 'evaluation', LATER: 'list' },
    },
    confirmDelete: {
      on: { CONFIRM: 'deleting', CANCEL: 'editing' },
    },
    deleting: {
      invoke: {
        src: 'deleteArtisan',
        input: ({ context }) => ({ id: context.artisanId! }),
        onDone: 'deleted',
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => event.error, failedAt: 'delete' }),
        },
      },
    },
    /** Where the screen goes next: the evaluation, the list, or the list after a delete. */
    evaluation: { type: 'final' },
    list: { type: 'final' },
    deleted: { type: 'final' },
  },
});
