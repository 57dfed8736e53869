import { sql, type Kysely } from 'kysely';

/**
 * Search of the back-office user list (SPEC.md section 7, `orSearch_search`): first name, last
 * name and email, ignoring case and accents. unaccent() is only STABLE (its dictionary could
 * change), so an IMMUTABLE wrapper naming the dictionary makes the expression indexable; pg_trgm
 * serves the `LIKE '%…%'` of a search box. Both extensions are trusted: a database owner may
 * create them without superuser rights.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS unaccent;
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE FUNCTION staff_search_key(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

    CREATE INDEX staff_personal_data_search ON staff_personal_data
      USING gin (staff_search_key(first_name || ' ' || last_name || ' ' || email) gin_trgm_ops);
  `.execute(db);
}
