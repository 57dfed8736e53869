import { sql, type Kysely } from 'kysely';

/**
 * When an account's sessions last ended other than by a new password: a deactivation ends every
 * session opened before it, and reactivating the account does not bring them back. Filled here from
 * the deactivations already recorded; the staff-accounts projection keeps it from then on (a rebuild
 * derives it from the same events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE staff_accounts ADD COLUMN sessions_ended_at timestamptz;
    UPDATE staff_accounts a SET sessions_ended_at = d.at
      FROM (
        SELECT (data->>'accountId')::uuid AS account_id, max((metadata->>'occurredAt')::timestamptz) AS at
          FROM es_events
         WHERE event_type = 'StaffAccountUpdated' AND data->>'isActive' = 'false'
         GROUP BY 1
      ) d
     WHERE a.id = d.account_id;
  `.execute(db);
}
