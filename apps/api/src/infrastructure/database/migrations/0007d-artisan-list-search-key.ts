import { sql, type Kysely } from 'kysely';

/**
 * The search box's text as a stored column of artisan_personal_data (erased with the row), instead of
 * an index on the expression: checking a match is then a plain LIKE rather than unaccent() on every
 * candidate row (a search matching most artisans counted 3 to 5 times faster), and ANALYZE keeps
 * statistics on it, so the planner tells a rare name (find the matches, then sort them) from a
 * common one (walk the name order until a page is full). Written by PostgreSQL: no code sets it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE artisan_personal_data ADD COLUMN search_key text GENERATED ALWAYS AS (
      artisan_search_key(
        first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || coalesce(workshop, '')
      )
    ) STORED;
    -- Every value is distinct: a finer histogram lets LIKE '%ab%' (too short for the trigram index)
    -- be told rare from common too.
    ALTER TABLE artisan_personal_data ALTER COLUMN search_key SET STATISTICS 1000;
    DROP INDEX artisan_personal_data_list_search;
    CREATE INDEX artisan_personal_data_search_key ON artisan_personal_data USING gin (search_key gin_trgm_ops);
  `.execute(db);
}
