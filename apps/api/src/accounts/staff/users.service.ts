import { Inject, Injectable } from '@nestjs/common';
import {
  assertNever,
  DomainError,
  MESSAGES,
  ROLE_NAMES,
  isRole,
  type ActorView,
  type StaffRole,
} from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { iriOf } from '../../infrastructure/http/hydra';
import { Versioned } from '../../infrastructure/http/versioned';
import { Projections } from '../../infrastructure/projections/projections.service';
import { DB, EVENT_STORE } from '../../infrastructure/tokens';
import type { Session } from '../auth/session';
import { LoginService } from '../login/login.service';
import { staffStreamId, type StaffAccountEvent } from '../domain/staff-account.decider';
import { StaffAccountsService } from './staff-accounts.service';
import { StaffDirectory, type UserItem } from './staff-directory';
import { COUNTRY_PATH, ORGANIZATION, USER, invalid, type UserInput } from './staff-input';

/** One change to an account, as the history screen shows it: who, when, what (field names only). */
export type HistoryEntry = {
  id: string;
  type: StaffAccountEvent['type'];
  at: string;
  actor: ActorView;
  changedFields: string[];
  role?: string;
  countries?: string[];
  organisation?: string | null;
  isActive?: boolean;
  language?: string;
  via?: string;
  reassignedTo?: string;
  artisans?: number;
};

const SETTING_FIELDS = ['role', 'countries', 'organizationId', 'isActive', 'language'] as const;

/** The write side of the back-office user screens and of a staff member's own account. */
@Injectable()
export class UsersService {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly staff: StaffAccountsService,
    private readonly directory: StaffDirectory,
    private readonly login: LoginService,
    private readonly projections: Projections,
  ) {}

  async create(input: UserInput, context: CommandContext): Promise<UserItem> {
    await this.checkReferences(input);
    const { title, firstName, lastName, email, role } = input;
    if (!title || !firstName || !lastName || !email || !role)
      throw new Error('parseUserInput lets no field out');
    const id = await this.staff.create(
      {
        title,
        firstName,
        lastName,
        email,
        phone: input.phone ?? null,
        role,
        countries: input.countries ?? [],
        organizationId: input.organizationId ?? null,
        isActive: input.isActive ?? true,
        language: input.language ?? 'en',
        password: input.password,
        invite: input.password === undefined,
      },
      context,
    );
    return (await this.getVersioned(id)).resource;
  }

  /**
   * The account with its stream version (its ETag), read after the read model has caught up with
   * that version (Projections.streamVersion). Without a version (-1, no ETag) when the read model
   * does not catch up in time.
   */
  async getVersioned(id: string): Promise<Versioned<UserItem>> {
    const { version, caughtUp } = await this.projections.streamVersion(staffStreamId(id), () =>
      this.directory.exists(id),
    );
    const resource = await this.directory.get(id);
    return new Versioned(resource, caughtUp ? version : -1);
  }

  /**
   * Changes an account from the user screen; a password sent with it is set in the same change.
   * One's own password is changed in the account settings, which ask for the current one (403).
   */
  async update(
    id: string,
    input: UserInput,
    context: CommandContext,
    seenVersion?: number,
  ): Promise<Versioned<UserItem>> {
    await this.checkReferences(input);
    await this.staff.update(id, input, context, seenVersion);
    return this.getVersioned(id);
  }

  /** Deletes another account; one's own is deleted in the account settings, with the password (403). */
  delete(id: string, context: CommandContext, seenVersion?: number): Promise<void> {
    return this.staff.delete(id, context, { reauthenticated: false, seenVersion });
  }

  /**
   * Moves the creator (CREATED BY) of every artisan of an account to another account. The account's
   * stream records the move with the artisans' ids (its history); the artisans projection applies
   * that event to the artisans read model, so a rebuild moves exactly the same artisans.
   */
  async reassignArtisans(id: string, to: string, context: CommandContext): Promise<{ reassigned: number }> {
    if (!(await this.directory.exists(id)))
      throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
    if (!(await this.directory.exists(to)))
      throw invalid([
        { propertyPath: 'to', message: 'The account to reassign the artisans to does not exist.' },
      ]);
    const artisans = await this.db
      .selectFrom('artisans')
      .select('id')
      .where('created_by', '=', id)
      .orderBy('id')
      .execute();
    if (artisans.length === 0) return { reassigned: 0 };
    await this.staff.execute(
      {
        type: 'RecordArtisansReassigned',
        accountId: id,
        toAccountId: to,
        artisanIds: artisans.map((a) => a.id),
      },
      context,
    );
    return { reassigned: artisans.length };
  }

  /** A staff member changes their own password, proving the current one. */
  async changeOwnPassword(
    session: Session,
    input: { oldPassword: string; newPassword: string },
    ip: string,
    context: CommandContext,
  ): Promise<void> {
    await this.login.proveOwnPassword(session, input.oldPassword, ip);
    await this.staff.setPassword(
      session.accountId,
      input.newPassword,
      { via: 'change', reauthenticated: true },
      context,
    );
  }

  /** A staff member deletes their own account, proving the password: a stolen token is not enough. */
  async deleteOwn(session: Session, password: string, ip: string, context: CommandContext): Promise<void> {
    await this.login.proveOwnPassword(session, password, ip);
    await this.staff.delete(session.accountId, context, {
      reauthenticated: true,
    });
  }

  /** The account's events, newest last, with who did each; personal values never appear. */
  async history(id: string): Promise<HistoryEntry[]> {
    const stream = (await this.eventStore.readStream(staffStreamId(id))) as unknown as (StoredEvent &
      StaffAccountEvent)[];
    if (stream.length === 0) throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
    // Closing a guided tour or the video is the person's own doing, not a change of the account.
    const events = stream.filter((event) => event.type !== 'StaffHelpDismissed');
    const actorIds = [
      ...new Set(events.map((e) => e.metadata.actorId).filter((a): a is string => a !== null)),
    ];
    const names = new Map(
      actorIds.length === 0
        ? []
        : (
            await this.db
              .selectFrom('staff_personal_data')
              .select(['account_id', 'first_name', 'last_name'])
              .where('account_id', 'in', actorIds)
              .execute()
          ).map((row) => [row.account_id, `${row.first_name} ${row.last_name}`]),
    );
    return events.map((event) => {
      const { actorId, actorRole, occurredAt } = event.metadata;
      const roleName = isRole(actorRole) ? ROLE_NAMES[actorRole] : null;
      const actor = {
        '@id': actorId === null ? null : iriOf(USER, actorId),
        id: actorId,
        name: actorId === null ? 'System' : (names.get(actorId) ?? 'deleted account'),
        role: actorRole,
        roleName,
      };
      return { id: event.id, type: event.type, at: occurredAt, actor, ...describe(event) };
    });
  }

  /** Countries and organisation must exist: a 400 naming the unknown ones otherwise. */
  private async checkReferences(input: UserInput): Promise<void> {
    const violations: { propertyPath: string; message: string }[] = [];
    if (input.countries?.length) {
      const known = new Set(
        (await this.db.selectFrom('countries').select('id').where('id', 'in', input.countries).execute()).map(
          (c) => c.id,
        ),
      );
      const unknown = input.countries.filter((id) => !known.has(id));
      if (unknown.length > 0)
        violations.push({
          propertyPath: 'countries',
          message: `Unknown country: ${unknown.map((id) => iriOf(COUNTRY_PATH, id)).join(', ')}.`,
        });
    }
    if (input.organizationId !== undefined && input.organizationId !== null) {
      const organization = await this.db
        .selectFrom('organizations')
        .select('id')
        .where('id', '=', input.organizationId)
        .executeTakeFirst();
      if (!organization)
        violations.push({
          propertyPath: 'organisation',
          message: `Unknown organisation: ${iriOf(ORGANIZATION, input.organizationId)}.`,
        });
    }
    if (violations.length > 0) throw invalid(violations);
  }
}

