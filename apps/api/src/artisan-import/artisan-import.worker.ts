import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type { AppConfig } from '@artisans/platform';
import { APP_CONFIG } from '../infrastructure/tokens';
import { IMPORT_MESSAGES } from './artisan-import-messages';
import {
  ARTISAN_IMPORT_QUEUE,
  importConnection,
  type ArtisanImportJob,
  type ArtisanImportResult,
} from './artisan-import-queue';
import { ArtisanImporter, ImportFailed } from './artisan-importer';

type ImportJob = Job<ArtisanImportJob, ArtisanImportResult>;

/**
 * Runs the import jobs in the API process, where the commands, the event store and the form's
 * validation live (docs/adr/0003-artisan-import-jobs.md). One import at a time, so that two files
 * naming the same artisan cannot both create it. Processes that do not run the projections (the
 * rebuild command) import nothing: the duplicate checks read the read models.
 */
@Injectable()
export class ArtisanImportWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ArtisanImport');
  private worker: Worker<ArtisanImportJob, ArtisanImportResult> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly importer: ArtisanImporter,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.RUN_PROJECTIONS) return;
    this.worker = new Worker<ArtisanImportJob, ArtisanImportResult>(
      ARTISAN_IMPORT_QUEUE,
      (job) => this.process(job),
      {
        connection: importConnection(this.config),
        prefix: this.config.QUEUE_PREFIX,
        concurrency: 1,
      },
    );
    // Without a listener an unreachable Redis prints each reconnect's stack.
    this.worker.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** Before the database closes: the import under way finishes its rows first. */
  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    this.worker = undefined;
  }

  private async process(job: ImportJob): Promise<ArtisanImportResult> {
    try {
      return await this.importer.run(job.id ?? '', job.data, (percent) => job.updateProgress(percent));
    } catch (error) {
      if (error instanceof ImportFailed) throw error;
      this.logger.error(
        `Import ${job.id} stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      throw new ImportFailed(IMPORT_MESSAGES.failed);
    } finally {
      // The cells hold personal data: once read, only the results (kept 24 hours) remain.
      await job.updateData({ ...job.data, rows: [] }).catch(() => undefined);
    }
  }
}
