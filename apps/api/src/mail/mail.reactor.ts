import { mailJobId } from '@artisans/platform';
import type { Projection } from '../infrastructure/projections/projection';
import type { MailQueue } from './mail-queue';
import type { MailDraft, MailRules } from './mail-rules';

export const MAIL_REACTOR = 'mail-reactor';

/**
 * Turns events into mail jobs. The job id is the event id (plus '.n' when an event causes several
 * mails) and BullMQ ignores an add whose id it already holds, so a batch that is applied again
 * (after a crash between the add and the checkpoint's commit, or a reset checkpoint) enqueues
 * nothing twice. Redis being down fails the batch; the runner retries it with backoff.
 */
export function createMailReactor(rules: MailRules, queue: MailQueue): Projection {
  return {
    name: MAIL_REACTOR,
    kind: 'reactor',
    tables: [],
    async apply(events, trx) {
      const jobs: Parameters<MailQueue['addBulk']>[0] = [];
      for (const event of events) {
        const eventRules = rules.for(event.type);
        if (eventRules.length === 0) continue;
        const drafts: MailDraft[] = [];
        for (const rule of eventRules) drafts.push(...(await rule.toMails(event, trx)));
        drafts.forEach((draft, index) => {
          jobs.push({
            name: draft.template,
            data: { ...draft, eventId: event.id },
            opts: { jobId: mailJobId(event.id, index, drafts.length) },
          });
        });
      }
      if (jobs.length > 0) await queue.addBulk(jobs);
    },
  };
}
