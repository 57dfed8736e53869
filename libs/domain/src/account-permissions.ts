import { DomainError } from './errors';
import { MESSAGES } from './messages';
import { can } from './permissions';
import type { Role, StaffRole } from './roles';

/**
 * Who may change which back-office account (issue 13, OWASP ASVS 5.0 V8): the route guards say
 * who manages accounts at all (`users.manage`); these rules say which accounts and which fields.
 * - Admin accounts are the admins' own business: only a role that may `users.manageAdmins` creates,
 *   edits, deactivates, deletes or sets the password of an admin account, and gives or removes the
 *   admin role. Otherwise the executive committee could make itself (or an accomplice) admin.
 * - Nobody changes their own role or countries: what a person may see and do is always decided by
 *   someone else, so a session taken over cannot widen itself.
 * - Nobody sets their own password or deletes their own account without proving again who they
 *   are (ASVS V6, re-authentication): the account settings ask for the current password, a reset
 *   link proves the mailbox; the user management screens ask for neither, so they refuse it.
 */

/** Who asks for the change: the signed-in person. */
export type AccountActor = { id: string; role: Role };

/** The account as it stands before the change. */
export type ManagedAccount = { id: string; role: StaffRole; countries: readonly number[] };

/**
 * A change to a back-office account, as these rules see it. `update` is any change of its fields
 * or settings (deactivation included), with the role and countries asked for, if any.
 * `reauthenticated`: the person just proved who they are (current password, mailed link).
 */
export type AccountChange =
  | { type: 'create'; role: StaffRole }
  | { type: 'update'; account: ManagedAccount; role?: StaffRole; countries?: readonly number[] }
  | { type: 'set-password'; account: ManagedAccount; reauthenticated?: boolean }
  | { type: 'delete'; account: ManagedAccount; reauthenticated?: boolean };

/** Why a change is refused: the key of its message in MESSAGES. */
export type AccountChangeRefusal =
  'adminAccountsByAdminsOnly' | 'ownRoleOrCountries' | 'ownCredentialsInSettings';

const ADMIN: StaffRole = 'ROLE_ADMIN';

function sameCountries(a: readonly number[], b: readonly number[]): boolean {
  const set = new Set(a);
  return set.size === new Set(b).size && b.every((country) => set.has(country));
}

/** Whether the change touches an admin account or the admin role. */
function concernsAdmins(change: AccountChange): boolean {
  switch (change.type) {
    case 'create':
      return change.role === ADMIN;
    case 'update':
      return change.account.role === ADMIN || change.role === ADMIN;
    case 'set-password':
    case 'delete':
      return change.account.role === ADMIN;
  }
}

/** Whether the actor changes their own role or countries (asking for the current ones is no change). */
function changesOwnRoleOrCountries(actor: AccountActor, change: AccountChange): boolean {
  if (change.type !== 'update' || change.account.id !== actor.id) return false;
  const { account, role, countries } = change;
  return (
    (role !== undefined && role !== account.role) ||
    (countries !== undefined && !sameCountries(countries, account.countries))
  );
}

/** Whether the actor sets their own password or deletes their own account without proving who they are. */
function ownCredentialsUnproven(actor: AccountActor, change: AccountChange): boolean {
  if (change.type !== 'set-password' && change.type !== 'delete') return false;
  return change.account.id === actor.id && change.reauthenticated !== true;
}

/** Why the actor may not make this change, or null when they may. */
export function accountChangeRefusal(
  actor: AccountActor,
  change: AccountChange,
): AccountChangeRefusal | null {
  if (concernsAdmins(change) && !can(actor.role, 'users.manageAdmins')) return 'adminAccountsByAdminsOnly';
  if (changesOwnRoleOrCountries(actor, change)) return 'ownRoleOrCountries';
  if (ownCredentialsUnproven(actor, change)) return 'ownCredentialsInSettings';
  return null;
}

const REFUSAL_CODES: Readonly<Record<AccountChangeRefusal, string>> = {
  adminAccountsByAdminsOnly: 'admin-accounts-by-admins-only',
  ownRoleOrCountries: 'own-role-or-countries',
  ownCredentialsInSettings: 'own-credentials-in-settings',
};

/** Throws a 403 with the message a person reads when the actor may not make this change. */
export function assertAccountChangeAllowed(actor: AccountActor, change: AccountChange): void {
  const refusal = accountChangeRefusal(actor, change);
  if (refusal) throw new DomainError('forbidden', MESSAGES[refusal], REFUSAL_CODES[refusal]);
}
