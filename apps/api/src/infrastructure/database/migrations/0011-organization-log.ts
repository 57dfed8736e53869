import { sql, type Kysely } from 'kysely';
import { organizationNameKey } from '../../../organizations/domain/organization.decider';

/**
 * Organisations become event-sourced (streams `organization-<id>`): `organizations` turns into the
 * read model of the organisations projection, with the countries given to each organisation.
 * Its name is no longer unique there: a projection must never fail on a row, and uniqueness is
 * the command's rule, kept by `organization_names`, which each change writes in the transaction
 * that appends its event. The names already there are claimed here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE organizations ADD COLUMN countries integer[] NOT NULL DEFAULT '{}';
    ALTER TABLE organizations DROP CONSTRAINT IF EXISTS organizations_name_key;
    CREATE INDEX organizations_by_name ON organizations (lower(name), id);

    CREATE TABLE organization_names (
      name_key text PRIMARY KEY,
      organization_id integer NOT NULL UNIQUE
    );
  `.execute(db);
  const { rows } = await sql<{
    id: number;
    name: string;
  }>`SELECT id, name FROM organizations ORDER BY id`.execute(db);
  for (const row of rows)
    await sql`
      INSERT INTO organization_names (name_key, organization_id)
      VALUES (${organizationNameKey(row.name)}, ${row.id})
      ON CONFLICT DO NOTHING
    `.execute(db);
}
