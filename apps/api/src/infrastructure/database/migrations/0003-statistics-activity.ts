import { sql, type Kysely } from 'kysely';

/** Daily activity facts for the statistics screens, rebuilt from the events at will. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stats_daily_activity (
      day date NOT NULL,
      event_type text NOT NULL,
      actor_role text NOT NULL,
      events integer NOT NULL,
      PRIMARY KEY (day, event_type, actor_role)
    );
    CREATE INDEX stats_daily_activity_by_type ON stats_daily_activity (event_type, day);
  `.execute(db);
}
