import { sql, type Kysely } from 'kysely';

/**
 * Whether the artisan has an account (a password, from the sign-up or an accepted invitation): the
 * artisan list offers "send invite" only to those without one. Filled here from the artisans read
 * model for rows already projected; the artisan-list projection keeps it from then on (a rebuild
 * derives it from ArtisanPasswordSet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE artisan_list ADD COLUMN has_account boolean NOT NULL DEFAULT false;
    UPDATE artisan_list l SET has_account = true
      FROM artisans a WHERE a.id = l.artisan_id AND a.has_password;
  `.execute(db);
}
