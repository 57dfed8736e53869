import { Queue } from 'bullmq';
import {
  MAIL_QUEUE,
  mailJobOptions,
  queueConnection,
  type AppConfig,
  type MailJob,
  type MailTemplateName,
  type QueueConfig,
} from '@artisans/platform';

export const MAIL_QUEUE_TOKEN = Symbol('MAIL_QUEUE');

export type MailQueue = Queue<MailJob, unknown, MailTemplateName>;

/** The producer side of the mail queue; the worker app consumes it. */
export function createMailQueue(
  config: QueueConfig & Pick<AppConfig, 'MAIL_ATTEMPTS' | 'MAIL_BACKOFF_MS'>,
): MailQueue {
  return new Queue<MailJob, unknown, MailTemplateName>(MAIL_QUEUE, {
    ...queueConnection(config),
    defaultJobOptions: mailJobOptions(config),
  });
}
