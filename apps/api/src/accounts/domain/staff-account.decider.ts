import {
  assertNever,
  DomainError,
  MESSAGES,
  assertAccountChangeAllowed,
  type AccountActor,
  type AccountChange,
  type Decider,
  type HelpItem,
  type ManagedAccount,
  type StaffRole,
} from '@artisans/domain';

/**
 * A back-office account. Its events carry the non-personal settings and the names of changed
 * personal fields; the personal values live in staff_personal_data, which can be erased.
 */
export type StaffSettings = {
  role: StaffRole;
  countries: number[];
  organizationId: number | null;
  isActive: boolean;
  language: string;
};

export type PersonalField = 'title' | 'firstName' | 'lastName' | 'email' | 'phone';

export type StaffAccountEvent =
  | { type: 'StaffAccountCreated'; data: StaffSettings & { accountId: string } }
  | {
      type: 'StaffAccountUpdated';
      data: {
        accountId: string;
        changedFields: (PersonalField | keyof StaffSettings)[];
      } & Partial<StaffSettings>;
    }
  | { type: 'StaffPasswordChanged'; data: { accountId: string; via: 'set' | 'change' | 'reset' } }
  /** Created without a password: a mail with a link to set one goes out (language of the mail). */
  | { type: 'StaffAccountInvited'; data: { accountId: string; language: string } }
  /** Someone asked for a reset link for this account's email (language of the mail). */
  | { type: 'StaffPasswordResetRequested'; data: { accountId: string; language: string } }
  | {
      type: 'StaffAccountArtisansReassigned';
      /** artisanIds: which artisans moved, so that a replay moves exactly those (absent in early events). */
      data: { accountId: string; toAccountId: string; artisans: number; artisanIds?: string[] };
    }
  | { type: 'StaffAccountDeleted'; data: { accountId: string } }
  /** The staff member closed a page's guided tour or the main video: not shown again (issue 17). */
  | { type: 'StaffHelpDismissed'; data: { accountId: string; item: HelpItem } };

/**
 * `actor`: who asks, checked against the account-management rules (account-permissions.ts) on the
 * account as its stream tells it; null for the system itself (demo data). `reauthenticated`: the
 * actor has just proved who they are (current password, mailed link), which setting one's own
 * password or deleting one's own account requires.
 */
export type StaffAccountCommand =
  | {
      type: 'CreateStaffAccount';
      accountId: string;
      settings: StaffSettings;
      invite?: boolean;
      actor: AccountActor | null;
    }
  | {
      type: 'UpdateStaffAccount';
      accountId: string;
      settings: Partial<StaffSettings>;
      changedPersonalFields: PersonalField[];
      /** The user screen also sets the password: both are recorded together, or neither. */
      setsPassword?: boolean;
      actor: AccountActor | null;
    }
  | {
      type: 'ChangeStaffPassword';
      accountId: string;
      via: 'set' | 'change' | 'reset';
      reauthenticated: boolean;
      actor: AccountActor | null;
    }
  | { type: 'RequestStaffPasswordReset'; accountId: string }
  | { type: 'RecordArtisansReassigned'; accountId: string; toAccountId: string; artisanIds: string[] }
  /** One's own: the session proves who dismisses, so no actor is checked. */
  | { type: 'DismissHelp'; accountId: string; item: HelpItem }
  | {
      type: 'DeleteStaffAccount';
      accountId: string;
      attachedArtisans: number;
      reauthenticated: boolean;
      actor: AccountActor | null;
    };

export type StaffAccountState =
  { status: 'none' } | { status: 'active'; settings: StaffSettings } | { status: 'deleted' };

const SETTINGS_KEYS: (keyof StaffSettings)[] = [
  'role',
  'countries',
  'organizationId',
  'isActive',
  'language',
];

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function existing(state: StaffAccountState): StaffSettings {
  if (state.status !== 'active') throw new DomainError('not_found', MESSAGES.notFound);
  return state.settings;
}

/** A change to an existing account, which `assertActorMay` names. */
type ChangeOfAccount = AccountChange extends infer Change
  ? Change extends { account: ManagedAccount }
    ? Omit<Change, 'account'>
    : never
  : never;

