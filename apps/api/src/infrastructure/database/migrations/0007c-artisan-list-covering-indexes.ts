import { sql, type Kysely } from 'kysely';

/**
 * The filter indexes of the artisan list end with pending and country: every non-admin list asks for
 * "not pending" and most for a country scope on top of the filter, so that a count reads the index
 * alone instead of visiting every match. (A migration of its own: 0007 had been applied in shared
 * development databases.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX artisan_list_status_eval, artisan_list_craft_material, artisan_list_created_by,
      artisan_list_in_activity, artisan_list_created_at;
    CREATE INDEX artisan_list_status_eval ON artisan_list (status_eval, pending, country_id);
    CREATE INDEX artisan_list_craft_material ON artisan_list (craft_material_id, pending, country_id);
    CREATE INDEX artisan_list_created_by ON artisan_list (created_by, pending, country_id);
    CREATE INDEX artisan_list_in_activity ON artisan_list (in_activity, pending, country_id);
    CREATE INDEX artisan_list_created_at ON artisan_list (created_at, pending, country_id);
  `.execute(db);
}
