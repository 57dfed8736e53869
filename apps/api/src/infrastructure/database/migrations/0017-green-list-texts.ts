import { sql, type Kysely } from 'kysely';

/**
 * The Green List's translation entries (SPEC.md section 3: "a key and data with value, validated and
 * comment"), read models of the streams `green-list-text-<language>-<key>`:
 * - green_list_texts: one row per entry and language that staff touched — the corrected value (null:
 *   the shipped text stands), whether it is validated (null: as shipped, English only) and the
 *   reviewer's comment. Entries without a row are the shipped texts, as shipped.
 * - green_list_text_changes: every correction (who, when, before, after), by the event that made it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE green_list_texts (
      language text NOT NULL,
      key text NOT NULL,
      value text,
      validated boolean,
      comment text NOT NULL DEFAULT '',
      updated_at timestamptz NOT NULL,
      updated_by text,
      PRIMARY KEY (language, key)
    );
    CREATE TABLE green_list_text_changes (
      event_id uuid PRIMARY KEY,
      language text NOT NULL,
      key text NOT NULL,
      before text NOT NULL,
      after text NOT NULL,
      changed_at timestamptz NOT NULL,
      changed_by text,
      changed_by_role text
    );
    CREATE INDEX green_list_text_changes_by_entry ON green_list_text_changes (language, key, changed_at);
  `.execute(db);
}
