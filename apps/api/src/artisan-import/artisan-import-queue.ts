import { Queue, type ConnectionOptions } from 'bullmq';
import type { Language } from '@artisans/domain';
import { redisOptions, type AppConfig, type RedisConfig } from '@artisans/platform';
import type { ImportRow } from './import-sheet';

/** BullMQ queue of the Excel imports; its Redis keys carry QUEUE_PREFIX like the mail queue's. */
export const ARTISAN_IMPORT_QUEUE = 'artisan-imports';
export const ARTISAN_IMPORT_JOB = 'import';
export const ARTISAN_IMPORT_QUEUE_TOKEN = Symbol('ARTISAN_IMPORT_QUEUE');

/** How long the results of an import can be read (and a failed one looked at). */
export const IMPORT_KEEP_SECONDS = 24 * 3600;
export const FAILED_IMPORT_KEEP_SECONDS = 7 * 24 * 3600;

/**
 * An import waiting or running. The rows are the cells as read at upload (the bytes themselves are
 * never kept); they are dropped from the job once it has run, leaving only the results.
 */
export type ArtisanImportJob = {
  /** The staff member who uploaded: the actor of the events and the creator of the artisans. */
  uploaderId: string;
  /** The language of the upload: the language of the artisans it creates. */
  language: Language;
  fileName: string;
  uploadedAt: string;
  rowCount: number;
  rows: ImportRow[];
};

export type ImportOutcome = 'created' | 'skipped' | 'refused';

export type ImportRowResult = {
  /** The row number in the sheet (the header is row 1). */
  row: number;
  outcome: ImportOutcome;
  artisanId?: string;
  name: string;
  reasons: string[];
};

export type ImportCounts = Record<ImportOutcome, number> & { total: number };

export type ArtisanImportResult = { rows: ImportRowResult[]; counts: ImportCounts };

export type ArtisanImportQueue = Queue<ArtisanImportJob, ArtisanImportResult, typeof ARTISAN_IMPORT_JOB>;

export function importConnection(config: RedisConfig): ConnectionOptions {
  return redisOptions(config);
}

export function createArtisanImportQueue(
  config: RedisConfig & Pick<AppConfig, 'QUEUE_PREFIX'>,
): ArtisanImportQueue {
  return new Queue<ArtisanImportJob, ArtisanImportResult, typeof ARTISAN_IMPORT_JOB>(ARTISAN_IMPORT_QUEUE, {
    connection: importConnection(config),
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      // One try: rows already created are skipped when the file is imported again, so a failed
      // import is safe to repeat by hand, and its first results are not hidden by a second run.
      attempts: 1,
      removeOnComplete: { age: IMPORT_KEEP_SECONDS },
      removeOnFail: { age: FAILED_IMPORT_KEEP_SECONDS },
    },
  });
}

export function countOutcomes(rows: readonly ImportRowResult[]): ImportCounts {
  const counts: ImportCounts = { created: 0, skipped: 0, refused: 0, total: rows.length };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}
