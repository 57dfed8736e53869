import { sql, type Kysely } from 'kysely';

/**
 * One encryption key per artisan for the free texts of its events (evaluation comments, the
 * committee's words): deleting the key erases those texts from the event log (crypto-shredding,
 * ARCHITECTURE.md "personal data"). See apps/api/src/infrastructure/crypto/subject-cipher.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE subject_keys (
      subject_id uuid PRIMARY KEY,
      key bytea NOT NULL CHECK (length(key) = 32),
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
