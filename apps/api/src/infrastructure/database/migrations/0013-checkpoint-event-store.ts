import { sql, type Kysely } from 'kysely';

/**
 * Which event store wrote each checkpoint: a position in one store's log means nothing in the
 * other's, so the projection runner refuses to start on checkpoints of the other adapter (issue 20).
 * Positions already stored are attributed by looking them up: a PostgreSQL checkpoint is always the
 * position of a row of es_events, and EventStoreDB's events never enter es_events. An empty
 * position is nobody's: it reads the same in both logs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE projection_checkpoints ADD COLUMN event_store text;
    UPDATE projection_checkpoints c
       SET event_store = CASE WHEN EXISTS (
             SELECT 1 FROM es_events e
              WHERE e.transaction_id = (split_part(c.position, ':', 1)::numeric)::text::xid8
                AND e.global_position = split_part(c.position, ':', 2)::numeric
           ) THEN 'postgresql' ELSE 'eventstoredb' END
     WHERE c.position ~ '^[0-9]{1,20}:[0-9]{1,20}$';
  `.execute(db);
}
