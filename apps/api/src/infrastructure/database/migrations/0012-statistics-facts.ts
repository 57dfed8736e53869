import { sql, type Kysely } from 'kysely';

/**
 * The statistics read models (issue 16), fed by the statistics-facts projection and rebuilt from the
 * events at will:
 * - stats_daily_facts: per day, metric and dimensions, how much a figure changed. Counted events
 *   sum over a period; standings (+1/-1) sum until a day to give that day's "as of" figure.
 *   Dimensions are never null (0 and '{}' stand for none) so that they can be part of the key.
 * - stats_artisans: what the statistics know of each artisan (the fold's state, and the columns the
 *   funnel, the benchmarks and the spells are queried by).
 * - stats_status_spells: each closed time spent in one statusEval, for medians and percentiles.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stats_daily_facts (
      day date NOT NULL,
      metric text NOT NULL,
      country_id integer NOT NULL,
      craft_material_id integer NOT NULL,
      craft_person_id integer NOT NULL,
      recommendations integer[] NOT NULL,
      creator_role text NOT NULL,
      value integer NOT NULL,
      PRIMARY KEY (day, metric, country_id, craft_material_id, craft_person_id, recommendations, creator_role)
    );
    CREATE INDEX stats_daily_facts_by_metric ON stats_daily_facts (metric, day) INCLUDE (country_id, value);
    -- Standings that went back to zero are deleted after each batch, so that the rows never depend
    -- on how the log was cut into batches (a rebuild equals the live model).
    CREATE INDEX stats_daily_facts_zero ON stats_daily_facts (day) WHERE value = 0;

    CREATE TABLE stats_artisans (
      artisan_id uuid PRIMARY KEY,
      state jsonb NOT NULL,
      country_id integer,
      craft_material_id integer,
      craft_person_id integer,
      recommendations integer[] NOT NULL,
      creator_role text NOT NULL,
      source text NOT NULL,
      deleted boolean NOT NULL,
      registered_at timestamptz NOT NULL,
      email_confirmed_at timestamptz,
      self_assessment_sent_at timestamptz,
      evaluation_sent_at timestamptz,
      decided_at timestamptz,
      accepted_at timestamptz,
      green_list_complete_at timestamptz,
      status_eval text NOT NULL,
      review_status text NOT NULL,
      decision text,
      green_list_status text,
      evaluation_total integer,
      self_total integer,
      green_list_total integer
    );
    CREATE INDEX stats_artisans_registered ON stats_artisans (registered_at);
    CREATE INDEX stats_artisans_craft ON stats_artisans (craft_material_id) WHERE NOT deleted;
    CREATE INDEX stats_artisans_country ON stats_artisans (country_id) WHERE NOT deleted;

    CREATE TABLE stats_status_spells (
      artisan_id uuid NOT NULL,
      status text NOT NULL,
      entered_at timestamptz NOT NULL,
      left_at timestamptz NOT NULL,
      day date NOT NULL,
      seconds double precision NOT NULL,
      country_id integer NOT NULL,
      craft_material_id integer NOT NULL,
      craft_person_id integer NOT NULL,
      recommendations integer[] NOT NULL,
      creator_role text NOT NULL,
      PRIMARY KEY (artisan_id, entered_at, left_at, status)
    );
    CREATE INDEX stats_status_spells_by_day ON stats_status_spells (day, status);
  `.execute(db);
}
