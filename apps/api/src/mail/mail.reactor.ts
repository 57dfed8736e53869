import { mailJobId } from '@artisans/platform';
import type { Projection } from '../infrastructure/projections/projection';
import { artisanOf, type MailJobIndex } from './mail-job-index';
import type { MailQueue } from './mail-queue';
import type { MailDraft, MailRules } from './mail-rules';

export const MAIL_REACTOR = 'mail-reactor';

/**
 * Turns events into mail jobs. The job id is the event id (plus '.n' when an event causes several
 * mails) and BullMQ ignores an add whose id it already holds, so a batch that is applied again
 * (after a crash between the add and the checkpoint's commit, or a reset checkpoint) enqueues
 * nothing twice. Redis being down fails the batch; the runner retries it with backoff.
 */
export function createMailReactor(rules: MailRules, queue: MailQueue, index: MailJobIndex): Projection {
  return {
    name: MAIL_REACTOR,
    kind: 'reactor',
    tables: [],
    // The rules are registered as modules start: read when a batch asks, not now.
    get types() {
      return rules.eventTypes();
    },
    async apply(events, trx) {
      const jobs: Parameters<MailQueue['addBulk']>[0] = [];
      const jobsByArtisan = new Map<string, string[]>();
      for (const event of events) {
        const eventRules = rules.for(event.type);
        if (eventRules.length === 0) continue;
        const drafts: MailDraft[] = [];
        for (const rule of eventRules) drafts.push(...(await rule.toMails(event, trx)));
        const artisanId = artisanOf(event);
        drafts.forEach((draft, index) => {
          const jobId = mailJobId(event.id, index, drafts.length);
          jobs.push({ name: draft.template, data: { ...draft, eventId: event.id }, opts: { jobId } });
          if (artisanId) jobsByArtisan.set(artisanId, [...(jobsByArtisan.get(artisanId) ?? []), jobId]);
        });
      }
      if (jobs.length === 0) return;
      // Indexed before they exist, so that an erasure never misses a job (a set ignores repeats).
      await index.record(jobsByArtisan);
      await queue.addBulk(jobs);
    },
  };
}
