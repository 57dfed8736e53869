import { accountChangeRefusal, type AccountActor } from '@artisans/domain/account-permissions';
import { can, STAFF_ROLES, type StaffRole } from '../../../lib/auth/permissions';
import type { SessionClaims } from '../../../lib/auth/session-token';

/** What the signed-in person may do with one account from these screens (the API checks again). */
export type AccountRights = {
  /** Change its fields, organisation and language. */
  edit: boolean;
  /** Change its role and countries: never one's own. */
  roleAndCountries: boolean;
  /** Set its password: never one's own here (the account settings ask for the current one). */
  password: boolean;
  /** Deactivate or activate: not one's own, which would lock oneself out. */
  toggle: boolean;
  /** Delete: not one's own (the account settings, with the password). */
  delete: boolean;
  /** Why the account is out of reach, if it is: admin accounts are the admins' business. */
  adminsOnly: boolean;
};

const actorOf = (viewer: Pick<SessionClaims, 'sub' | 'role'>): AccountActor => ({
  id: viewer.sub,
  role: viewer.role,
});

/** The rules of libs/domain's account-permissions, as the screen shows them. */
export function accountRights(
  viewer: Pick<SessionClaims, 'sub' | 'role'>,
  account: { id: string; role: StaffRole; countries: readonly number[] },
): AccountRights {
  const actor = actorOf(viewer);
  const own = account.id === viewer.sub;
  const edit = accountChangeRefusal(actor, { type: 'update', account }) === null;
  return {
    edit,
    roleAndCountries: edit && !own,
    password: accountChangeRefusal(actor, { type: 'set-password', account }) === null,
    toggle: edit && !own,
    delete: accountChangeRefusal(actor, { type: 'delete', account }) === null,
    adminsOnly: accountChangeRefusal(actor, { type: 'update', account }) === 'adminAccountsByAdminsOnly',
  };
}

/** The roles the person may give: the admin role only by admins. */
export function assignableRoles(viewer: Pick<SessionClaims, 'role'>): StaffRole[] {
  return STAFF_ROLES.filter((role) => role !== 'ROLE_ADMIN' || can(viewer.role, 'users.manageAdmins'));
}
