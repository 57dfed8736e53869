import { DomainError, MESSAGES, type Decider } from '@artisans/domain';
import { ARTISAN_MESSAGES } from './artisan-messages';

/**
 * The Artisan aggregate (stream `artisan-<uuid>`), for now its account part: registration, email
 * confirmation, password, invitation, creator and deletion. The registry issue adds the profile and
 * the evaluation lifecycle to the same stream.
 *
 * Personal data (names, email, phone, address, links) never enters these events: it lives in
 * artisan_personal_data, which deletion erases. Events carry ids, non-personal fields and the
 * *names* of the personal fields that were set.
 */

/** How the artisan came into the tool. */
export type ArtisanSource = 'sign-up' | 'staff' | 'import';

export const ARTISAN_PERSONAL_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'associated',
  'workshop',
  'website',
  'address',
  'postalCode',
  'place',
  'pinterest',
  'facebook',
  'instagram',
  'youtube',
  'otherSocial',
] as const;

export type ArtisanPersonalField = (typeof ARTISAN_PERSONAL_FIELDS)[number];

/** The non-personal part of the profile that registration records. */
export type ArtisanProfile = {
  countryId: number | null;
  craftMaterialId: number | null;
  craftPersonId: number | null;
  /** The year the artisan started (1900 to next year; checked where the year is known: the edge). */
  inActivity: number | null;
  receiveNews: boolean;
};

/** How a password was set: with the sign-up form, from an invitation, by a reset link, or changed. */
export type PasswordVia = 'sign-up' | 'invite' | 'reset' | 'change';

/** What proved the address: the mailed confirmation link, or another mailed link the artisan followed. */
export type EmailProof = 'link' | 'invite' | 'reset' | 'go-to';

export type ArtisanEvent =
  | {
      type: 'ArtisanRegistered';
      data: ArtisanProfile & {
        artisanId: string;
        source: ArtisanSource;
        /** The staff account that created the artisan; null for a sign-up. */
        createdBy: string | null;
        language: string;
        changedFields: ArtisanPersonalField[];
      };
    }
  | { type: 'ArtisanEmailConfirmationRequested'; data: { artisanId: string; language: string } }
  | { type: 'ArtisanEmailConfirmed'; data: { artisanId: string; via: EmailProof } }
  | { type: 'ArtisanPasswordSet'; data: { artisanId: string; via: PasswordVia } }
  | { type: 'ArtisanPasswordResetRequested'; data: { artisanId: string; language: string } }
  | {
      type: 'ArtisanInvited';
      data: { artisanId: string; by: string; language: string; goTo: string | null };
    }
  | { type: 'ArtisanAccountCreatedMailRequested'; data: { artisanId: string; language: string } }
  | { type: 'ArtisanCreatorReassigned'; data: { artisanId: string; from: string | null; to: string } }
  | { type: 'ArtisanAccountDeleted'; data: { artisanId: string } };

export type ArtisanEventType = ArtisanEvent['type'];

export type ArtisanCommand =
  | {
      type: 'RegisterArtisan';
      artisanId: string;
      source: ArtisanSource;
      createdBy: string | null;
      language: string;
      profile: ArtisanProfile;
      /** The personal fields given a value (their values are stored beside the stream). */
      personalFields: ArtisanPersonalField[];
    }
  | { type: 'RequestEmailConfirmation'; artisanId: string }
  | { type: 'ConfirmArtisanEmail'; artisanId: string; via: 'link' | 'go-to' }
  | { type: 'SetArtisanPassword'; artisanId: string; via: Exclude<PasswordVia, 'sign-up'> }
  | { type: 'RequestPasswordReset'; artisanId: string }
  | { type: 'InviteArtisan'; artisanId: string; by: string; goTo: string | null }
  | { type: 'RequestAccountCreatedMail'; artisanId: string }
  | { type: 'ReassignArtisanCreator'; artisanId: string; to: string }
  | { type: 'DeleteArtisanAccount'; artisanId: string };

