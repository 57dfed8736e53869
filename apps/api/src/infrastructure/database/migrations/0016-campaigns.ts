import { sql, type Kysely } from 'kysely';

/**
 * The communication tool (issue 17). `campaigns` is the read model of the campaign streams (the
 * history and its figures); `campaign_recipients` names, by id, who a sent campaign went to,
 * written in the transaction that records CampaignSent (no address: those stay in the personal
 * data tables and are read when the jobs are queued).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE campaigns (
      id uuid PRIMARY KEY,
      status text NOT NULL,
      messages jsonb NOT NULL,
      audience jsonb NOT NULL,
      created_by uuid,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL,
      sent_at timestamptz,
      finished_at timestamptz,
      recipient_count integer NOT NULL DEFAULT 0,
      artisan_count integer NOT NULL DEFAULT 0,
      staff_count integer NOT NULL DEFAULT 0,
      sent_count integer NOT NULL DEFAULT 0,
      failed_count integer NOT NULL DEFAULT 0,
      unsubscribed_count integer NOT NULL DEFAULT 0,
      test_sent_at timestamptz
    );
    CREATE INDEX campaigns_created_at ON campaigns (created_at DESC);
    CREATE TABLE campaign_recipients (
      campaign_id uuid NOT NULL,
      recipient_id uuid NOT NULL,
      kind text NOT NULL,
      PRIMARY KEY (campaign_id, recipient_id)
    );
  `.execute(db);
}
