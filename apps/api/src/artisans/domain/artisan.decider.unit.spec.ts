import { DomainError, MESSAGES } from '@artisans/domain';
import { ARTISAN_MESSAGES } from './artisan-messages';
import { artisanDecider as decider, type ArtisanCommand, type ArtisanEvent } from './artisan.decider';
import type { ArtisanProfile } from './artisan-profile';
import { ARTISAN_ID, EXAMPLE_PROFILE, registration } from '../../../../../test-support/artisan-registration';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const id = ARTISAN_ID;
const hunter = 'staff-hunter';
const profile = EXAMPLE_PROFILE;
/** A sign-up is pending until its address is confirmed. */
const signUpProfile: ArtisanProfile = { ...profile, pending: true };
const { command: signUp, event: signedUp } = registration(
  { source: 'sign-up', createdBy: null, language: 'fr' },
  signUpProfile,
);
const createdByStaff: ArtisanEvent = {
  type: 'ArtisanRegistered',
  data: {
    artisanId: id,
    source: 'staff',
    createdBy: hunter,
    language: 'it',
    ...profile,
    craftPersonId: null,
    changedFields: ['firstName', 'lastName', 'email'],
  },
};
const createdWithoutEmail: ArtisanEvent = {
  ...createdByStaff,
  data: { ...createdByStaff.data, changedFields: ['firstName', 'lastName'] },
} as ArtisanEvent;
const passwordSet = (via: 'sign-up' | 'invite' | 'reset' | 'change'): ArtisanEvent => ({
  type: 'ArtisanPasswordSet',
  data: { artisanId: id, via },
});
const confirmed: ArtisanEvent = { type: 'ArtisanEmailConfirmed', data: { artisanId: id, via: 'link' } };
const deleted: ArtisanEvent = { type: 'ArtisanAccountDeleted', data: { artisanId: id } };

const { given, when, refused } = deciderSpec(decider);

