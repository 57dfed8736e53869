import type { LoggerService } from '@nestjs/common';
import { Worker } from 'bullmq';
import {
  MAIL_QUEUE,
  maskEmail,
  type AppConfig,
  type MailJob,
  type MailTemplateName,
  type RedisConfig,
} from '@artisans/platform';
import { closeWorker, redisConnection, type MailResult } from './mail-queue';
import { createMailProcessor } from './mail-processor';
import { createMailSender, type MailSender } from './mail-sender';

export type MailWorkerConfig = RedisConfig &
  Pick<
    AppConfig,
    | 'QUEUE_PREFIX'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'MAIL_DIR'
    | 'MAIL_LOCK_DURATION_MS'
    | 'MAIL_STALLED_INTERVAL_MS'
  >;

export type MailWorker = {
  readonly worker: Worker<MailJob, MailResult, MailTemplateName>;
  readonly sender: MailSender;
  /** Lets the running jobs finish (up to `graceMs`), then stops. */
  close(graceMs?: number): Promise<void>;
};

const CONCURRENCY = 4;

/**
 * Consumes the mail queue. A worker that dies mid-job stops renewing the job's lock; after
 * MAIL_LOCK_DURATION_MS another worker's stalled check (every MAIL_STALLED_INTERVAL_MS) puts the job
 * back in the queue, so the mail is sent by the survivor.
 */
export function startMailWorker(config: MailWorkerConfig, logger: LoggerService): MailWorker {
  const sender = createMailSender(config);
  const worker = new Worker<MailJob, MailResult, MailTemplateName>(
    MAIL_QUEUE,
    createMailProcessor(sender, logger),
    {
      connection: redisConnection(config),
      prefix: config.QUEUE_PREFIX,
      concurrency: CONCURRENCY,
      lockDuration: config.MAIL_LOCK_DURATION_MS,
      stalledInterval: config.MAIL_STALLED_INTERVAL_MS,
    },
  );
  const describe = (job: { id?: string; data: MailJob }) =>
    `Mail job ${job.id} (${job.data.template} to ${maskEmail(job.data.to)})`;

  worker.on('ready', () =>
    logger.log(
      `Mail worker ready on queue ${config.QUEUE_PREFIX}:${MAIL_QUEUE}, delivering by ${sender.transport} to ${sender.destination}`,
    ),
  );
  worker.on('failed', (job, error) => {
    if (!job) return logger.error(`A mail job failed: ${error.message}`);
    const attempts = `${job.attemptsMade}/${job.opts.attempts ?? 1}`;
    if (job.finishedOn) {
      logger.error(
        `${describe(job)} failed for good after ${attempts} attempts: ${error.message} (see npm run jobs:failed)`,
      );
    } else {
      logger.warn(`${describe(job)} failed attempt ${attempts}, will retry: ${error.message}`);
    }
  });
  worker.on('completed', (job) => {
    // The job is kept 30 days for deduplication; the recipient's data need not be.
    void job.updateData({ ...job.data, to: maskEmail(job.data.to), params: {} }).catch(() => undefined);
  });
  worker.on('stalled', (jobId) =>
    logger.warn(`Mail job ${jobId} was abandoned by a stopped worker and is queued again`),
  );
  worker.on('error', (error) => logger.error(`Mail worker: ${error.message}`));

  return {
    worker,
    sender,
    async close(graceMs = 10_000) {
      await closeWorker(worker, graceMs);
      sender.close();
    },
  };
}
