import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { isMailFileOf, maskEmail, type AppConfig } from '@artisans/platform';
import { APP_CONFIG } from '../infrastructure/tokens';
import { MAIL_JOB_INDEX, type MailJobIndex } from './mail-job-index';
import { MAIL_QUEUE_TOKEN, type MailQueue } from './mail-queue';

/** How long an erasure waits for a worker to finish a mail it is sending right now. */
const ACTIVE_JOB_WAIT_MS = 5_000;
const POLL_MS = 100;

/**
 * The mail side of an artisan's erasure: its jobs leave the queue (waiting, delayed, failed, and the
 * completed ones kept for deduplication) and their .eml files leave MAIL_DIR. Mails that already
 * went out over SMTP are beyond reach.
 */
@Injectable()
export class MailErasure {
  private readonly logger = new Logger(MailErasure.name);

  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly queue: MailQueue,
    @Inject(MAIL_JOB_INDEX) private readonly index: MailJobIndex,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async eraseArtisan(artisanId: string): Promise<void> {
    const jobIds = await this.index.jobsOf(artisanId);
    for (const jobId of jobIds) await this.removeJob(jobId);
    // After the jobs: a mail that was being written when the erasure began is on disk by now.
    await this.removeFiles(jobIds);
    await this.index.forget(artisanId);
  }

  /** Removes a job; one a worker holds is waited for, and if it still runs, stripped of its data. */
  private async removeJob(jobId: string): Promise<void> {
    const deadline = Date.now() + ACTIVE_JOB_WAIT_MS;
    while ((await this.queue.remove(jobId)) === 0) {
      const job = await this.queue.getJob(jobId);
      if (!job) return;
      if (Date.now() > deadline) {
        this.logger.warn(`Mail job ${jobId} was still being sent when its artisan was erased`);
        await job.updateData({ ...job.data, to: maskEmail(job.data.to), params: {} });
        return;
      }
      await new Promise((done) => setTimeout(done, POLL_MS));
    }
  }

  private async removeFiles(jobIds: readonly string[]): Promise<void> {
    if (jobIds.length === 0) return;
    const dir = resolve(this.config.MAIL_DIR);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // mail goes over SMTP
      throw error;
    }
    const doomed = names.filter((name) => jobIds.some((jobId) => isMailFileOf(name, jobId)));
    await Promise.all(doomed.map((name) => rm(join(dir, name), { force: true })));
  }
}
