import type { Transaction } from 'kysely';
import type { Database } from '../infrastructure/database/schema';

/** Someone a mail goes to, read when the mail is made (personal data is not in events). */
export type MailPerson = { id: string; email: string; firstName: string; language: string };

/** The artisan as its mails need it: whether it has an account (a password) to sign in with. */
export type ArtisanMailRecipient = MailPerson & { hasAccount: boolean };

/** An artisan, as the mails about it need it. */
export type ArtisanConcerned = {
  /** Undefined once erased, or without an address or first name. */
  artisan: ArtisanMailRecipient | undefined;
  /** First and last name, '' once erased. */
  artisanName: string;
  /** The staff account that added it (null when it signed up). */
  createdBy: string | null;
  countryId: number | null;
};

export async function artisanConcerned(
  trx: Transaction<Database>,
  artisanId: string,
): Promise<ArtisanConcerned> {
  const row = await trx
    .selectFrom('artisans as a')
    .leftJoin('artisan_personal_data as p', 'p.artisan_id', 'a.id')
    // A password is written with the event that sets it (not by a projection): it is there now.
    .leftJoin('credentials as c', 'c.account_id', 'a.id')
    .select([
      'a.language',
      'a.created_by',
      'a.country_id',
      'p.email',
      'p.first_name',
      'p.last_name',
      'c.account_id as credentials',
    ])
    .where('a.id', '=', artisanId)
    .executeTakeFirst();
  if (!row) return { artisan: undefined, artisanName: '', createdBy: null, countryId: null };
  return {
    artisan:
      row.email && row.first_name
        ? {
            id: artisanId,
            email: row.email,
            firstName: row.first_name,
            language: row.language,
            hasAccount: row.credentials !== null,
          }
        : undefined,
    artisanName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    createdBy: row.created_by,
    countryId: row.country_id,
  };
}

const staff = (trx: Transaction<Database>) =>
  trx
    .selectFrom('staff_accounts as a')
    .innerJoin('staff_personal_data as p', 'p.account_id', 'a.id')
    .select(['a.id', 'a.language', 'p.email', 'p.first_name as firstName', 'p.last_name as lastName'])
    .where('a.is_active', '=', true);

/** A staff member a mail goes to or names. */
export type StaffMailPerson = MailPerson & { lastName: string };

/** An active staff account with its personal data; undefined once deactivated or erased, or for null. */
export async function activeStaffMember(
  trx: Transaction<Database>,
  accountId: string | null,
): Promise<StaffMailPerson | undefined> {
  if (accountId === null) return undefined;
  return staff(trx).where('a.id', '=', accountId).executeTakeFirst();
}

/** The active network members of a country, in a stable order (a replayed batch mails the same). */
export async function networkMembersOf(
  trx: Transaction<Database>,
  countryId: number | null,
): Promise<StaffMailPerson[]> {
  if (countryId === null) return [];
  return staff(trx)
    .where('a.role', '=', 'ROLE_NETWORK_MEMBER')
    .where((eb) => eb(eb.val(countryId), '=', eb.fn.any('a.countries')))
    .orderBy('a.id')
    .execute();
}
