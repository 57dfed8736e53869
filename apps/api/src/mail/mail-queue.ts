import { Queue } from 'bullmq';
import {
  MAIL_QUEUE,
  mailJobOptions,
  redisOptions,
  type AppConfig,
  type MailJob,
  type MailTemplateName,
  type RedisConfig,
} from '@artisans/platform';

export const MAIL_QUEUE_TOKEN = Symbol('MAIL_QUEUE');

export type MailQueue = Queue<MailJob, unknown, MailTemplateName>;

/** The producer side of the mail queue; the worker app consumes it. */
export function createMailQueue(
  config: RedisConfig & Pick<AppConfig, 'QUEUE_PREFIX' | 'MAIL_ATTEMPTS' | 'MAIL_BACKOFF_MS'>,
): MailQueue {
  return new Queue<MailJob, unknown, MailTemplateName>(MAIL_QUEUE, {
    connection: redisOptions(config),
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: mailJobOptions(config),
  });
}
