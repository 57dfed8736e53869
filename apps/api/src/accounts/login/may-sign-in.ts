import { DomainError, MESSAGES } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import type { AccountKind } from '../../infrastructure/database/schema';

/**
 * Refuses a session to an account that may not have one (SPEC.md section 2): a deactivated staff
 * account, an artisan whose address is not confirmed yet. `missing` is the error for an account that
 * is not there, as the way in words it (a login's credentials, a link's hash).
 */
export async function assertMaySignIn(
  db: Db,
  kind: AccountKind,
  accountId: string,
  missing: () => DomainError,
): Promise<void> {
  if (kind === 'staff') {
    const account = await db
      .selectFrom('staff_accounts')
      .select('is_active')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) throw missing();
    if (!account.is_active)
      throw new DomainError('unauthorized', MESSAGES.accountInactive, 'error-inactive-account');
  } else {
    const artisan = await db
      .selectFrom('artisans')
      .select('confirmed_email')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!artisan) throw missing();
    if (!artisan.confirmed_email)
      throw new DomainError('unauthorized', MESSAGES.verifyEmail, 'error-verify-email');
  }
}
