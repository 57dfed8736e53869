import { DomainError, MESSAGES, fold } from '@artisans/domain';
import type { AccountActor } from '@artisans/domain';
import {
  staffAccountDecider as decider,
  type StaffAccountCommand,
  type StaffAccountEvent,
  type StaffSettings,
} from './staff-account.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const settings: StaffSettings = {
  role: 'ROLE_AMBASSADOR',
  countries: [250],
  organizationId: 1,
  isActive: true,
  language: 'fr',
};
const created: StaffAccountEvent = { type: 'StaffAccountCreated', data: { accountId: 'a', ...settings } };
const { given } = deciderSpec(decider);
/** Deleting account 'a' (no artisans attached) and setting its password, the commands most cases send. */
const deletion = (actor: AccountActor | null, reauthenticated = false): StaffAccountCommand => ({
  type: 'DeleteStaffAccount',
  accountId: 'a',
  attachedArtisans: 0,
  reauthenticated,
  actor,
});
const passwordSet = (
  actor: AccountActor | null,
  via: 'change' | 'reset' | 'set' = 'set',
  reauthenticated = false,
): StaffAccountCommand => ({ type: 'ChangeStaffPassword', accountId: 'a', via, reauthenticated, actor });

describe('staff account decider', () => {
  it('creates an account once', () => {
    expect(
      decider.decide({ type: 'CreateStaffAccount', accountId: 'a', settings, actor: null }, given()),
    ).toEqual([created]);
    expect(() =>
      decider.decide({ type: 'CreateStaffAccount', accountId: 'a', settings, actor: null }, given(created)),
    ).toThrow(new DomainError('conflict', 'This account already exists.'));
  });

  it('records only the fields that really changed, personal ones by name', () => {
    const events = decider.decide(
      {
        type: 'UpdateStaffAccount',
        accountId: 'a',
        settings: { role: 'ROLE_AMBASSADOR', countries: [250, 380] },
        changedPersonalFields: ['lastName'],
        actor: null,
      },
      given(created),
    );
    expect(events).toEqual([
      {
        type: 'StaffAccountUpdated',
        data: { accountId: 'a', changedFields: ['lastName', 'countries'], countries: [250, 380] },
      },
    ]);
    expect(fold(decider, [created, ...events])).toEqual({
      status: 'active',
      settings: { ...settings, countries: [250, 380] },
    });
  });

  it('records nothing when nothing changed', () => {
    expect(
      decider.decide(
        { type: 'UpdateStaffAccount', accountId: 'a', settings, changedPersonalFields: [], actor: null },
        given(created),
      ),
    ).toEqual([]);
  });

  it('refuses to delete an account that still has artisans attached', () => {
    expect(() =>
      decider.decide(
        {
          type: 'DeleteStaffAccount',
          accountId: 'a',
          attachedArtisans: 2,
          reauthenticated: false,
          actor: null,
        },
        given(created),
      ),
    ).toThrow(new DomainError('conflict', MESSAGES.reassignArtisansFirst));
    expect(decider.decide(deletion(null), given(created))).toEqual([
      { type: 'StaffAccountDeleted', data: { accountId: 'a' } },
    ]);
  });

  it('invites an account created without a password, in its language', () => {
    expect(
      decider.decide(
        { type: 'CreateStaffAccount', accountId: 'a', settings, invite: true, actor: null },
        given(),
      ),
    ).toEqual([created, { type: 'StaffAccountInvited', data: { accountId: 'a', language: 'fr' } }]);
    expect(
      fold(
        decider,
        decider.decide(
          { type: 'CreateStaffAccount', accountId: 'a', settings, invite: true, actor: null },
          given(),
        ),
      ),
    ).toEqual({
      status: 'active',
      settings,
    });
  });

  it('records a reset request in the language the account uses now', () => {
    const french: StaffAccountEvent = {
      type: 'StaffAccountUpdated',
      data: { accountId: 'a', changedFields: ['language'], language: 'it' },
    };
    expect(
      decider.decide({ type: 'RequestStaffPasswordReset', accountId: 'a' }, given(created, french)),
    ).toEqual([{ type: 'StaffPasswordResetRequested', data: { accountId: 'a', language: 'it' } }]);
  });

  it('records which artisans moved to which account, and nothing when there are none', () => {
    expect(
      decider.decide(
        { type: 'RecordArtisansReassigned', accountId: 'a', toAccountId: 'b', artisanIds: ['x', 'y'] },
        given(created),
      ),
    ).toEqual([
      {
        type: 'StaffAccountArtisansReassigned',
        data: { accountId: 'a', toAccountId: 'b', artisans: 2, artisanIds: ['x', 'y'] },
      },
    ]);
    expect(
      decider.decide(
        { type: 'RecordArtisansReassigned', accountId: 'a', toAccountId: 'b', artisanIds: [] },
        given(created),
      ),
    ).toEqual([]);
    expect(() =>
      decider.decide(
        { type: 'RecordArtisansReassigned', accountId: 'a', toAccountId: 'a', artisanIds: ['x'] },
        given(created),
      ),
    ).toThrow(DomainError);
  });

  it('refuses every change to a missing or deleted account', () => {
    const deleted: StaffAccountEvent = { type: 'StaffAccountDeleted', data: { accountId: 'a' } };
    for (const state of [given(), given(created, deleted)]) {
      expect(() =>
        decider.decide(
          { type: 'ChangeStaffPassword', accountId: 'a', via: 'change', reauthenticated: true, actor: null },
          state,
        ),
      ).toThrow(new DomainError('not_found', MESSAGES.notFound));
      expect(() => decider.decide({ type: 'RequestStaffPasswordReset', accountId: 'a' }, state)).toThrow(
        new DomainError('not_found', MESSAGES.notFound),
      );
    }
  });

  describe('checks who asks against the account as its stream tells it', () => {
    const admin: AccountActor = { id: 'boss', role: 'ROLE_ADMIN' };
    const committee: AccountActor = { id: 'c', role: 'ROLE_EXECUTIVE_COMMITTEE' };
    const adminAccount: StaffAccountEvent = {
      type: 'StaffAccountCreated',
      data: { accountId: 'a', ...settings, role: 'ROLE_ADMIN' },
    };
    // Promoted by an event the caller's read model may not show yet.
    const promoted: StaffAccountEvent = {
      type: 'StaffAccountUpdated',
      data: { accountId: 'a', changedFields: ['role'], role: 'ROLE_ADMIN' },
    };
    const adminOnly = new DomainError(
      'forbidden',
      MESSAGES.adminAccountsByAdminsOnly,
      'admin-accounts-by-admins-only',
    );
    const update = (
      actor: AccountActor | null,
      changes: Partial<StaffSettings> = {},
    ): Extract<StaffAccountCommand, { type: 'UpdateStaffAccount' }> => ({
      type: 'UpdateStaffAccount',
      accountId: 'a',
      settings: changes,
      changedPersonalFields: ['phone'],
      actor,
    });

    it('refuses the executive committee every change to an admin account', () => {
      for (const state of [given(adminAccount), given(created, promoted)]) {
        expect(() => decider.decide(update(committee), state)).toThrow(adminOnly);
        expect(() => decider.decide(update(committee, { isActive: false }), state)).toThrow(adminOnly);
        expect(() => decider.decide(passwordSet(committee), state)).toThrow(adminOnly);
        expect(() => decider.decide(deletion(committee), state)).toThrow(adminOnly);
      }
      expect(() =>
        decider.decide(
          {
            type: 'CreateStaffAccount',
            accountId: 'a',
            settings: { ...settings, role: 'ROLE_ADMIN' },
            actor: committee,
          },
          given(),
        ),
      ).toThrow(adminOnly);
      expect(() => decider.decide(update(committee, { role: 'ROLE_ADMIN' }), given(created))).toThrow(
        adminOnly,
      );
    });

    it('lets an admin make those changes, and the executive committee change other accounts', () => {
      expect(decider.decide(update(admin, { isActive: false }), given(adminAccount))).toEqual([
        {
          type: 'StaffAccountUpdated',
          data: { accountId: 'a', changedFields: ['phone', 'isActive'], isActive: false },
        },
      ]);
      expect(decider.decide(deletion(admin), given(adminAccount))).toEqual([
        { type: 'StaffAccountDeleted', data: { accountId: 'a' } },
      ]);
      expect(decider.decide(update(committee, { role: 'ROLE_NETWORK_MEMBER' }), given(created))).toHaveLength(
        1,
      );
    });

    it('refuses a change of one’s own role or countries, even to an admin', () => {
      const self: AccountActor = { id: 'a', role: 'ROLE_ADMIN' };
      const ownRole = new DomainError('forbidden', MESSAGES.ownRoleOrCountries, 'own-role-or-countries');
      expect(() => decider.decide(update(self, { role: 'ROLE_AMBASSADOR' }), given(adminAccount))).toThrow(
        ownRole,
      );
      expect(() => decider.decide(update(self, { countries: [380] }), given(adminAccount))).toThrow(ownRole);
      expect(decider.decide(update(self, { countries: [250] }), given(adminAccount))).toEqual([
        { type: 'StaffAccountUpdated', data: { accountId: 'a', changedFields: ['phone'] } },
      ]);
    });

    it('refuses setting one’s own password or deleting oneself without proof of who one is', () => {
      const self: AccountActor = { id: 'a', role: 'ROLE_ADMIN' };
      const ownCredentials = new DomainError(
        'forbidden',
        MESSAGES.ownCredentialsInSettings,
        'own-credentials-in-settings',
      );
      const state = given(adminAccount);
      expect(() => decider.decide({ ...update(self), setsPassword: true }, state)).toThrow(ownCredentials);
      expect(() => decider.decide(passwordSet(self), state)).toThrow(ownCredentials);
      expect(() => decider.decide(deletion(self), state)).toThrow(ownCredentials);
      // The account settings prove the current password, a reset link the mailbox.
      for (const via of ['change', 'reset', 'set'] as const)
        expect(decider.decide(passwordSet(self, via, true), state)).toEqual([
          { type: 'StaffPasswordChanged', data: { accountId: 'a', via } },
        ]);
      expect(decider.decide(deletion(self, true), state)).toEqual([
        { type: 'StaffAccountDeleted', data: { accountId: 'a' } },
      ]);
    });

    it('records a password set from the user screen with the other changes, or alone', () => {
      expect(
        decider.decide({ ...update(admin, { isActive: false }), setsPassword: true }, given(created)),
      ).toEqual([
        {
          type: 'StaffAccountUpdated',
          data: { accountId: 'a', changedFields: ['phone', 'isActive'], isActive: false },
        },
        { type: 'StaffPasswordChanged', data: { accountId: 'a', via: 'set' } },
      ]);
      expect(
        decider.decide({ ...update(admin), changedPersonalFields: [], setsPassword: true }, given(created)),
      ).toEqual([{ type: 'StaffPasswordChanged', data: { accountId: 'a', via: 'set' } }]);
      expect(() => decider.decide({ ...update(committee), setsPassword: true }, given(adminAccount))).toThrow(
        adminOnly,
      );
    });
  });
});
