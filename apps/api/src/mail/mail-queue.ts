import { Queue } from 'bullmq';
import {
  MAIL_QUEUE,
  mailJobOptions,
  type AppConfig,
  type MailJob,
  type MailTemplateName,
} from '@artisans/platform';

export const MAIL_QUEUE_TOKEN = Symbol('MAIL_QUEUE');

export type MailQueue = Queue<MailJob, unknown, MailTemplateName>;

/** The producer side of the mail queue; the worker app consumes it. */
export function createMailQueue(
  config: Pick<AppConfig, 'REDIS_URL' | 'QUEUE_PREFIX' | 'MAIL_ATTEMPTS' | 'MAIL_BACKOFF_MS'>,
): MailQueue {
  return new Queue<MailJob, unknown, MailTemplateName>(MAIL_QUEUE, {
    connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: mailJobOptions(config),
  });
}
