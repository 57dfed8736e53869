import { sql, type Kysely } from 'kysely';

/**
 * What keeps the artisan list's counts cheap (see ArtisanListReader): the version of the read model,
 * which a count kept in memory is checked against, and per-country counts kept by triggers.
 *
 * A migration of its own because an earlier draft of 0007 (without these) was applied in shared
 * development databases; IF NOT EXISTS covers the draft that had the version table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- The position of the last event that changed artisan_list: the list caches its counts per
    -- filter until it moves (absent = unknown, nothing cached).
    CREATE TABLE IF NOT EXISTS artisan_list_version (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      position text NOT NULL
    );

    -- How many artisans each country has, pending or not (country 0: none), kept by the triggers
    -- below in the projection's own transaction: the list's most used counts (everything, a
    -- country scope, the pending filter) add up a few of these rows instead of visiting every match.
    CREATE TABLE artisan_list_counts (
      country_key integer NOT NULL,
      pending boolean NOT NULL,
      artisans bigint NOT NULL,
      PRIMARY KEY (country_key, pending)
    );

    CREATE FUNCTION artisan_list_count_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO artisan_list_counts AS c (country_key, pending, artisans)
        SELECT coalesce(country_id, 0), pending, count(*) FROM new_rows GROUP BY 1, 2
        ON CONFLICT (country_key, pending) DO UPDATE SET artisans = c.artisans + EXCLUDED.artisans;
      RETURN NULL;
    END $$;

    CREATE FUNCTION artisan_list_count_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE artisan_list_counts AS c SET artisans = c.artisans - gone.artisans
        FROM (SELECT coalesce(country_id, 0) AS country_key, pending, count(*) AS artisans
              FROM old_rows GROUP BY 1, 2) AS gone
        WHERE c.country_key = gone.country_key AND c.pending = gone.pending;
      RETURN NULL;
    END $$;

    CREATE FUNCTION artisan_list_count_updates() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      WITH changes AS (
        SELECT coalesce(country_id, 0) AS country_key, pending, 1 AS delta FROM new_rows
        UNION ALL
        SELECT coalesce(country_id, 0), pending, -1 FROM old_rows
      )
      INSERT INTO artisan_list_counts AS c (country_key, pending, artisans)
        SELECT country_key, pending, sum(delta) FROM changes GROUP BY 1, 2 HAVING sum(delta) <> 0
        ON CONFLICT (country_key, pending) DO UPDATE SET artisans = c.artisans + EXCLUDED.artisans;
      RETURN NULL;
    END $$;

    CREATE TRIGGER artisan_list_counts_inserts AFTER INSERT ON artisan_list
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION artisan_list_count_inserts();
    CREATE TRIGGER artisan_list_counts_deletes AFTER DELETE ON artisan_list
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION artisan_list_count_deletes();
    CREATE TRIGGER artisan_list_counts_updates AFTER UPDATE ON artisan_list
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION artisan_list_count_updates();

    -- Rows listed before this migration are counted once here; the triggers count the rest.
    INSERT INTO artisan_list_counts (country_key, pending, artisans)
      SELECT coalesce(country_id, 0), pending, count(*) FROM artisan_list GROUP BY 1, 2;
  `.execute(db);
}
