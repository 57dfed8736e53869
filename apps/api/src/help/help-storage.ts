import type { FileStorage } from '../artisans/files/file-storage';

/** The help's files through the file storage port, in their own folder (`<UPLOAD_DIR>/help/…`). */
export const HELP_FILE_STORAGE = Symbol('HELP_FILE_STORAGE');

export type HelpFileStorage = FileStorage;

/** The owner the main video is filed under: the product itself, not a person. */
export const MAIN_VIDEO_OWNER = '00000000-0000-4000-8000-000000000017';
