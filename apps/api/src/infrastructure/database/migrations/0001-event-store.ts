import { sql, type Kysely } from 'kysely';

/**
 * The PostgreSQL event store (see docs/adr/0001-postgresql-event-store.md).
 * Global order is (transaction_id, global_position): readers only see transactions older than the
 * oldest one still running, so a transaction that commits late is never skipped by a subscriber.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE es_streams (
      stream_id text PRIMARY KEY,
      version bigint NOT NULL
    );
    CREATE TABLE es_events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      event_type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT es_events_event_id_key UNIQUE (event_id),
      CONSTRAINT es_events_stream_position_key UNIQUE (stream_id, stream_position)
    );
    CREATE INDEX es_events_global_order ON es_events (transaction_id, global_position);

    CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      position text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
