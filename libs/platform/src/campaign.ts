/**
 * The contract between the API (which turns a sent campaign into one job a recipient) and the
 * worker (which renders and sends them, and counts what it did). Plain data only.
 */

/** BullMQ queue of the newsletters; its Redis keys carry QUEUE_PREFIX like the mail queue's. */
export const CAMPAIGN_QUEUE = 'campaign-mail';

/** Who a campaign mail goes to: recipients are named by id in events (ADR 0002). */
export type CampaignRecipientKind = 'artisan' | 'staff';

/** One newsletter mail. Once sent, the worker masks `to` and drops the message. */
export type CampaignMailJob = {
  campaignId: string;
  recipientId: string;
  kind: CampaignRecipientKind;
  /** A test send to the author: not counted in the campaign's progress. */
  test: boolean;
  to: string;
  /** The UI language of the message chosen for this recipient (theirs, else English). */
  language: string;
  subject: string;
  /** Sanitised by the API (sanitize-html) before it was ever stored. */
  html: string;
  /** The page of the web app that unsubscribes in one click; absent for staff. */
  unsubscribePage?: string;
  /** The address that a mail program POSTs `List-Unsubscribe=One-Click` to (RFC 8058). */
  unsubscribeEndpoint?: string;
};

/**
 * One job a recipient, its id from campaign and recipient: BullMQ ignores an add whose id exists,
 * so a replayed reactor or a retried send never queues anyone twice. ':' is refused in ids.
 */
export function campaignJobId(campaignId: string, recipientId: string): string {
  return `campaign.${campaignId}.${recipientId}`;
}

/**
 * The Redis sets where the worker records each recipient's outcome (recipient ids). `sent` is
 * written right after the SMTP server accepted the mail and read before sending, so a job taken
 * over from a killed worker does not mail anyone a second time.
 */
export function campaignProgressKeys(prefix: string, campaignId: string): { sent: string; failed: string } {
  const base = `${prefix}:campaign-progress:${campaignId}`;
  return { sent: `${base}:sent`, failed: `${base}:failed` };
}

/** Newsletters are kept longer than their campaign runs, so that re-adds stay deduplicated. */
export const CAMPAIGN_KEEP_SECONDS = 30 * 24 * 3600;
