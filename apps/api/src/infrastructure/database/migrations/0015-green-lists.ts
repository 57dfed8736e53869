import { sql, type Kysely } from 'kysely';

/**
 * The Green List read model (apps/api/src/green-list/projections): one row per artisan whose Green
 * List is open, with its status, catalogue version and score (total and per section) once sent.
 * Filled by the green-lists projection from the log (rebuilt with npm run projections:rebuild).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE green_lists (
      artisan_id uuid PRIMARY KEY,
      status text NOT NULL,
      catalogue_version integer NOT NULL,
      total_point double precision,
      max_point double precision,
      percentage double precision,
      section_scores jsonb,
      available_at timestamptz NOT NULL,
      started_at timestamptz,
      submitted_at timestamptz,
      completed_at timestamptz,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX green_lists_status ON green_lists (status);
  `.execute(db);
}