describe('artisan decider: account part', () => {
  describe('RegisterArtisan', () => {
    it('signs up: registered, its password set, and a confirmation mail asked for', () => {
      expect(when(given(), signUp)).toEqual([
        signedUp,
        passwordSet('sign-up'),
        { type: 'ArtisanEmailConfirmationRequested', data: { artisanId: id, language: 'fr' } },
      ]);
      expect(given(signedUp, passwordSet('sign-up'))).toEqual({
        status: 'registered',
        account: {
          source: 'sign-up',
          createdBy: null,
          language: 'fr',
          profile: signUpProfile,
          hasEmail: true,
          emailConfirmed: false,
          hasPassword: true,
          invited: false,
          accountCreatedMailSent: false,
          pictures: [],
          document: null,
        },
      });
    });

    it('registers an artisan created by staff without password or mail', () => {
      const command: ArtisanCommand = {
        type: 'RegisterArtisan',
        artisanId: id,
        source: 'staff',
        createdBy: hunter,
        language: 'it',
        profile: { ...profile, craftPersonId: null },
        personalFields: ['firstName', 'lastName', 'email'],
      };
      expect(when(given(), command)).toEqual([createdByStaff]);
    });

    it('refuses a second registration of the same artisan', () => {
      expect(refused(given(signedUp), signUp)).toEqual(new DomainError('conflict', MESSAGES.artisanExists));
      expect(refused(given(signedUp, deleted), signUp)).toEqual(
        new DomainError('conflict', MESSAGES.artisanExists),
      );
    });

    it.each([
      [
        'no email',
        { personalFields: ['firstName', 'lastName'] },
        ARTISAN_MESSAGES.signUpNeedsEmailAndPassword,
      ],
      ['no country', { profile: { ...signUpProfile, countryId: null } }, ARTISAN_MESSAGES.countryRequired],
      ['no craft', { profile: { ...signUpProfile, craftMaterialId: null } }, ARTISAN_MESSAGES.craftRequired],
      [
        'no occupation',
        { profile: { ...signUpProfile, craftPersonId: null } },
        ARTISAN_MESSAGES.occupationRequired,
      ],
      [
        'no start year',
        { profile: { ...signUpProfile, inActivity: null } },
        ARTISAN_MESSAGES.inActivityRequired,
      ],
      ['no last name', { personalFields: ['firstName', 'email'] }, ARTISAN_MESSAGES.lastNameRequired],
      ['a creator', { createdBy: hunter }, MESSAGES.forbidden],
    ] as const)('refuses a sign-up with %s', (_case, change, message) => {
      expect(refused(given(), { ...signUp, ...change } as ArtisanCommand)).toEqual(
        new DomainError('invalid', message),
      );
    });

    it('refuses an artisan created by staff without its creator', () => {
      expect(refused(given(), { ...signUp, source: 'staff' } as ArtisanCommand)).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.creatorRequired),
      );
    });
  });

  describe('RequestEmailConfirmation', () => {
    const command: ArtisanCommand = { type: 'RequestEmailConfirmation', artisanId: id };

    it('asks for a new confirmation mail, in the artisan language', () => {
      expect(when(given(signedUp), command)).toEqual([
        { type: 'ArtisanEmailConfirmationRequested', data: { artisanId: id, language: 'fr' } },
      ]);
    });

    it('refuses once the address is confirmed, or when there is none', () => {
      expect(refused(given(signedUp, confirmed), command)).toEqual(
        new DomainError('conflict', ARTISAN_MESSAGES.emailAlreadyConfirmed, 'email-already-confirmed'),
      );
      expect(refused(given(createdWithoutEmail), command)).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.noEmail),
      );
    });
  });

  describe('ConfirmArtisanEmail', () => {
    it('confirms once; confirming again changes nothing', () => {
      const command: ArtisanCommand = { type: 'ConfirmArtisanEmail', artisanId: id, via: 'link' };
      expect(when(given(signedUp), command)).toEqual([confirmed]);
      expect(when(given(signedUp, confirmed), command)).toEqual([]);
      expect(given(signedUp, confirmed)).toMatchObject({ account: { emailConfirmed: true } });
    });
  });

  describe('SetArtisanPassword', () => {
    it('sets the password of an invited artisan and confirms the address the invitation reached', () => {
      expect(
        when(given(createdByStaff), { type: 'SetArtisanPassword', artisanId: id, via: 'invite' }),
      ).toEqual([
        passwordSet('invite'),
        { type: 'ArtisanEmailConfirmed', data: { artisanId: id, via: 'invite' } },
      ]);
    });

    it('resets a password; the reset link confirms an unconfirmed address too', () => {
      const reset: ArtisanCommand = { type: 'SetArtisanPassword', artisanId: id, via: 'reset' };
      expect(when(given(signedUp, passwordSet('sign-up'), confirmed), reset)).toEqual([passwordSet('reset')]);
      expect(when(given(signedUp, passwordSet('sign-up')), reset)).toEqual([
        passwordSet('reset'),
        { type: 'ArtisanEmailConfirmed', data: { artisanId: id, via: 'reset' } },
      ]);
    });

    it('changes the password of an active artisan only', () => {
      const change: ArtisanCommand = { type: 'SetArtisanPassword', artisanId: id, via: 'change' };
      expect(when(given(signedUp, passwordSet('sign-up'), confirmed), change)).toEqual([
        passwordSet('change'),
      ]);
      expect(refused(given(signedUp, passwordSet('sign-up')), change)).toEqual(
        new DomainError('forbidden', MESSAGES.forbidden),
      );
    });

    it('refuses an invitation password once the account is activated', () => {
      expect(
        refused(given(createdByStaff, passwordSet('invite')), {
          type: 'SetArtisanPassword',
          artisanId: id,
          via: 'invite',
        }),
      ).toEqual(new DomainError('conflict', ARTISAN_MESSAGES.alreadyActivated, 'already-activated'));
    });

    it('refuses a password for an artisan without an address', () => {
      expect(
        refused(given(createdWithoutEmail), { type: 'SetArtisanPassword', artisanId: id, via: 'reset' }),
      ).toEqual(new DomainError('invalid', ARTISAN_MESSAGES.noEmail));
    });
  });

  describe('RequestPasswordReset', () => {
    it('asks for a reset mail in the artisan language', () => {
      expect(when(given(signedUp), { type: 'RequestPasswordReset', artisanId: id })).toEqual([
        { type: 'ArtisanPasswordResetRequested', data: { artisanId: id, language: 'fr' } },
      ]);
    });

    it('refuses without an address', () => {
      expect(refused(given(createdWithoutEmail), { type: 'RequestPasswordReset', artisanId: id })).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.noEmail),
      );
    });
  });

  describe('InviteArtisan', () => {
    const invite: ArtisanCommand = { type: 'InviteArtisan', artisanId: id, by: hunter, goTo: 'profile' };
    const invited: ArtisanEvent = {
      type: 'ArtisanInvited',
      data: { artisanId: id, by: hunter, language: 'it', goTo: 'profile' },
    };

    it('invites, and invites again while the account is not activated', () => {
      expect(when(given(createdByStaff), invite)).toEqual([invited]);
      expect(when(given(createdByStaff, invited), invite)).toEqual([invited]);
    });

    it('refuses an artisan without an address or with an account already', () => {
      expect(refused(given(createdWithoutEmail), invite)).toEqual(
        new DomainError('invalid', ARTISAN_MESSAGES.noEmail),
      );
      expect(refused(given(signedUp, passwordSet('sign-up')), invite)).toEqual(
        new DomainError('conflict', ARTISAN_MESSAGES.alreadyActivated, 'already-activated'),
      );
    });
  });

  describe('RequestAccountCreatedMail', () => {
    const command: ArtisanCommand = { type: 'RequestAccountCreatedMail', artisanId: id };
    const requested: ArtisanEvent = {
      type: 'ArtisanAccountCreatedMailRequested',
      data: { artisanId: id, language: 'fr' },
    };

    it('sends the welcome mail once, after the confirmation', () => {
      expect(when(given(signedUp, confirmed), command)).toEqual([requested]);
      expect(when(given(signedUp, confirmed, requested), command)).toEqual([]);
    });

    it('refuses before the address is confirmed', () => {
      expect(refused(given(signedUp), command)).toEqual(
        new DomainError('conflict', MESSAGES.verifyEmail, 'error-verify-email'),
      );
    });
  });

  describe('ReassignArtisanCreator', () => {
    it('records the old and the new creator, nothing when unchanged', () => {
      const command: ArtisanCommand = { type: 'ReassignArtisanCreator', artisanId: id, to: 'staff-2' };
      const reassigned: ArtisanEvent = {
        type: 'ArtisanCreatorReassigned',
        data: { artisanId: id, from: hunter, to: 'staff-2' },
      };
      expect(when(given(createdByStaff), command)).toEqual([reassigned]);
      expect(given(createdByStaff, reassigned)).toMatchObject({ account: { createdBy: 'staff-2' } });
      expect(when(given(createdByStaff, reassigned), command)).toEqual([]);
    });
  });

  describe('DeleteArtisanAccount', () => {
    it('deletes; afterwards every command is refused', () => {
      expect(when(given(signedUp), { type: 'DeleteArtisanAccount', artisanId: id })).toEqual([deleted]);
      const gone = given(signedUp, deleted);
      expect(gone).toEqual({ status: 'deleted' });
      const commands: ArtisanCommand[] = [
        { type: 'RequestEmailConfirmation', artisanId: id },
        { type: 'ConfirmArtisanEmail', artisanId: id, via: 'link' },
        { type: 'SetArtisanPassword', artisanId: id, via: 'reset' },
        { type: 'RequestPasswordReset', artisanId: id },
        { type: 'InviteArtisan', artisanId: id, by: hunter, goTo: null },
        { type: 'RequestAccountCreatedMail', artisanId: id },
        { type: 'ReassignArtisanCreator', artisanId: id, to: 'staff-2' },
        { type: 'DeleteArtisanAccount', artisanId: id },
      ];
      for (const command of commands) {
        expect(refused(gone, command)).toEqual(new DomainError('not_found', MESSAGES.notFound));
        expect(refused(given(), command)).toEqual(new DomainError('not_found', MESSAGES.notFound));
      }
    });
  });
});