function describe(event: StaffAccountEvent): Omit<HistoryEntry, 'id' | 'type' | 'at' | 'actor'> {
  switch (event.type) {
    case 'StaffAccountCreated':
      return { changedFields: SETTING_FIELDS.map(apiFieldName), ...settingsOf(event.data) };
    case 'StaffAccountUpdated':
      return { changedFields: event.data.changedFields.map(apiFieldName), ...settingsOf(event.data) };
    case 'StaffPasswordChanged':
      return { changedFields: ['password'], via: event.data.via };
    case 'StaffAccountInvited':
    case 'StaffPasswordResetRequested':
      return { changedFields: [] };
    case 'StaffAccountArtisansReassigned':
      return {
        changedFields: [],
        reassignedTo: iriOf(USER, event.data.toAccountId),
        artisans: event.data.artisans,
      };
    case 'StaffAccountDeleted':
    case 'StaffHelpDismissed':
      return { changedFields: [] };
    default:
      return assertNever(event);
  }
}

/** Field names as the API's bodies spell them. */
function apiFieldName(field: string): string {
  return field === 'organizationId' ? 'organisation' : field;
}

function settingsOf(data: {
  role?: StaffRole;
  countries?: number[];
  organizationId?: number | null;
  isActive?: boolean;
  language?: string;
}): Partial<HistoryEntry> {
  return {
    ...(data.role !== undefined && { role: data.role }),
    ...(data.countries !== undefined && { countries: data.countries.map((id) => iriOf(COUNTRY_PATH, id)) }),
    ...(data.organizationId !== undefined && {
      organisation: data.organizationId === null ? null : iriOf(ORGANIZATION, data.organizationId),
    }),
    ...(data.isActive !== undefined && { isActive: data.isActive }),
    ...(data.language !== undefined && { language: data.language }),
  };
}
