import {
  accountChangeRefusal,
  assertAccountChangeAllowed,
  type AccountActor,
  type AccountChange,
  type ManagedAccount,
} from './account-permissions';
import { DomainError } from './errors';
import { MESSAGES } from './messages';
import { rolesAllowedTo } from './permissions';
import { STAFF_ROLES, type StaffRole } from './roles';

const FRANCE = 250;
const ITALY = 380;

const admin: AccountActor = { id: 'admin', role: 'ROLE_ADMIN' };
const committee: AccountActor = { id: 'committee', role: 'ROLE_EXECUTIVE_COMMITTEE' };

const account = (id: string, role: StaffRole, countries: number[] = []): ManagedAccount => ({
  id,
  role,
  countries,
});
const otherAdmin = account('other-admin', 'ROLE_ADMIN');
const ambassador = account('ambassador', 'ROLE_AMBASSADOR', [FRANCE]);
const ownCommittee = account('committee', 'ROLE_EXECUTIVE_COMMITTEE', [FRANCE]);
const ownAdmin = account('admin', 'ROLE_ADMIN', [FRANCE]);

describe('who may change which back-office account', () => {
  it('lets only admins manage admin accounts', () => {
    expect(rolesAllowedTo('users.manageAdmins')).toEqual(['ROLE_ADMIN']);
  });

  describe('admin accounts and the admin role', () => {
    const touchingAdmins: [string, AccountChange][] = [
      ['create an admin', { type: 'create', role: 'ROLE_ADMIN' }],
      ['promote someone to admin', { type: 'update', account: ambassador, role: 'ROLE_ADMIN' }],
      ['demote an admin', { type: 'update', account: otherAdmin, role: 'ROLE_AMBASSADOR' }],
      ['edit an admin', { type: 'update', account: otherAdmin }],
      ['deactivate an admin (an update)', { type: 'update', account: otherAdmin }],
      ['set an admin’s password', { type: 'set-password', account: otherAdmin }],
      ['delete an admin', { type: 'delete', account: otherAdmin }],
    ];

    it.each(touchingAdmins)('refuses the executive committee to %s', (_, change) => {
      expect(accountChangeRefusal(committee, change)).toBe('adminAccountsByAdminsOnly');
    });

    it.each(touchingAdmins)('lets an admin %s', (_, change) => {
      expect(accountChangeRefusal(admin, change)).toBeNull();
    });

    it('refuses the executive committee to make itself admin', () => {
      expect(
        accountChangeRefusal(committee, { type: 'update', account: ownCommittee, role: 'ROLE_ADMIN' }),
      ).toBe('adminAccountsByAdminsOnly');
    });

    it.each(STAFF_ROLES.filter((role) => role !== 'ROLE_ADMIN'))(
      'lets the executive committee create, edit and delete %s accounts',
      (role) => {
        const target = account('target', role, [ITALY]);
        for (const change of [
          { type: 'create', role },
          { type: 'update', account: target, role: 'ROLE_AMBASSADOR', countries: [FRANCE] },
          { type: 'set-password', account: target },
          { type: 'delete', account: target },
        ] satisfies AccountChange[])
          expect({ change, refusal: accountChangeRefusal(committee, change) }).toEqual({
            change,
            refusal: null,
          });
      },
    );
  });

  describe('one’s own role and countries', () => {
    it.each([
      ['the executive committee', committee, ownCommittee],
      ['an admin', admin, ownAdmin],
    ] as const)('refuses %s a change of its own role or countries', (_, actor, own) => {
      const otherRole: StaffRole = own.role === 'ROLE_ADMIN' ? 'ROLE_EXECUTIVE_COMMITTEE' : 'ROLE_AMBASSADOR';
      expect(accountChangeRefusal(actor, { type: 'update', account: own, role: otherRole })).toBe(
        'ownRoleOrCountries',
      );
      expect(accountChangeRefusal(actor, { type: 'update', account: own, countries: [FRANCE, ITALY] })).toBe(
        'ownRoleOrCountries',
      );
      expect(accountChangeRefusal(actor, { type: 'update', account: own, countries: [] })).toBe(
        'ownRoleOrCountries',
      );
    });

    it('lets a person send back their current role and countries, in any order, and change the rest', () => {
      const own = account('admin', 'ROLE_ADMIN', [ITALY, FRANCE]);
      expect(
        accountChangeRefusal(admin, {
          type: 'update',
          account: own,
          role: 'ROLE_ADMIN',
          countries: [FRANCE, ITALY],
        }),
      ).toBeNull();
      expect(accountChangeRefusal(committee, { type: 'update', account: ownCommittee })).toBeNull();
      expect(
        accountChangeRefusal(committee, {
          type: 'set-password',
          account: ownCommittee,
          reauthenticated: true,
        }),
      ).toBeNull();
    });

    it('lets an admin change another admin’s role and countries', () => {
      expect(
        accountChangeRefusal(admin, {
          type: 'update',
          account: otherAdmin,
          role: 'ROLE_EXECUTIVE_COMMITTEE',
          countries: [ITALY],
        }),
      ).toBeNull();
    });
  });

  describe('one’s own password and account (re-authentication)', () => {
    it.each([
      ['the executive committee', committee, ownCommittee],
      ['an admin', admin, ownAdmin],
    ] as const)(
      'refuses %s to set its own password or delete itself without proving who it is',
      (_, actor, own) => {
        for (const change of [
          { type: 'set-password', account: own },
          { type: 'set-password', account: own, reauthenticated: false },
          { type: 'delete', account: own },
          { type: 'delete', account: own, reauthenticated: false },
        ] satisfies AccountChange[])
          expect({ change, refusal: accountChangeRefusal(actor, change) }).toEqual({
            change,
            refusal: 'ownCredentialsInSettings',
          });
      },
    );

    it('lets a person who proved who they are change their own password or delete their own account', () => {
      for (const type of ['set-password', 'delete'] as const)
        expect(accountChangeRefusal(admin, { type, account: ownAdmin, reauthenticated: true })).toBeNull();
    });

    it('lets an admin set another person’s password without any proof of theirs', () => {
      expect(accountChangeRefusal(admin, { type: 'set-password', account: otherAdmin })).toBeNull();
      expect(accountChangeRefusal(committee, { type: 'set-password', account: ambassador })).toBeNull();
    });
  });

  it('answers a refusal as a 403 with the message a person reads', () => {
    expect(() => assertAccountChangeAllowed(committee, { type: 'delete', account: otherAdmin })).toThrow(
      new DomainError('forbidden', MESSAGES.adminAccountsByAdminsOnly, 'admin-accounts-by-admins-only'),
    );
    let thrown: unknown;
    try {
      assertAccountChangeAllowed(admin, { type: 'update', account: ownAdmin, countries: [] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({
      kind: 'forbidden',
      message: MESSAGES.ownRoleOrCountries,
      code: 'own-role-or-countries',
    });
    expect(() => assertAccountChangeAllowed(admin, { type: 'delete', account: ownAdmin })).toThrow(
      new DomainError('forbidden', MESSAGES.ownCredentialsInSettings, 'own-credentials-in-settings'),
    );
    expect(() => assertAccountChangeAllowed(admin, { type: 'delete', account: otherAdmin })).not.toThrow();
  });
});
