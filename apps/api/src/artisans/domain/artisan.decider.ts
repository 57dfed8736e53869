import { assertNever, DomainError, MESSAGES, type Decider } from '@artisans/domain';
import { ARTISAN_MESSAGES } from './artisan-messages';
import {
  ADMIN_FIELDS,
  ARTISAN_PERSONAL_FIELDS,
  ARTISAN_PROFILE_KEYS,
  PROCESS_FIELDS,
  PROFILE_DEFAULTS,
  newArtisanProfile,
  normalizeProfile,
  registeredProfile,
  type ArtisanPersonalField,
  type ArtisanProfile,
  type ArtisanProfileKey,
  type ArtisanSource,
  type ProfileEditor,
} from './artisan-profile';

/**
 * The Artisan aggregate (stream `artisan-<uuid>`): registration (sign-up, staff, import), the
 * profile and its changes, pictures and PDF, email confirmation, password, invitation, creator and
 * deletion. The profile's fields and defaults are in artisan-profile.ts; the evaluation has its own
 * stream (evaluation/domain/evaluation.decider.ts).
 *
 * Personal data (names, email, phone, address, links) never enters these events: it lives in
 * artisan_personal_data, which deletion erases. Events carry ids, non-personal fields and the
 * *names* of the personal fields that were set.
 */

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** At most this many pictures per artisan (SPEC.md section 5). */
export const MAX_PICTURES = 5;

/** How a password was set: with the sign-up form, from an invitation, by a reset link, or changed. */
export type PasswordVia = 'sign-up' | 'invite' | 'reset' | 'change';

/** What proved the address: the mailed confirmation link, or another mailed link the artisan followed. */
export type EmailProof = 'link' | 'invite' | 'reset' | 'go-to';

/** What a profile change names: personal fields (values kept beside the stream) and profile keys. */
export type ChangedField = ArtisanPersonalField | ArtisanProfileKey;

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
  | {
      type: 'ArtisanProfileChanged';
      data: {
        artisanId: string;
        /** Personal field names first, then profile keys; never empty. */
        changedFields: ChangedField[];
        /** The new values of the profile keys that changed (nothing personal). */
        changes: Partial<ArtisanProfile>;
        /** Personal fields that were emptied; present only when some were. */
        clearedFields?: ArtisanPersonalField[];
      };
    }
  | { type: 'ArtisanPictureAdded'; data: { artisanId: string; fileId: string } }
  | { type: 'ArtisanPictureRemoved'; data: { artisanId: string; fileId: string } }
  | { type: 'ArtisanDocumentAdded'; data: { artisanId: string; fileId: string } }
  | { type: 'ArtisanDocumentRemoved'; data: { artisanId: string; fileId: string } }
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
  | {
      type: 'ChangeArtisanProfile';
      artisanId: string;
      editor: ProfileEditor;
      /** The profile keys sent, with their new values; only those that differ are recorded. */
      changes: Partial<ArtisanProfile>;
      /** The personal fields whose values differ from the stored ones. */
      personalFields: ArtisanPersonalField[];
      /** Those of personalFields that were emptied. */
      clearedFields?: ArtisanPersonalField[];
    }
  | { type: 'AddArtisanPictures'; artisanId: string; fileIds: string[] }
  | { type: 'RemoveArtisanPicture'; artisanId: string; fileId: string }
  /** One PDF per artisan: adding another replaces it. */
  | { type: 'AddArtisanDocument'; artisanId: string; fileId: string }
  | { type: 'RemoveArtisanDocument'; artisanId: string }
  | { type: 'RequestEmailConfirmation'; artisanId: string }
  | { type: 'ConfirmArtisanEmail'; artisanId: string; via: 'link' | 'go-to' }
  | { type: 'SetArtisanPassword'; artisanId: string; via: Exclude<PasswordVia, 'sign-up'> }
  | { type: 'RequestPasswordReset'; artisanId: string }
  | { type: 'InviteArtisan'; artisanId: string; by: string; goTo: string | null }
  | { type: 'RequestAccountCreatedMail'; artisanId: string }
  | { type: 'ReassignArtisanCreator'; artisanId: string; to: string }
  /** The artisan deletes its own account (with its password, checked at the edge). */
  | { type: 'DeleteArtisanAccount'; artisanId: string }
  /** Staff delete an artisan (the permission and the reach are checked at the edge). */
  | { type: 'DeleteArtisan'; artisanId: string };

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
  /** File ids of the pictures, oldest first. */
  pictures: string[];
  /** File id of the PDF. */
  document: string | null;
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