/** The actor may make the change to the account (no actor: the system's own change, always allowed). */
function assertActorMay(
  command: { accountId: string; actor: AccountActor | null },
  current: StaffSettings,
  change: ChangeOfAccount,
): void {
  if (!command.actor) return;
  const account = { id: command.accountId, role: current.role, countries: current.countries };
  assertAccountChangeAllowed(command.actor, { ...change, account });
}

export const staffAccountDecider: Decider<StaffAccountCommand, StaffAccountEvent, StaffAccountState> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'StaffAccountCreated': {
        const { accountId: _id, ...settings } = event.data;
        return { status: 'active', settings };
      }
      case 'StaffAccountUpdated': {
        if (state.status !== 'active') return state;
        const { accountId: _id, changedFields: _fields, ...changes } = event.data;
        return { status: 'active', settings: { ...state.settings, ...changes } };
      }
      case 'StaffPasswordChanged':
      case 'StaffAccountInvited':
      case 'StaffPasswordResetRequested':
      case 'StaffAccountArtisansReassigned':
      case 'StaffHelpDismissed':
        return state;
      case 'StaffAccountDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateStaffAccount':
        if (state.status !== 'none') throw new DomainError('conflict', 'This account already exists.');
        if (command.actor)
          assertAccountChangeAllowed(command.actor, { type: 'create', role: command.settings.role });
        return [
          { type: 'StaffAccountCreated', data: { accountId: command.accountId, ...command.settings } },
          ...(command.invite
            ? [
                {
                  type: 'StaffAccountInvited' as const,
                  data: { accountId: command.accountId, language: command.settings.language },
                },
              ]
            : []),
        ];
      case 'UpdateStaffAccount': {
        const current = existing(state);
        assertActorMay(command, current, {
          type: 'update',
          role: command.settings.role,
          countries: command.settings.countries,
        });
        const changes: Partial<StaffSettings> = {};
        for (const key of SETTINGS_KEYS) {
          const next = command.settings[key];
          if (next !== undefined && !sameValue(next, current[key])) Object.assign(changes, { [key]: next });
        }
        if (command.setsPassword)
          assertActorMay(command, current, { type: 'set-password', reauthenticated: false });
        const changedFields = [
          ...command.changedPersonalFields,
          ...(Object.keys(changes) as (keyof StaffSettings)[]),
        ];
        return [
          ...(changedFields.length === 0
            ? []
            : [
                {
                  type: 'StaffAccountUpdated' as const,
                  data: { accountId: command.accountId, changedFields, ...changes },
                },
              ]),
          ...(command.setsPassword
            ? [
                {
                  type: 'StaffPasswordChanged' as const,
                  data: { accountId: command.accountId, via: 'set' as const },
                },
              ]
            : []),
        ];
      }
      case 'ChangeStaffPassword': {
        assertActorMay(command, existing(state), {
          type: 'set-password',
          reauthenticated: command.reauthenticated,
        });
        return [{ type: 'StaffPasswordChanged', data: { accountId: command.accountId, via: command.via } }];
      }
      case 'RequestStaffPasswordReset': {
        const { language } = existing(state);
        return [{ type: 'StaffPasswordResetRequested', data: { accountId: command.accountId, language } }];
      }
      case 'RecordArtisansReassigned':
        existing(state);
        if (command.toAccountId === command.accountId)
          throw new DomainError('invalid', 'Choose another account to reassign the artisans to.');
        if (command.artisanIds.length === 0) return [];
        return [
          {
            type: 'StaffAccountArtisansReassigned',
            data: {
              accountId: command.accountId,
              toAccountId: command.toAccountId,
              artisans: command.artisanIds.length,
              artisanIds: command.artisanIds,
            },
          },
        ];
      case 'DismissHelp':
        existing(state);
        return [{ type: 'StaffHelpDismissed', data: { accountId: command.accountId, item: command.item } }];
      case 'DeleteStaffAccount': {
        assertActorMay(command, existing(state), {
          type: 'delete',
          reauthenticated: command.reauthenticated,
        });
        if (command.attachedArtisans > 0) throw new DomainError('conflict', MESSAGES.reassignArtisansFirst);
        return [{ type: 'StaffAccountDeleted', data: { accountId: command.accountId } }];
      }
    }
  },
};

export const staffStreamId = (accountId: string) => `staff-${accountId}`;
