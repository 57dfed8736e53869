import { sql, type Kysely } from 'kysely';

/**
 * The help shown to staff (issue 17), read models of the `help-content` stream: the tutorial texts
 * an admin wrote for a language (one row per tutorial and language; the locale files' texts apply
 * where there is none) and the main video in use (one row at most; its bytes are in the file
 * storage).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE help_tutorial_texts (
      tutorial text NOT NULL,
      language text NOT NULL,
      steps jsonb NOT NULL,
      updated_by uuid,
      updated_at timestamptz NOT NULL,
      PRIMARY KEY (tutorial, language)
    );
    CREATE TABLE help_main_video (
      id smallint PRIMARY KEY CHECK (id = 1),
      file_id uuid NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL,
      updated_by uuid,
      updated_at timestamptz NOT NULL
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE help_main_video; DROP TABLE help_tutorial_texts;`.execute(db);
}
