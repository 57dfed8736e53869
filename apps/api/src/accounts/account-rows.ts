import { DomainError, MESSAGES } from '@artisans/domain';
import type { Db } from '../infrastructure/database/database';

/**
 * The rows staff and artisan accounts keep alike, by account id: the password hash
 * (`credentials`) and the mailed-link hashes; and the one address per account.
 */

const UNIQUE_VIOLATION = '23505';

/** A write of personal data; another account's address is a 409 'This email already exists'. */
export async function uniqueEmail(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new DomainError('conflict', MESSAGES.emailExists, 'email-exists');
    throw error;
  }
}

/** The account's password hash, its first or a new one. */
export async function storePasswordHash(db: Db, accountId: string, passwordHash: string): Promise<void> {
  await db
    .insertInto('credentials')
    .values({ account_id: accountId, password_hash: passwordHash })
    .onConflict((oc) =>
      oc.column('account_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }),
    )
    .execute();
}

/** Erases the account's credentials and mailed-link hashes (its personal data is each kind's). */
export async function eraseCredentials(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('account_hashes').where('account_id', '=', accountId).execute();
  await db.deleteFrom('credentials').where('account_id', '=', accountId).execute();
}
