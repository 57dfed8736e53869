import { Inject, Injectable } from '@nestjs/common';
import { assertAccountChangeAllowed, isRole, type AccountActor, type StaffRole } from '@artisans/domain';
import type { CommandContext } from '../infrastructure/commands/command-context';
import type { Db } from '../infrastructure/database/database';
import { iriOf } from '../infrastructure/http/hydra';
import { DB } from '../infrastructure/tokens';
import { USER, invalid } from '../accounts/staff/staff-input';
import { StaffAccountsService } from '../accounts/staff/staff-accounts.service';
import { OrganizationsReader } from './organizations.reader';

/** Who joins and who leaves an organisation with one change of its form. */
export type MembershipChange = { join: string[]; leave: string[] };

export const NO_MEMBERSHIP_CHANGE: MembershipChange = { join: [], leave: [] };

/**
 * An organisation's members are the accounts whose `organizationId` names it: joining or leaving
 * is a change of each account, recorded in its own stream (StaffAccountUpdated) under the same
 * rules as the user screen (only admins move admin accounts). Every change is checked before the
 * first is written, so a refusal writes nothing.
 */
@Injectable()
export class OrganizationMembers {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly reader: OrganizationsReader,
    private readonly staff: StaffAccountsService,
  ) {}

  /**
   * The change that makes `requested` the listed members of the organisation (none yet for a new
   * one). Hidden accounts are never listed, so they are never taken out either.
   */
  async plan(
    organizationId: number | null,
    requested: readonly string[] | undefined,
    context: CommandContext,
  ): Promise<MembershipChange> {
    if (requested === undefined) return NO_MEMBERSHIP_CHANGE;
    const current =
      organizationId === null ? [] : (await this.reader.members(organizationId)).map((m) => m.id);
    const wanted = new Set(requested);
    const change: MembershipChange = {
      join: requested.filter((id) => !current.includes(id)),
      leave: current.filter((id) => !wanted.has(id)),
    };
    const accounts = await this.accounts([...change.join, ...change.leave]);
    const unknown = change.join.filter((id) => !accounts.has(id));
    if (unknown.length > 0)
      throw invalid([
        {
          propertyPath: 'users',
          message: `Unknown user: ${unknown.map((id) => iriOf(USER, id)).join(', ')}.`,
        },
      ]);
    const actor = actorOf(context);
    if (actor)
      for (const account of accounts.values()) assertAccountChangeAllowed(actor, { type: 'update', account });
    return change;
  }

  /** Writes the change, one account after the other. */
  async apply(organizationId: number, change: MembershipChange, context: CommandContext): Promise<void> {
    for (const id of change.join) await this.staff.update(id, { organizationId }, context);
    for (const id of change.leave) await this.staff.update(id, { organizationId: null }, context);
  }

  private async accounts(
    ids: string[],
  ): Promise<Map<string, { id: string; role: StaffRole; countries: number[] }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('staff_accounts')
      .select(['id', 'role', 'countries'])
      .where('id', 'in', ids)
      .execute();
    return new Map(
      rows.map((row) => [row.id, { id: row.id, role: row.role as StaffRole, countries: row.countries }]),
    );
  }
}

/** Who asks, for the account-management rules; null when the system itself acts (demo data). */
export function actorOf(context: CommandContext): AccountActor | null {
  if (context.actorId === null) return null;
  if (!isRole(context.actorRole)) throw new Error(`Unknown role of actor ${context.actorId}`);
  return { id: context.actorId, role: context.actorRole };
}