export type ArtisanAccount = {
  source: ArtisanSource;
  createdBy: string | null;
  language: string;
  profile: ArtisanProfile;
  hasEmail: boolean;
  emailConfirmed: boolean;
  hasPassword: boolean;
  invited: boolean;
  accountCreatedMailSent: boolean;
};

export type ArtisanState =
  { status: 'none' } | { status: 'registered'; account: ArtisanAccount } | { status: 'deleted' };

export const artisanStreamId = (artisanId: string) => `artisan-${artisanId}`;

function existing(state: ArtisanState): ArtisanAccount {
  if (state.status !== 'registered') throw new DomainError('not_found', MESSAGES.notFound);
  return state.account;
}

function refuseInvalid(message: string): never {
  throw new DomainError('invalid', message);
}

/** A sign-up is the artisan's own form: everything it requires is there, and an address to confirm. */
function checkRegistration(command: Extract<ArtisanCommand, { type: 'RegisterArtisan' }>): void {
  if (command.source === 'sign-up') {
    if (command.createdBy !== null) refuseInvalid(MESSAGES.forbidden);
    if (!command.personalFields.includes('email'))
      refuseInvalid(ARTISAN_MESSAGES.signUpNeedsEmailAndPassword);
    const { countryId, craftMaterialId, craftPersonId, inActivity } = command.profile;
    if (countryId === null) refuseInvalid(ARTISAN_MESSAGES.countryRequired);
    if (craftMaterialId === null) refuseInvalid(ARTISAN_MESSAGES.craftRequired);
    if (craftPersonId === null) refuseInvalid(ARTISAN_MESSAGES.occupationRequired);
    if (inActivity === null) refuseInvalid(ARTISAN_MESSAGES.inActivityRequired);
  } else if (command.createdBy === null) {
    refuseInvalid(ARTISAN_MESSAGES.creatorRequired);
  }
  for (const field of ['firstName', 'lastName'] as const) {
    if (!command.personalFields.includes(field))
      refuseInvalid(
        field === 'firstName' ? ARTISAN_MESSAGES.firstNameRequired : ARTISAN_MESSAGES.lastNameRequired,
      );
  }
}

