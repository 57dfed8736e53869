import { sql, type Transaction } from 'kysely';
import type { Db } from '../infrastructure/database/database';
import type { Database } from '../infrastructure/database/schema';
import { iriOf } from '../infrastructure/http/hydra';
import { AppError } from '../infrastructure/http/problem.filter';
import { COUNTRY_PATH, invalid } from '../accounts/staff/staff-input';
import { organizationNameKey } from './domain/organization.decider';

export const ORGANIZATION_NAME_EXISTS = 'An organisation with this name already exists.';

const UNIQUE_VIOLATION = '23505';

/** The id of a new organisation: ids arrive with the command (the decider makes none up). */
export async function nextOrganizationId(db: Db): Promise<number> {
  const { rows } = await sql<{
    id: string;
  }>`SELECT nextval(pg_get_serial_sequence('organizations', 'id')) AS id`.execute(db);
  return Number(rows[0]?.id);
}

/**
 * Claims the organisation's name in the transaction that appends its event: two organisations
 * never share a name (case and spacing aside), even when they are named at the same moment.
 */
export async function claimName(
  trx: Transaction<Database>,
  organizationId: number,
  name: string,
): Promise<void> {
  try {
    await trx
      .insertInto('organization_names')
      .values({ name_key: organizationNameKey(name), organization_id: organizationId })
      .onConflict((oc) => oc.column('organization_id').doUpdateSet({ name_key: organizationNameKey(name) }))
      .execute();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError(409, ORGANIZATION_NAME_EXISTS, 'organization-name-exists', [
        { propertyPath: 'name', message: ORGANIZATION_NAME_EXISTS },
      ]);
    throw error;
  }
}

/** The countries must exist: a 400 naming the unknown ones otherwise. */
export async function checkCountries(db: Db, countries: readonly number[] | undefined): Promise<void> {
  if (!countries?.length) return;
  const known = new Set(
    (
      await db
        .selectFrom('countries')
        .select('id')
        .where('id', 'in', [...countries])
        .execute()
    ).map((c) => c.id),
  );
  const unknown = countries.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw invalid([
      {
        propertyPath: 'countries',
        message: `Unknown country: ${unknown.map((id) => iriOf(COUNTRY_PATH, id)).join(', ')}.`,
      },
    ]);
}
