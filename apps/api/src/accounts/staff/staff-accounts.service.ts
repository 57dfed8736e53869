import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  DomainError,
  MESSAGES,
  assertAccountChangeAllowed,
  emailKey,
  isRole,
  type AccountActor,
  type StaffRole,
} from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import type { Db } from '../../infrastructure/database/database';
import { eraseCredentials, storePasswordHash, uniqueEmail } from '../account-rows';
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

/** A change from the user screen: any subset of the fields, and a new password set for the person. */
export type StaffAccountChanges = Partial<StaffPersonalData> & Partial<StaffSettings> & { password?: string };

/** How a new password comes: who proved what, and the rows the same change writes (used-up links). */
export type PasswordChange = {
  via: 'set' | 'change' | 'reset';
  /** The person set their own password after proving who they are (current password, mailed link). */
  reauthenticated: boolean;
  writeRows?(db: Db): Promise<void>;
};

/** Writes the account's rows in the transaction that appends its events (CommandRunner.runWithRows). */
type RowWriter = (db: Db) => Promise<void>;

/**
 * Writes back-office accounts: personal data and credentials in their erasable tables, the
 * account's life as events in its stream. A change that writes both commits them in one
 * transaction, the events appended first (CommandRunner.runWithRows): of two people saving at
 * once, each change lands whole or leaves no trace, and a refused change writes nothing.
 */
@Injectable()
export class StaffAccountsService {
  constructor(private readonly commands: CommandRunner) {}

  async create(input: NewStaffAccount, context: CommandContext): Promise<string> {
    // Refused before the password is hashed; the decider checks again.
    const actor = actorOf(context);
    if (actor) assertAccountChangeAllowed(actor, { type: 'create', role: input.role });
    const accountId = randomUUID();
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    await this.executeWithRows(
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
        actor,
      },
      context,
      async (db) => {
        await writePersonalData(db, accountId, input, 'insert');
        if (passwordHash !== undefined) await storePasswordHash(db, accountId, passwordHash);
      },
    );
    return accountId;
  }

  /**
   * The personal data is read, decided on and rewritten in the transaction that appends the
   * event; a password sent with the change is recorded and stored with it. With `seenVersion`
   * (If-Match) an account changed since the person opened it is refused (412).
   */
  async update(
    accountId: string,
    changes: StaffAccountChanges,
    context: CommandContext,
    seenVersion?: number,
  ): Promise<void> {
    const { password, ...fields } = changes;
    const passwordHash = password === undefined ? undefined : await hashPassword(password);
    await this.commands.runWithRows({
      streamId: staffStreamId(accountId),
      decider: staffAccountDecider,
      context,
      options: { seenVersion },
      prepare: async (trx) => {
        const before = await readPersonalData(trx, accountId);
        if (!before) throw new DomainError('not_found', MESSAGES.notFound);
        const after = { ...before, ...pickPersonal(fields) };
        const changedPersonalFields = (Object.keys(before) as PersonalField[]).filter(
          (key) => before[key] !== after[key],
        );
        return {
          command: {
            type: 'UpdateStaffAccount' as const,
            accountId,
            settings: pickSettings(fields),
            changedPersonalFields,
            setsPassword: passwordHash !== undefined,
            actor: actorOf(context),
          },
          writeRows: async (db) => {
            if (changedPersonalFields.length > 0) await writePersonalData(db, accountId, after, 'update');
            if (passwordHash !== undefined) await storePasswordHash(db, accountId, passwordHash);
          },
        };
      },
    });
  }

  /** The new hash commits with the event: a deleted account gets no password, two changes keep order. */
  async setPassword(
    accountId: string,
    password: string,
    change: PasswordChange,
    context: CommandContext,
  ): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.executeWithRows(
      {
        type: 'ChangeStaffPassword',
        accountId,
        via: change.via,
        reauthenticated: change.reauthenticated,
        actor: actorOf(context),
      },
      context,
      async (db) => {
        await storePasswordHash(db, accountId, passwordHash);
        await change.writeRows?.(db);
      },
    );
  }

  /**
   * Deletes an account (refused while artisans name it as their creator) and erases its personal
   * data, credentials and pending links in the same transaction. The events keep only ids and
   * field names.
   */
  async delete(
    accountId: string,
    context: CommandContext,
    options: { reauthenticated: boolean; seenVersion?: number },
  ): Promise<void> {
    await this.commands.runWithRows({
      streamId: staffStreamId(accountId),
      decider: staffAccountDecider,
      context,
      options: { seenVersion: options.seenVersion },
      prepare: async (trx) => {
        const { attached } = await trx
          .selectFrom('artisans')
          .select((eb) => eb.fn.countAll<string>().as('attached'))
          .where('created_by', '=', accountId)
          .executeTakeFirstOrThrow();
        return {
          command: {
            type: 'DeleteStaffAccount' as const,
            accountId,
            attachedArtisans: Number(attached),
            reauthenticated: options.reauthenticated,
            actor: actorOf(context),
          },
          writeRows: (db) => erasePersonalRows(db, accountId),
        };
      },
    });
  }

  /** A command that writes no rows of its own. */
  execute(command: StaffAccountCommand, context: CommandContext) {
    return this.commands.run(staffStreamId(command.accountId), staffAccountDecider, command, context);
  }

  /** A command whose rows commit with its events, or not at all. */
  executeWithRows(command: StaffAccountCommand, context: CommandContext, writeRows: RowWriter) {
    return this.commands.runWithRows({
      streamId: staffStreamId(command.accountId),
      decider: staffAccountDecider,
      context,
      prepare: async () => ({ command, writeRows }),
    });
  }
}

async function readPersonalData(db: Db, accountId: string): Promise<StaffPersonalData | undefined> {
  const row = await db
    .selectFrom('staff_personal_data')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return (
    row && {
      title: row.title as StaffPersonalData['title'],
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
    }
  );
}

/** Another account's address is a 409 'This email already exists' (the whole change rolls back). */
async function writePersonalData(
  db: Db,
  accountId: string,
  data: StaffPersonalData,
  mode: 'insert' | 'update',
): Promise<void> {
  const row = {
    title: data.title,
    first_name: data.firstName,
    last_name: data.lastName,
    email: data.email.trim(),
    email_key: emailKey(data.email),
    phone: data.phone,
  };
  await uniqueEmail(() =>
    mode === 'insert'
      ? db
          .insertInto('staff_personal_data')
          .values({ account_id: accountId, ...row })
          .execute()
      : db.updateTable('staff_personal_data').set(row).where('account_id', '=', accountId).execute(),
  );
}

/** Personal data (first: see the artisan's erasure), credentials and mailed-link hashes. */
async function erasePersonalRows(db: Db, accountId: string): Promise<void> {
  await db.deleteFrom('staff_personal_data').where('account_id', '=', accountId).execute();
  await eraseCredentials(db, accountId);
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