export const artisanDecider: Decider<ArtisanCommand, ArtisanEvent, ArtisanState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'ArtisanRegistered') {
      const { artisanId: _id, source, createdBy, language, changedFields, ...profile } = event.data;
      return {
        status: 'registered',
        account: {
          source,
          createdBy,
          language,
          profile,
          hasEmail: changedFields.includes('email'),
          emailConfirmed: false,
          hasPassword: false,
          invited: false,
          accountCreatedMailSent: false,
        },
      };
    }
    if (event.type === 'ArtisanAccountDeleted') return { status: 'deleted' };
    if (state.status !== 'registered') return state;
    const account = state.account;
    switch (event.type) {
      case 'ArtisanEmailConfirmed':
        return { status: 'registered', account: { ...account, emailConfirmed: true } };
      case 'ArtisanPasswordSet':
        return { status: 'registered', account: { ...account, hasPassword: true } };
      case 'ArtisanInvited':
        return { status: 'registered', account: { ...account, invited: true } };
      case 'ArtisanAccountCreatedMailRequested':
        return { status: 'registered', account: { ...account, accountCreatedMailSent: true } };
      case 'ArtisanCreatorReassigned':
        return { status: 'registered', account: { ...account, createdBy: event.data.to } };
      case 'ArtisanEmailConfirmationRequested':
      case 'ArtisanPasswordResetRequested':
        return state;
      default: {
        const unexpected: never = event;
        return unexpected;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterArtisan': {
        if (state.status !== 'none') throw new DomainError('conflict', MESSAGES.artisanExists);
        checkRegistration(command);
        const { artisanId, source, createdBy, language, profile, personalFields } = command;
        const registered: ArtisanEvent = {
          type: 'ArtisanRegistered',
          data: { artisanId, source, createdBy, language, ...profile, changedFields: personalFields },
        };
        if (source !== 'sign-up') return [registered];
        return [
          registered,
          { type: 'ArtisanPasswordSet', data: { artisanId, via: 'sign-up' } },
          { type: 'ArtisanEmailConfirmationRequested', data: { artisanId, language } },
        ];
      }
      case 'RequestEmailConfirmation': {
        const account = existing(state);
        if (!account.hasEmail) refuseInvalid(ARTISAN_MESSAGES.noEmail);
        if (account.emailConfirmed)
          throw new DomainError(
            'conflict',
            ARTISAN_MESSAGES.emailAlreadyConfirmed,
            'email-already-confirmed',
          );
        return [
          {
            type: 'ArtisanEmailConfirmationRequested',
            data: { artisanId: command.artisanId, language: account.language },
          },
        ];
      }
      case 'ConfirmArtisanEmail': {
        const account = existing(state);
        if (account.emailConfirmed) return [];
        return [{ type: 'ArtisanEmailConfirmed', data: { artisanId: command.artisanId, via: command.via } }];
      }
      case 'SetArtisanPassword': {
        const account = existing(state);
        const { artisanId, via } = command;
        if (via === 'change') {
          // Only a signed-in artisan changes a password, and signing in needs both.
          if (!account.hasPassword || !account.emailConfirmed)
            throw new DomainError('forbidden', MESSAGES.forbidden);
          return [{ type: 'ArtisanPasswordSet', data: { artisanId, via } }];
        }
        if (!account.hasEmail) refuseInvalid(ARTISAN_MESSAGES.noEmail);
        if (via === 'invite' && account.hasPassword)
          throw new DomainError('conflict', ARTISAN_MESSAGES.alreadyActivated, 'already-activated');
        // The invitation and the reset link were mailed: following one proves the address too.
        const events: ArtisanEvent[] = [{ type: 'ArtisanPasswordSet', data: { artisanId, via } }];
        if (!account.emailConfirmed) events.push({ type: 'ArtisanEmailConfirmed', data: { artisanId, via } });
        return events;
      }
      case 'RequestPasswordReset': {
        const account = existing(state);
        if (!account.hasEmail) refuseInvalid(ARTISAN_MESSAGES.noEmail);
        return [
          {
            type: 'ArtisanPasswordResetRequested',
            data: { artisanId: command.artisanId, language: account.language },
          },
        ];
      }
      case 'InviteArtisan': {
        const account = existing(state);
        if (!account.hasEmail) refuseInvalid(ARTISAN_MESSAGES.noEmail);
        if (account.hasPassword)
          throw new DomainError('conflict', ARTISAN_MESSAGES.alreadyActivated, 'already-activated');
        return [
          {
            type: 'ArtisanInvited',
            data: {
              artisanId: command.artisanId,
              by: command.by,
              language: account.language,
              goTo: command.goTo,
            },
          },
        ];
      }
      case 'RequestAccountCreatedMail': {
        const account = existing(state);
        if (!account.emailConfirmed)
          throw new DomainError('conflict', MESSAGES.verifyEmail, 'error-verify-email');
        // Once is enough: a second call (a reload of the confirmation screen) sends nothing.
        if (account.accountCreatedMailSent) return [];
        return [
          {
            type: 'ArtisanAccountCreatedMailRequested',
            data: { artisanId: command.artisanId, language: account.language },
          },
        ];
      }
      case 'ReassignArtisanCreator': {
        const account = existing(state);
        if (account.createdBy === command.to) return [];
        return [
          {
            type: 'ArtisanCreatorReassigned',
            data: { artisanId: command.artisanId, from: account.createdBy, to: command.to },
          },
        ];
      }
      case 'DeleteArtisanAccount':
        existing(state);
        return [{ type: 'ArtisanAccountDeleted', data: { artisanId: command.artisanId } }];
      default: {
        const unexpected: never = command;
        return unexpected;
      }
    }
  },
};
