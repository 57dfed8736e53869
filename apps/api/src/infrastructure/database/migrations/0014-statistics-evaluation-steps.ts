import { sql, type Kysely } from 'kysely';

/**
 * Each step of each evaluation with where it left the evaluation (issue 16): the evaluation
 * statistics download shows every evaluation as it stood at the end of any period from this table,
 * without replaying the log. Fed by the statistics-facts projection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stats_evaluation_steps (
      artisan_id uuid NOT NULL,
      seq integer NOT NULL,
      at timestamptz NOT NULL,
      kinds text[] NOT NULL,
      status_eval text NOT NULL,
      review_status text NOT NULL,
      decision text,
      total_point integer NOT NULL,
      points jsonb NOT NULL,
      PRIMARY KEY (artisan_id, seq)
    );
    CREATE INDEX stats_evaluation_steps_at ON stats_evaluation_steps (at);
  `.execute(db);
}
