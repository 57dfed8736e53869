import { sql, type Kysely } from 'kysely';

/**
 * Accounts. Personal data (names, email, phone) and credentials live in plain tables that can be
 * erased; events record who changed which field and when. staff_accounts and artisans are read
 * models written by projections.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE organizations (
      id serial PRIMARY KEY,
      name text NOT NULL UNIQUE
    );

    CREATE TABLE staff_personal_data (
      account_id uuid PRIMARY KEY,
      title text NOT NULL,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text NOT NULL,
      email_key text NOT NULL UNIQUE,
      phone text
    );

    CREATE TABLE artisan_personal_data (
      artisan_id uuid PRIMARY KEY,
      title text,
      first_name text NOT NULL,
      last_name text NOT NULL,
      email text,
      email_key text UNIQUE,
      phone text
    );

    CREATE TABLE credentials (
      account_id uuid PRIMARY KEY,
      password_hash text NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- Single-use secrets of the mailed links and of auto-login: only their SHA-256 digest is kept.
    CREATE TABLE account_hashes (
      digest bytea PRIMARY KEY,
      purpose text NOT NULL,
      account_kind text NOT NULL CHECK (account_kind IN ('staff', 'artisan')),
      account_id uuid NOT NULL,
      data jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );
    CREATE INDEX account_hashes_by_account ON account_hashes (account_id, purpose);

    CREATE TABLE staff_accounts (
      id uuid PRIMARY KEY,
      role text NOT NULL,
      countries integer[] NOT NULL DEFAULT '{}',
      organization_id integer,
      is_active boolean NOT NULL,
      language text NOT NULL DEFAULT 'en',
      main_video boolean NOT NULL DEFAULT false,
      tutorials jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX staff_accounts_role ON staff_accounts (role);
    CREATE INDEX staff_accounts_countries ON staff_accounts USING gin (countries);

    CREATE TABLE artisans (
      id uuid PRIMARY KEY,
      country_id integer,
      craft_material_id integer,
      craft_person_id integer,
      created_by uuid,
      source text NOT NULL,
      status_eval text NOT NULL DEFAULT 'IN PROGRESS',
      pending boolean NOT NULL DEFAULT false,
      confirmed_email boolean NOT NULL DEFAULT false,
      has_password boolean NOT NULL DEFAULT false,
      language text NOT NULL DEFAULT 'en',
      self_assessment boolean NOT NULL DEFAULT true,
      receive_news boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    );
    CREATE INDEX artisans_created_by ON artisans (created_by);
    CREATE INDEX artisans_country ON artisans (country_id);

    -- Accounts left out of the back-office user list (SPEC.md section 6), by email.
    CREATE TABLE user_list_hidden_emails (
      email_key text PRIMARY KEY
    );

    -- Secrets generated on first start (e.g. the token signing key when JWT_SECRET is not set).
    CREATE TABLE app_secrets (
      name text PRIMARY KEY,
      value text NOT NULL
    );
  `.execute(db);
}
