import { DomainError, MESSAGES, fold } from '@artisans/domain';
import {
  staffAccountDecider as decider,
  type StaffAccountEvent,
  type StaffSettings,
} from './staff-account.decider';

const settings: StaffSettings = {
  role: 'ROLE_AMBASSADOR',
  countries: [250],
  organizationId: 1,
  isActive: true,
  language: 'fr',
};
const created: StaffAccountEvent = { type: 'StaffAccountCreated', data: { accountId: 'a', ...settings } };
const given = (...events: StaffAccountEvent[]) => fold(decider, events);

describe('staff account decider', () => {
  it('creates an account once', () => {
    expect(decider.decide({ type: 'CreateStaffAccount', accountId: 'a', settings }, given())).toEqual([
      created,
    ]);
    expect(() =>
      decider.decide({ type: 'CreateStaffAccount', accountId: 'a', settings }, given(created)),
    ).toThrow(new DomainError('conflict', 'This account already exists.'));
  });

  it('records only the fields that really changed, personal ones by name', () => {
    const events = decider.decide(
      {
        type: 'UpdateStaffAccount',
        accountId: 'a',
        settings: { role: 'ROLE_AMBASSADOR', countries: [250, 380] },
        changedPersonalFields: ['lastName'],
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
        { type: 'UpdateStaffAccount', accountId: 'a', settings, changedPersonalFields: [] },
        given(created),
      ),
    ).toEqual([]);
  });

  it('refuses to delete an account that still has artisans attached', () => {
    expect(() =>
      decider.decide({ type: 'DeleteStaffAccount', accountId: 'a', attachedArtisans: 2 }, given(created)),
    ).toThrow(new DomainError('conflict', MESSAGES.reassignArtisansFirst));
    expect(
      decider.decide({ type: 'DeleteStaffAccount', accountId: 'a', attachedArtisans: 0 }, given(created)),
    ).toEqual([{ type: 'StaffAccountDeleted', data: { accountId: 'a' } }]);
  });

  it('invites an account created without a password, in its language', () => {
    expect(
      decider.decide({ type: 'CreateStaffAccount', accountId: 'a', settings, invite: true }, given()),
    ).toEqual([created, { type: 'StaffAccountInvited', data: { accountId: 'a', language: 'fr' } }]);
    expect(
      fold(
        decider,
        decider.decide({ type: 'CreateStaffAccount', accountId: 'a', settings, invite: true }, given()),
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
        decider.decide({ type: 'ChangeStaffPassword', accountId: 'a', via: 'change' }, state),
      ).toThrow(new DomainError('not_found', MESSAGES.notFound));
      expect(() => decider.decide({ type: 'RequestStaffPasswordReset', accountId: 'a' }, state)).toThrow(
        new DomainError('not_found', MESSAGES.notFound),
      );
    }
  });
});
