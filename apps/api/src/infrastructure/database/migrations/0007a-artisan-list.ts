import { sql, type Kysely } from 'kysely';

/**
 * The artisan list read model (SPEC.md sections 2 and 7): one row per artisan with every column and
 * filter of the list screen, written by the 'artisan-list' projection. Names, email and workshop are
 * personal data: they stay in artisan_personal_data (erasable) and the list joins them at query time,
 * so this migration also indexes that table for the list's order and search box.
 *
 * Every filter has an index (0007c-artisan-list-covering-indexes widens some of them for counting).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- No case, no accents: what the search box and the name order compare (IMMUTABLE, hence
    -- indexable; unaccent() itself is only STABLE). The same idea as staff_search_key (0006).
    CREATE FUNCTION artisan_search_key(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

    CREATE TABLE artisan_list (
      artisan_id uuid PRIMARY KEY,
      country_id integer,
      craft_material_id integer,
      craft_person_id integer,
      in_activity integer,
      recommendations integer[] NOT NULL DEFAULT '{}',
      considered_as text,
      confirmed_for integer[] NOT NULL DEFAULT '{}',
      suggested_country_ids integer[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      created_by uuid,
      last_modified_at timestamptz NOT NULL,
      last_modified_by uuid,
      last_modified_by_role text,
      status_eval text NOT NULL DEFAULT 'IN PROGRESS',
      review_status text NOT NULL DEFAULT 'NOT REVIEWED',
      pending boolean NOT NULL DEFAULT false,
      self_assessment boolean NOT NULL DEFAULT true,
      evaluation_total_point double precision,
      green_list_status text,
      green_list_total_point double precision,
      has_comments boolean NOT NULL DEFAULT false
    );

    CREATE INDEX artisan_list_country ON artisan_list (country_id, pending);
    CREATE INDEX artisan_list_suggested_countries ON artisan_list USING gin (suggested_country_ids);
    CREATE INDEX artisan_list_recommendations ON artisan_list USING gin (recommendations);
    CREATE INDEX artisan_list_status_eval ON artisan_list (status_eval, pending);
    CREATE INDEX artisan_list_craft_material ON artisan_list (craft_material_id, pending);
    CREATE INDEX artisan_list_created_by ON artisan_list (created_by, pending);
    CREATE INDEX artisan_list_in_activity ON artisan_list (in_activity);
    CREATE INDEX artisan_list_created_at ON artisan_list (created_at);
    CREATE INDEX artisan_list_evaluation_total_point ON artisan_list (evaluation_total_point);
    CREATE INDEX artisan_list_green_list_status ON artisan_list (green_list_status);
    CREATE INDEX artisan_list_green_list_total_point ON artisan_list (green_list_total_point);
    CREATE INDEX artisan_list_has_comments ON artisan_list (has_comments);
    CREATE INDEX artisan_list_pending ON artisan_list (pending);
    CREATE INDEX artisan_list_self_assessment ON artisan_list (self_assessment);

    -- order[lastName]: the list walks this index in order and stops after a page.
    CREATE INDEX artisan_personal_data_list_order ON artisan_personal_data
      (artisan_search_key(last_name), artisan_search_key(first_name), artisan_id);
    -- orSearch_search: first name, last name, email and workshop, as LIKE '%word%'.
    CREATE INDEX artisan_personal_data_list_search ON artisan_personal_data USING gin (
      artisan_search_key(
        first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(workshop, '')
      ) gin_trgm_ops
    );
  `.execute(db);
}