/**
 * A sign-up is the artisan's own form: everything it requires is there, and an address to confirm;
 * the foundation's fields keep their defaults and the account is pending until confirmed. Staff and
 * imports name their creator and a country (which decides who reaches the artisan).
 */
function checkRegistration(command: Extract<ArtisanCommand, { type: 'RegisterArtisan' }>): void {
  const { countryId, craftMaterialId, craftPersonId, inActivity } = command.profile;
  if (command.source === 'sign-up') {
    if (command.createdBy !== null) refuseInvalid(MESSAGES.forbidden);
    if (!command.personalFields.includes('email'))
      refuseInvalid(ARTISAN_MESSAGES.signUpNeedsEmailAndPassword);
    if (countryId === null) refuseInvalid(ARTISAN_MESSAGES.countryRequired);
    if (craftMaterialId === null) refuseInvalid(ARTISAN_MESSAGES.craftRequired);
    if (craftPersonId === null) refuseInvalid(ARTISAN_MESSAGES.occupationRequired);
    if (inActivity === null) refuseInvalid(ARTISAN_MESSAGES.inActivityRequired);
    const signUp = newArtisanProfile({ ...command.profile, ...PROFILE_DEFAULTS, pending: true });
    if (PROCESS_FIELDS.some((key) => !sameValue(command.profile[key], signUp[key])))
      throw new DomainError('forbidden', ARTISAN_MESSAGES.processFieldsStaffOnly);
  } else {
    if (command.createdBy === null) refuseInvalid(ARTISAN_MESSAGES.creatorRequired);
    if (countryId === null) refuseInvalid(ARTISAN_MESSAGES.countryRequired);
  }
  for (const field of ['firstName', 'lastName'] as const) {
    if (!command.personalFields.includes(field))
      refuseInvalid(
        field === 'firstName' ? ARTISAN_MESSAGES.firstNameRequired : ARTISAN_MESSAGES.lastNameRequired,
      );
  }
}

/** The profile keys whose values really change, in the order of ARTISAN_PROFILE_KEYS. */
function profileChanges(
  profile: ArtisanProfile,
  requested: Partial<ArtisanProfile>,
): Partial<ArtisanProfile> {
  const wanted = normalizeProfile(requested);
  const changes: Partial<ArtisanProfile> = {};
  for (const key of ARTISAN_PROFILE_KEYS) {
    const value = wanted[key];
    if (value !== undefined && !sameValue(value, profile[key])) Object.assign(changes, { [key]: value });
  }
  return changes;
}

function decideProfileChange(
  command: Extract<ArtisanCommand, { type: 'ChangeArtisanProfile' }>,
  account: ArtisanAccount,
): ArtisanEvent[] {
  const changes = profileChanges(account.profile, command.changes);
  const keys = Object.keys(changes) as ArtisanProfileKey[];
  if (command.editor === 'artisan' && keys.some((key) => (PROCESS_FIELDS as readonly string[]).includes(key)))
    throw new DomainError('forbidden', ARTISAN_MESSAGES.processFieldsStaffOnly);
  if (command.editor !== 'admin' && keys.some((key) => (ADMIN_FIELDS as readonly string[]).includes(key)))
    throw new DomainError('forbidden', ARTISAN_MESSAGES.pendingAdminOnly);
  if ('countryId' in changes && changes.countryId === null) refuseInvalid(ARTISAN_MESSAGES.countryRequired);
  const personalFields = ARTISAN_PERSONAL_FIELDS.filter((field) => command.personalFields.includes(field));
  const clearedFields = personalFields.filter((field) => command.clearedFields?.includes(field));
  if (clearedFields.includes('firstName')) refuseInvalid(ARTISAN_MESSAGES.firstNameRequired);
  if (clearedFields.includes('lastName')) refuseInvalid(ARTISAN_MESSAGES.lastNameRequired);
  if (clearedFields.includes('email') && account.hasPassword)
    refuseInvalid(ARTISAN_MESSAGES.accountNeedsEmail);
  if (personalFields.length === 0 && keys.length === 0) return [];
  return [
    {
      type: 'ArtisanProfileChanged',
      data: {
        artisanId: command.artisanId,
        changedFields: [...personalFields, ...keys],
        changes,
        ...(clearedFields.length > 0 && { clearedFields }),
      },
    },
  ];
}

