import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DomainError,
  MESSAGES,
  assertAccountChangeAllowed,
  emailKey,
  isRole,
  isStaffRole,
  type AccountActor,
  type StaffRole,
} from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { hashPassword } from '../auth/password-hasher';
import {
  staffAccountDecider,
  staffStreamId,
  type PersonalField,
  type StaffAccountCommand,
  type StaffSettings,
} from '../domain/staff-account.decider';

export type StaffPersonalData = {
  title: 'Mr.' | 'Ms.';
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

export type NewStaffAccount = StaffPersonalData & {
  role: StaffRole;
  countries: number[];
  organizationId: number | null;
  language?: string;
  isActive?: boolean;
  password?: string;
  /** Without a password: mail the person a link to set one (staff-account-created). */
  invite?: boolean;
};

const UNIQUE_VIOLATION = '23505';

/**
 * Writes back-office accounts: personal data and credentials in their erasable tables, the
 * account's life as events in its stream.
 */
@Injectable()
export class StaffAccountsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly commands: CommandRunner,
  ) {}

  async create(input: NewStaffAccount, context: CommandContext): Promise<string> {
    // Refused before anything is written; the decider checks again.
    const actor = actorOf(context);
    if (actor) assertAccountChangeAllowed(actor, { type: 'create', role: input.role });
    const accountId = randomUUID();
    await this.writePersonalData(accountId, input, 'insert');
    try {
      if (input.password) await this.setPasswordHash(accountId, input.password);
      await this.execute(
        {
          type: 'CreateStaffAccount',
          accountId,
          settings: {
            role: input.role,
            countries: input.countries,
            organizationId: input.organizationId,
            isActive: input.isActive ?? true,
            language: input.language ?? 'en',
          },
          invite: input.invite === true && !input.password,
          actor: actorOf(context),
        },
        context,
      );
    } catch (error) {
      // Nothing was recorded: leave no half-created account behind.
      await this.db.deleteFrom('credentials').where('account_id', '=', accountId).execute();
      await this.db.deleteFrom('staff_personal_data').where('account_id', '=', accountId).execute();
      throw error;
    }
    return accountId;
  }

  async update(
    accountId: string,
    changes: Partial<StaffPersonalData> & Partial<StaffSettings>,
    context: CommandContext,
  ): Promise<void> {
    const current = await this.db
      .selectFrom('staff_personal_data')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!current) throw new DomainError('not_found', MESSAGES.notFound);
    await this.checkUpdateAllowed(accountId, changes, context);
    const before: StaffPersonalData = {
      title: current.title as StaffPersonalData['title'],
      firstName: current.first_name,
      lastName: current.last_name,
      email: current.email,
      phone: current.phone,
    };
    const after = { ...before, ...pickPersonal(changes) };
    const changedPersonalFields = (Object.keys(before) as PersonalField[]).filter(
      (key) => before[key] !== after[key],
    );
    if (changedPersonalFields.length > 0) await this.writePersonalData(accountId, after, 'update');
    await this.execute(
      {
        type: 'UpdateStaffAccount',
        accountId,
        settings: pickSettings(changes),
        changedPersonalFields,
        actor: actorOf(context),
      },
      context,
    );
  }

  async setPassword(
    accountId: string,
    password: string,
    via: 'set' | 'change' | 'reset',
    context: CommandContext,
  ) {
    await this.execute({ type: 'ChangeStaffPassword', accountId, via, actor: actorOf(context) }, context);
    await this.setPasswordHash(accountId, password);
  }

  /**
   * Deletes an account (refused while artisans name it as their creator) and erases its personal
   * data, credentials and pending links. The events keep only ids and field names.
   */
  async delete(accountId: string, context: CommandContext): Promise<void> {
    const { attached } = await this.db
      .selectFrom('artisans')
      .select((eb) => eb.fn.countAll<string>().as('attached'))
      .where('created_by', '=', accountId)
      .executeTakeFirstOrThrow();
    await this.execute(
      {
        type: 'DeleteStaffAccount',
        accountId,
        attachedArtisans: Number(attached),
        actor: actorOf(context),
      },
      context,
    );
    await this.erase(accountId);
  }

  /** Erasure is idempotent: run again after a crash between the event and the erasure. */
  async erase(accountId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('staff_personal_data').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('credentials').where('account_id', '=', accountId).execute();
      await trx.deleteFrom('account_hashes').where('account_id', '=', accountId).execute();
    });
  }

  execute(command: StaffAccountCommand, context: CommandContext) {
    return this.commands.run(staffStreamId(command.accountId), staffAccountDecider, command, context);
  }

  /**
   * The personal data is written before the event: refuse a forbidden change first, from the read
   * model (the decider checks again on the stream, which a concurrent change may have moved on).
   */
  private async checkUpdateAllowed(
    accountId: string,
    changes: Partial<StaffSettings>,
    context: CommandContext,
  ): Promise<void> {
    const actor = actorOf(context);
    if (!actor) return;
    const account = await this.db
      .selectFrom('staff_accounts')
      .select(['role', 'countries'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account || !isStaffRole(account.role)) return;
    assertAccountChangeAllowed(actor, {
      type: 'update',
      account: { id: accountId, role: account.role, countries: account.countries },
      role: changes.role,
      countries: changes.countries,
    });
  }

  private async setPasswordHash(accountId: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db
      .insertInto('credentials')
      .values({ account_id: accountId, password_hash: passwordHash })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({ password_hash: passwordHash, updated_at: new Date() }),
      )
      .execute();
  }

  private async writePersonalData(accountId: string, data: StaffPersonalData, mode: 'insert' | 'update') {
    const row = {
      title: data.title,
      first_name: data.firstName,
      last_name: data.lastName,
      email: data.email.trim(),
      email_key: emailKey(data.email),
      phone: data.phone,
    };
    try {
      if (mode === 'insert')
        await this.db
          .insertInto('staff_personal_data')
          .values({ account_id: accountId, ...row })
          .execute();
      else
        await this.db
          .updateTable('staff_personal_data')
          .set(row)
          .where('account_id', '=', accountId)
          .execute();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError('conflict', MESSAGES.emailExists, 'email-exists');
      }
      throw error;
    }
  }
}

/** Who asks, for the account-management rules; null when the system itself acts (demo data). */
function actorOf(context: CommandContext): AccountActor | null {
  if (context.actorId === null) return null;
  if (!isRole(context.actorRole)) throw new Error(`Unknown role of actor ${context.actorId}`);
  return { id: context.actorId, role: context.actorRole };
}

function pickPersonal(changes: Partial<StaffPersonalData>): Partial<StaffPersonalData> {
  const { title, firstName, lastName, email, phone } = changes;
  return Object.fromEntries(
    Object.entries({ title, firstName, lastName, email, phone }).filter(([, v]) => v !== undefined),
  ) as Partial<StaffPersonalData>;
}

function pickSettings(changes: Partial<StaffSettings>): Partial<StaffSettings> {
  const { role, countries, organizationId, isActive, language } = changes;
  return Object.fromEntries(
    Object.entries({ role, countries, organizationId, isActive, language }).filter(
      ([, v]) => v !== undefined,
    ),
  ) as Partial<StaffSettings>;
}
