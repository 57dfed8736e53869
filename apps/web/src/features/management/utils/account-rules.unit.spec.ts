import { describe, expect, it } from '@jest/globals';
import { accountRights, assignableRoles } from './account-rules';

const admin = { sub: 'u-admin', role: 'ROLE_ADMIN' } as const;
const committee = { sub: 'u-committee', role: 'ROLE_EXECUTIVE_COMMITTEE' } as const;
const hunter = { id: 'u-hunter', role: 'ROLE_ARTISAN_HUNTER', countries: [724] } as const;
const otherAdmin = { id: 'u-admin-2', role: 'ROLE_ADMIN', countries: [] } as const;

/** Every right on the account; `rightsLimitedTo(...)` keeps these and takes the others away. */
const ALL_RIGHTS = { edit: true, roleAndCountries: true, password: true, toggle: true, delete: true };
const rightsLimitedTo = (...kept: (keyof typeof ALL_RIGHTS)[]) =>
  Object.fromEntries(Object.keys(ALL_RIGHTS).map((right) => [right, kept.includes(right as never)]));

describe('what the screen offers for an account', () => {
  it('Given an admin, Then every other account may be changed, deactivated and deleted', () => {
    expect(accountRights(admin, hunter)).toEqual({ ...ALL_RIGHTS, adminsOnly: false });
    expect(accountRights(admin, otherAdmin).delete).toBe(true);
    expect(assignableRoles(admin)).toContain('ROLE_ADMIN');
  });

  it('Given the executive committee, Then admin accounts and the admin role are out of reach', () => {
    expect(accountRights(committee, otherAdmin)).toEqual({ ...rightsLimitedTo(), adminsOnly: true });
    expect(accountRights(committee, hunter).edit).toBe(true);
    expect(assignableRoles(committee)).not.toContain('ROLE_ADMIN');
  });

  it('Given one’s own account, Then its fields may change but not its role, countries, password, state or existence', () => {
    expect(
      accountRights(committee, { id: 'u-committee', role: 'ROLE_EXECUTIVE_COMMITTEE', countries: [] }),
    ).toEqual({ ...rightsLimitedTo('edit'), adminsOnly: false });
  });
});
