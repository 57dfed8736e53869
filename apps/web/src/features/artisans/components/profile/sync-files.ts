/** Files picked or removed on the form, sent when the profile is saved. */
export type PendingFiles = {
  /** New pictures, in the order they were picked. */
  pictures: File[];
  /** Ids of stored pictures to remove. */
  removedPictures: string[];
  /** A new PDF (it replaces the stored one). */
  document: File | null;
  /** Remove the stored PDF (without a new one). */
  removeDocument: boolean;
};

export const NO_PENDING_FILES: PendingFiles = {
  pictures: [],
  removedPictures: [],
  document: null,
  removeDocument: false,
};

export function hasPendingFiles(files: PendingFiles): boolean {
  return (
    files.pictures.length > 0 ||
    files.removedPictures.length > 0 ||
    files.document !== null ||
    files.removeDocument
  );
}

/** The calls of api/artisan-files.ts that the sync makes (given, so it runs without a server). */
export type FileCalls = {
  removePicture: (artisanId: string, fileId: string) => Promise<unknown>;
  addPictures: (artisanId: string, files: File[]) => Promise<unknown>;
  removeDocument: (artisanId: string) => Promise<unknown>;
  setDocument: (artisanId: string, file: File) => Promise<unknown>;
};

/** A step of the sync failed: why, and what is still to send (what went before it is stored). */
export class FileSyncError extends Error {
  constructor(
    readonly reason: unknown,
    readonly remaining: PendingFiles,
  ) {
    super('A file could not be saved');
    this.name = 'FileSyncError';
  }
}

/**
 * Sends the pending files after the profile is saved: removals first (they make room for new
 * pictures), then the new pictures in one request (all or none), then the PDF. A refused step stops
 * the sync and leaves the profile as it was for that step; the rest stays pending.
 */
export async function syncFiles(artisanId: string, pending: PendingFiles, calls: FileCalls): Promise<void> {
  let remaining = { ...pending, removedPictures: [...pending.removedPictures] };
  const step = async (run: () => Promise<unknown>, done: PendingFiles) => {
    try {
      await run();
    } catch (error) {
      throw new FileSyncError(error, remaining);
    }
    remaining = done;
  };
  for (const fileId of pending.removedPictures)
    await step(() => calls.removePicture(artisanId, fileId), {
      ...remaining,
      removedPictures: remaining.removedPictures.filter((id) => id !== fileId),
    });
  if (pending.removeDocument && pending.document === null)
    await step(() => calls.removeDocument(artisanId), { ...remaining, removeDocument: false });
  if (pending.pictures.length > 0)
    await step(() => calls.addPictures(artisanId, pending.pictures), { ...remaining, pictures: [] });
  const document = pending.document;
  if (document !== null)
    await step(() => calls.setDocument(artisanId, document), {
      ...remaining,
      document: null,
      removeDocument: false,
    });
}
