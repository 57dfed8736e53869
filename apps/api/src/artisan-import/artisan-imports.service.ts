import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { JobState } from 'bullmq';
import { DomainError, MESSAGES, can, type Language } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import { USER } from '../accounts/staff/staff-input';
import { isUuid } from '../artisans/http/artisan-input';
import { iriOf } from '../infrastructure/http/hydra';
import { AppError } from '../infrastructure/http/problem.filter';
import { ReferenceDataService } from '../reference-data/reference-data.service';
import {
  IMPORT_ERROR_CODES,
  IMPORT_MESSAGES,
  IMPORT_RESULT_CODES,
  type ImportResultCode,
} from './artisan-import-messages';
import {
  ARTISAN_IMPORT_JOB,
  ARTISAN_IMPORT_QUEUE_TOKEN,
  type ArtisanImportQueue,
  type ImportCounts,
  type ImportRowResult,
} from './artisan-import-queue';
import { buildImportTemplate, sampleRow } from './import-template';
import { readImportWorkbook } from './read-workbook';

export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';

/** GET /api/artisan-imports/{id}; rows, counts and message once it has run. */
export type ArtisanImportView = {
  id: string;
  status: ImportStatus;
  progress: number;
  fileName: string;
  uploadedAt: string;
  /** The IRI of the staff member who uploaded (/api/users/{id}). */
  uploadedBy: string;
  rowCount: number;
  rows?: ImportRowResult[];
  counts?: ImportCounts;
  message?: string;
  /** The message's stable key, for clients that show it in another language. */
  code?: ImportResultCode;
};

export type ImportUpload = { originalname: string; size: number; buffer: Buffer };

const notFound = () => new DomainError('not_found', MESSAGES.notFound, 'not-found');
const forbidden = () => new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');

const STATUS_OF: Partial<Record<JobState | 'unknown', ImportStatus>> = {
  waiting: 'queued',
  'waiting-children': 'queued',
  delayed: 'queued',
  prioritized: 'queued',
  active: 'running',
  completed: 'completed',
  failed: 'failed',
};

/** The name shown back to the uploader: the file's own, without paths or control characters. */
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return clean === '' ? 'artisans.xlsx' : clean;
}

/**
 * The Excel import of artisans (SPEC.md section 2): the template, the upload (checked at once:
 * an unreadable file or wrong columns import nothing) and the import's progress and results.
 * The rows themselves are imported by ArtisanImportWorker, one by one.
 */
@Injectable()
export class ArtisanImportsService {
  constructor(
    @Inject(ARTISAN_IMPORT_QUEUE_TOKEN) private readonly queue: ArtisanImportQueue,
    private readonly referenceData: ReferenceDataService,
  ) {}

  /** The template, its lists labelled in the language asked for. */
  async template(language: Language): Promise<Buffer> {
    const [countries, crafts, occupations] = await Promise.all([
      this.referenceData.countries(language),
      this.referenceData.craftMaterials(language),
      this.referenceData.craftPeople(language),
    ]);
    const craft =
      crafts.find((item) => item.code === 'wood') ??
      crafts.find((item) => occupations.some((person) => person.craftMaterail.endsWith(`/${item.id}`)));
    const occupation = craft && occupations.find((person) => person.craftMaterail.endsWith(`/${craft.id}`));
    const country = countries.find((item) => item.code.toUpperCase() === 'IT') ?? countries[0];
    return buildImportTemplate(
      {
        countries: countries.map((item) => item.name),
        crafts: crafts.map((item) => item.name),
        occupations: occupations.map((item) => item.name),
      },
      sampleRow({ country: country?.name, craft: craft?.name, occupation: occupation?.name }),
      new Date().getUTCFullYear() + 1,
    );
  }

  /** POST /api/artisan-imports: reads the file now, imports its rows in a job. */
  async start(
    session: Session,
    uploads: readonly ImportUpload[],
    language: Language,
  ): Promise<Pick<ArtisanImportView, 'id' | 'status' | 'progress'>> {
    if (!can(session.role, 'artisans.import')) throw forbidden();
    const upload = uploads[0];
    if (!upload || upload.size === 0)
      throw new AppError(400, IMPORT_MESSAGES.noFile, IMPORT_ERROR_CODES.noFile);
    const rows = await readImportWorkbook(upload.buffer);
    const id = randomUUID();
    await this.queue.add(
      ARTISAN_IMPORT_JOB,
      {
        uploaderId: session.accountId,
        language,
        fileName: displayName(upload.originalname),
        uploadedAt: new Date().toISOString(),
        rowCount: rows.length,
        rows,
      },
      { jobId: id },
    );
    return { id, status: 'queued', progress: 0 };
  }

  /**
   * GET /api/artisan-imports/{id}: any foundation member may follow any import (they share the
   * work of the registry); unknown, expired or not an id at all is 404.
   */
  async view(session: Session, id: string): Promise<ArtisanImportView> {
    if (!can(session.role, 'artisans.import')) throw forbidden();
    if (!isUuid(id)) throw notFound();
    // The state first, then the job: a job read first could finish in between, and show as
    // completed without its results.
    const state = await this.queue.getJobState(id.toLowerCase());
    const status = STATUS_OF[state];
    const job = status && (await this.queue.getJob(id.toLowerCase()));
    if (!status || !job) throw notFound();
    const view: ArtisanImportView = {
      id: job.id ?? id,
      status,
      progress: status === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0,
      fileName: job.data.fileName,
      uploadedAt: job.data.uploadedAt,
      uploadedBy: iriOf(USER, job.data.uploaderId),
      rowCount: job.data.rowCount,
    };
    if (status === 'completed' && job.returnvalue) {
      view.rows = job.returnvalue.rows;
      view.counts = job.returnvalue.counts;
      view.message = IMPORT_MESSAGES.succeeded;
      view.code = IMPORT_RESULT_CODES.succeeded;
    }
    if (status === 'failed') {
      const inactive = job.failedReason === IMPORT_MESSAGES.uploaderInactive;
      view.message = inactive ? IMPORT_MESSAGES.uploaderInactive : IMPORT_MESSAGES.failed;
      view.code = inactive ? IMPORT_RESULT_CODES.uploaderInactive : IMPORT_RESULT_CODES.failed;
    }
    return view;
  }
}
