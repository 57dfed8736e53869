import type { Transaction } from 'kysely';
import type { Redis } from 'ioredis';
import { normalizeLanguage, DEFAULT_LANGUAGE } from '@artisans/domain';
import {
  campaignJobId,
  campaignProgressKeys,
  publicUrl,
  type AppConfig,
  type CampaignMailJob,
  type CampaignRecipientKind,
} from '@artisans/platform';
import type { Database } from '../infrastructure/database/schema';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import type { Projection } from '../infrastructure/projections/projection';
import type { CampaignQueue } from './campaign-queue';
import { messageFor, type CampaignEvent, type CampaignMessage } from './domain/campaign.decider';
import { unsubscribeToken } from './unsubscribe-token';

export const CAMPAIGN_REACTOR = 'campaign-reactor';

type Recipient = { id: string; kind: CampaignRecipientKind; email: string | null; language: string };

/** BullMQ's addBulk writes one Redis transaction: keep each to a reasonable size. */
const BULK_SIZE = 500;

async function recipientsOf(trx: Transaction<Database>, campaignId: string): Promise<Recipient[]> {
  // Each kind's address and language come from its own tables.
  const recorded = (kind: CampaignRecipientKind) =>
    trx
      .selectFrom('campaign_recipients as r')
      .where('r.campaign_id', '=', campaignId)
      .where('r.kind', '=', kind);
  const artisans = await recorded('artisan')
    .innerJoin('artisans as a', 'a.id', 'r.recipient_id')
    .leftJoin('artisan_personal_data as p', 'p.artisan_id', 'r.recipient_id')
    .select(['r.recipient_id as id', 'p.email', 'a.language'])
    .execute();
  const staff = await recorded('staff')
    .innerJoin('staff_accounts as s', 's.id', 'r.recipient_id')
    .leftJoin('staff_personal_data as p', 'p.account_id', 'r.recipient_id')
    .select(['r.recipient_id as id', 'p.email', 's.language'])
    .execute();
  return [
    ...artisans.map((row) => ({ ...row, kind: 'artisan' as const })),
    ...staff.map((row) => ({ ...row, kind: 'staff' as const })),
  ];
}

/**
 * Turns a sent campaign into one mail job a recipient (and a test send into one for its author).
 * The job id comes from campaign and recipient, so a batch applied again queues no one twice.
 * Addresses are read here, at the last moment, from the personal data tables; a recipient erased
 * since the campaign was sent is counted as failed at once, so that the campaign still finishes.
 */
export function createCampaignReactor(deps: {
  queue: CampaignQueue;
  redis: Redis;
  config: AppConfig;
  secret: () => Promise<string>;
}): Projection {
  const { queue, redis, config } = deps;
  const base = publicUrl(config);

  async function job(
    campaignId: string,
    recipient: Recipient & { email: string },
    messages: readonly CampaignMessage[],
    test: boolean,
  ): Promise<CampaignMailJob> {
    const language = normalizeLanguage(recipient.language) ?? DEFAULT_LANGUAGE;
    const message = messageFor(messages, language);
    const links =
      recipient.kind === 'artisan'
        ? await (async () => {
            const token = unsubscribeToken(await deps.secret(), { artisanId: recipient.id, campaignId });
            return {
              unsubscribePage: `${base}/${message.language}/unsubscribe/${token}`,
              unsubscribeEndpoint: `${base}/api/unsubscribe/${token}`,
            };
          })()
        : {};
    return {
      campaignId,
      recipientId: recipient.id,
      kind: recipient.kind,
      test,
      to: recipient.email,
      language: message.language,
      subject: message.subject,
      html: message.html,
      ...links,
    };
  }

  async function enqueue(jobs: { jobId: string; data: CampaignMailJob }[]): Promise<void> {
    for (let start = 0; start < jobs.length; start += BULK_SIZE) {
      await queue.addBulk(
        jobs
          .slice(start, start + BULK_SIZE)
          .map(({ jobId, data }) => ({ name: 'newsletter' as const, data, opts: { jobId } })),
      );
    }
  }

  return {
    name: CAMPAIGN_REACTOR,
    kind: 'reactor',
    tables: [],
    types: new Set(['CampaignSent', 'CampaignTestSent']),
    async apply(events: readonly StoredEvent[], trx: Transaction<Database>) {
      for (const stored of events) {
        const event = stored as unknown as CampaignEvent & StoredEvent;
        if (event.type === 'CampaignSent') {
          const { campaignId, messages } = event.data;
          const recipients = await recipientsOf(trx, campaignId);
          const missing = recipients.filter((recipient) => !recipient.email).map((recipient) => recipient.id);
          if (missing.length > 0)
            await redis.sadd(campaignProgressKeys(config.QUEUE_PREFIX, campaignId).failed, ...missing);
          const jobs = [];
          for (const recipient of recipients) {
            if (!recipient.email) continue;
            jobs.push({
              jobId: campaignJobId(campaignId, recipient.id),
              data: await job(campaignId, { ...recipient, email: recipient.email }, messages, false),
            });
          }
          await enqueue(jobs);
        } else if (event.type === 'CampaignTestSent') {
          const { campaignId, recipientId, messages } = event.data;
          const author = await trx
            .selectFrom('staff_accounts as s')
            .innerJoin('staff_personal_data as p', 'p.account_id', 's.id')
            .select(['s.id', 'p.email', 's.language'])
            .where('s.id', '=', recipientId)
            .executeTakeFirst();
          if (!author) continue;
          // The author sees the message in every language written, each in its own mail.
          const jobs = [];
          for (const message of messages) {
            const data = await job(
              campaignId,
              { ...author, kind: 'staff', language: message.language },
              messages,
              true,
            );
            jobs.push({
              jobId: `${campaignJobId(campaignId, recipientId)}.test.${stored.id}.${message.language}`,
              data,
            });
          }
          await enqueue(jobs);
        }
      }
    },
  };
}
