import { sql, type Kysely } from 'kysely';

/**
 * The artisan's own account: the contact fields of the sign-up form (personal data, erasable with
 * the rest of the row), a folded name for the "this artisan already exists" check, and the
 * non-personal facts the artisans read model shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE artisan_personal_data
      ADD COLUMN name_key text,
      ADD COLUMN associated text,
      ADD COLUMN workshop text,
      ADD COLUMN website text,
      ADD COLUMN address text,
      ADD COLUMN postal_code text,
      ADD COLUMN place text,
      ADD COLUMN pinterest text,
      ADD COLUMN facebook text,
      ADD COLUMN instagram text,
      ADD COLUMN youtube text,
      ADD COLUMN other_social text;
    -- First and last name without case and accents: the duplicate check looks artisans up by it.
    CREATE INDEX artisan_personal_data_name_key ON artisan_personal_data (name_key);

    ALTER TABLE artisans
      ADD COLUMN in_activity integer,
      ADD COLUMN invited_at timestamptz;
  `.execute(db);
}