function decidePictures(
  command: Extract<ArtisanCommand, { type: 'AddArtisanPictures' }>,
  account: ArtisanAccount,
): ArtisanEvent[] {
  const { artisanId, fileIds } = command;
  if (fileIds.length === 0) refuseInvalid(ARTISAN_MESSAGES.uploadAgain);
  if (new Set([...account.pictures, ...fileIds]).size !== account.pictures.length + fileIds.length)
    throw new DomainError('conflict', ARTISAN_MESSAGES.pictureAlreadyAdded);
  if (account.pictures.length + fileIds.length > MAX_PICTURES)
    refuseInvalid(ARTISAN_MESSAGES.tooManyPictures);
  return fileIds.map((fileId) => ({ type: 'ArtisanPictureAdded', data: { artisanId, fileId } }));
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
          profile: registeredProfile({ ...profile, source }),
          hasEmail: changedFields.includes('email'),
          emailConfirmed: false,
          hasPassword: false,
          invited: false,
          accountCreatedMailSent: false,
          pictures: [],
          document: null,
        },
      };
    }
    if (event.type === 'ArtisanAccountDeleted') return { status: 'deleted' };
    if (state.status !== 'registered') return state;
    const account = state.account;
    const next = (changes: Partial<ArtisanAccount>): ArtisanState => ({
      status: 'registered',
      account: { ...account, ...changes },
    });
    switch (event.type) {
      case 'ArtisanProfileChanged': {
        const { changedFields, changes, clearedFields } = event.data;
        return next({
          profile: { ...account.profile, ...changes },
          hasEmail: changedFields.includes('email') ? !clearedFields?.includes('email') : account.hasEmail,
        });
      }
      case 'ArtisanPictureAdded':
        return next({ pictures: [...account.pictures, event.data.fileId] });
      case 'ArtisanPictureRemoved':
        return next({ pictures: account.pictures.filter((id) => id !== event.data.fileId) });
      case 'ArtisanDocumentAdded':
        return next({ document: event.data.fileId });
      case 'ArtisanDocumentRemoved':
        return next({ document: account.document === event.data.fileId ? null : account.document });
      case 'ArtisanEmailConfirmed':
        // A confirmed address makes the account active, as the artisans read model shows it.
        return next({ emailConfirmed: true, profile: { ...account.profile, pending: false } });
      case 'ArtisanPasswordSet':
        return next({ hasPassword: true });
      case 'ArtisanInvited':
        return next({ invited: true });
      case 'ArtisanAccountCreatedMailRequested':
        return next({ accountCreatedMailSent: true });
      case 'ArtisanCreatorReassigned':
        return next({ createdBy: event.data.to });
      case 'ArtisanEmailConfirmationRequested':
      case 'ArtisanPasswordResetRequested':
        return state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterArtisan': {
        if (state.status !== 'none') throw new DomainError('conflict', MESSAGES.artisanExists);
        checkRegistration(command);
        const { artisanId, source, createdBy, language, personalFields } = command;
        const profile = normalizeProfile(command.profile);
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
      case 'ChangeArtisanProfile':
        return decideProfileChange(command, existing(state));
      case 'AddArtisanPictures':
        return decidePictures(command, existing(state));
      case 'RemoveArtisanPicture': {
        const account = existing(state);
        if (!account.pictures.includes(command.fileId))
          throw new DomainError('not_found', ARTISAN_MESSAGES.noSuchPicture);
        return [
          { type: 'ArtisanPictureRemoved', data: { artisanId: command.artisanId, fileId: command.fileId } },
        ];
      }
      case 'AddArtisanDocument': {
        const account = existing(state);
        const { artisanId, fileId } = command;
        if (account.document === fileId) return [];
        const added: ArtisanEvent = { type: 'ArtisanDocumentAdded', data: { artisanId, fileId } };
        if (account.document === null) return [added];
        return [{ type: 'ArtisanDocumentRemoved', data: { artisanId, fileId: account.document } }, added];
      }
      case 'RemoveArtisanDocument': {
        const account = existing(state);
        if (account.document === null) throw new DomainError('not_found', ARTISAN_MESSAGES.noDocument);
        return [
          {
            type: 'ArtisanDocumentRemoved',
            data: { artisanId: command.artisanId, fileId: account.document },
          },
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
      case 'DeleteArtisan':
        existing(state);
        return [{ type: 'ArtisanAccountDeleted', data: { artisanId: command.artisanId } }];
    }
  },
};
