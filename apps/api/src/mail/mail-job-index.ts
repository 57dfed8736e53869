import type { Redis } from 'ioredis';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';

export const MAIL_JOB_INDEX = Symbol('MAIL_JOB_INDEX');

/**
 * Which mail jobs concern which artisan (mailed to it, or naming it to staff), kept in Redis next to
 * the queue, so that an erasure finds the artisan's pending jobs and the .eml files in MAIL_DIR
 * (named by job id) without reading anyone's mail.
 */
export type MailJobIndex = {
  record(jobsByArtisan: ReadonlyMap<string, readonly string[]>): Promise<void>;
  jobsOf(artisanId: string): Promise<string[]>;
  forget(artisanId: string): Promise<void>;
};

export function createMailJobIndex(redis: Redis, queuePrefix: string): MailJobIndex {
  // Beside the queue's own keys (`<prefix>:mail:…`), never among them.
  const keyOf = (artisanId: string) => `${queuePrefix}:mail-jobs-of-artisan:${artisanId}`;
  return {
    async record(jobsByArtisan) {
      if (jobsByArtisan.size === 0) return;
      const pipeline = redis.pipeline();
      for (const [artisanId, jobIds] of jobsByArtisan)
        if (jobIds.length > 0) pipeline.sadd(keyOf(artisanId), ...jobIds);
      const results = (await pipeline.exec()) ?? [];
      const failure = results.find(([error]) => error !== null);
      if (failure?.[0]) throw failure[0];
    },
    jobsOf: (artisanId) => redis.smembers(keyOf(artisanId)),
    async forget(artisanId) {
      await redis.del(keyOf(artisanId));
    },
  };
}

/**
 * The artisan an event is about: every artisan and evaluation event names it as `artisanId`, and
 * each mail such an event causes goes to the artisan or names it.
 */
export function artisanOf(event: StoredEvent): string | undefined {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const artisanId = (data as { artisanId?: unknown }).artisanId;
  return typeof artisanId === 'string' ? artisanId : undefined;
}
