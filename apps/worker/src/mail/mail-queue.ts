import { Queue, type Worker } from 'bullmq';
import {
  MAIL_QUEUE,
  queueConnection,
  redisOptions,
  type MailJob,
  type MailTemplateName,
  type QueueConfig,
} from '@artisans/platform';

export type MailQueue = Queue<MailJob, MailResult, MailTemplateName>;

/** What a sent mail job keeps as its return value: no personal data. */
export type MailResult = { transport: 'smtp' | 'file'; messageId: string; file?: string };

/** BullMQ blocks on its connections: ioredis must not give up on a command. */
export function redisConnection(config: QueueConfig) {
  return redisOptions(config);
}

/**
 * The mail queue seen from the worker side: the CLI lists and retries its failed jobs. A CLI must
 * not wait forever for a Redis that is down, hence `failFast` (a few reconnects, then errors).
 */
export function openMailQueue(config: QueueConfig, options: { failFast?: boolean } = {}): MailQueue {
  const { connection, prefix } = queueConnection(config);
  const queue = new Queue<MailJob, MailResult, MailTemplateName>(MAIL_QUEUE, {
    connection: options.failFast
      ? {
          ...connection,
          maxRetriesPerRequest: 1,
          connectTimeout: 5000,
          retryStrategy: (times: number) => (times > 3 ? null : 200),
        }
      : connection,
    prefix,
  });
  // Connection errors also reject the pending commands; the caller reports those.
  queue.on('error', () => undefined);
  return queue;
}

/**
 * Lets a worker's running jobs finish for up to `graceMs`, then stops it outright: both workers stop
 * alike. A job cut short is not lost: its lock expires and another worker takes it over.
 */
export async function closeWorker(worker: Pick<Worker, 'close'>, graceMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = await Promise.race([
    worker.close().then(() => false),
    new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
  ]);
  clearTimeout(timer);
  if (timedOut) await worker.close(true);
}
