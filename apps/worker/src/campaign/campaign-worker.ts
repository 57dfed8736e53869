import type { LoggerService } from '@nestjs/common';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  CAMPAIGN_QUEUE,
  campaignProgressKeys,
  maskEmail,
  redisOptions,
  type AppConfig,
  type CampaignMailJob,
} from '@artisans/platform';
import { closeWorker, redisConnection } from '../mail/mail-queue';
import { createMailSender, type MailSender } from '../mail/mail-sender';
import type { MailWorkerConfig } from '../mail/mail-worker';
import { bcp47, mailLanguage } from '../mail/render-mail';
import { renderCampaignMail } from './render-campaign';

/** Newsletters go out like mails (same sender, same locks), at a bounded rate. */
export type CampaignWorkerConfig = MailWorkerConfig & Pick<AppConfig, 'CAMPAIGN_RATE_PER_SECOND'>;

export type CampaignResult = { outcome: 'sent' | 'already-sent'; messageId?: string };

type SmtpError = Error & { code?: string; responseCode?: number };

const CONCURRENCY = 4;

/** The headers that let mail programs offer unsubscribing in one click (RFC 2369 and 8058). */
export function unsubscribeHeaders(job: CampaignMailJob): Record<string, string> {
  if (!job.unsubscribeEndpoint) return {};
  return {
    'List-Unsubscribe': `<${job.unsubscribeEndpoint}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Sends one newsletter mail per job, throttled to CAMPAIGN_RATE_PER_SECOND across workers.
 * Exactly once per recipient: the recipient's id enters the campaign's `sent` set the moment the
 * SMTP server has accepted the mail, and a job finds it there before sending (a job taken over from
 * a killed worker, or retried after the send, is then done without mailing again).
 */
export function createCampaignProcessor(
  sender: MailSender,
  redis: Redis,
  config: CampaignWorkerConfig,
  logger: LoggerService,
) {
  return async (job: Job<CampaignMailJob, CampaignResult>): Promise<CampaignResult> => {
    const { data } = job;
    const keys = campaignProgressKeys(config.QUEUE_PREFIX, data.campaignId);
    if (!data.test && (await redis.sismember(keys.sent, data.recipientId)) === 1)
      return { outcome: 'already-sent' };
    const rendered = renderCampaignMail(data);
    try {
      const result = await sender.send({
        id: job.id ?? `${data.campaignId}.${data.recipientId}`,
        to: data.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        language: bcp47(mailLanguage(rendered.language)),
        headers: {
          'X-Artisans-Campaign': data.campaignId,
          // Bulk mail: auto-responders stay quiet, and mail programs class it as a newsletter.
          Precedence: 'bulk',
          ...unsubscribeHeaders(data),
        },
      });
      if (!data.test) await redis.sadd(keys.sent, data.recipientId);
      if (result.file) logger.log(`Newsletter "${rendered.subject}" to ${data.to} written to ${result.file}`);
      return { outcome: 'sent', messageId: result.messageId };
    } catch (error) {
      const smtp = error as SmtpError;
      const refused =
        smtp.code === 'EENVELOPE' && smtp.responseCode !== undefined && smtp.responseCode >= 500;
      const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!data.test && (refused || lastAttempt)) await redis.sadd(keys.failed, data.recipientId);
      if (refused) throw new UnrecoverableError(`Recipient refused: ${smtp.message}`);
      throw error;
    }
  };
}

export type CampaignWorker = {
  readonly worker: Worker<CampaignMailJob, CampaignResult>;
  close(graceMs?: number): Promise<void>;
};

export function startCampaignWorker(config: CampaignWorkerConfig, logger: LoggerService): CampaignWorker {
  const sender = createMailSender(config);
  const redis = new Redis(redisOptions(config));
  redis.on('error', (error) => logger.error(`Campaign worker Redis: ${error.message}`));
  const worker = new Worker<CampaignMailJob, CampaignResult>(
    CAMPAIGN_QUEUE,
    createCampaignProcessor(sender, redis, config, logger),
    {
      connection: redisConnection(config),
      prefix: config.QUEUE_PREFIX,
      concurrency: CONCURRENCY,
      limiter: { max: config.CAMPAIGN_RATE_PER_SECOND, duration: 1000 },
      lockDuration: config.MAIL_LOCK_DURATION_MS,
      stalledInterval: config.MAIL_STALLED_INTERVAL_MS,
    },
  );
  worker.on('ready', () =>
    logger.log(
      `Campaign worker ready on queue ${config.QUEUE_PREFIX}:${CAMPAIGN_QUEUE}, ${config.CAMPAIGN_RATE_PER_SECOND} mails a second at most`,
    ),
  );
  worker.on('failed', (job, error) => {
    if (job) logger.warn(`Newsletter job ${job.id} to ${maskEmail(job.data.to)} failed: ${error.message}`);
  });
  worker.on('completed', (job) => {
    // The job is kept for deduplication; the recipient's address and the message need not be.
    void job
      .updateData({ ...job.data, to: maskEmail(job.data.to), html: '', subject: '' })
      .catch(() => undefined);
  });
  worker.on('error', (error) => logger.error(`Campaign worker: ${error.message}`));
  return {
    worker,
    async close(graceMs = 10_000) {
      await closeWorker(worker, graceMs);
      sender.close();
      redis.disconnect();
    },
  };
}
