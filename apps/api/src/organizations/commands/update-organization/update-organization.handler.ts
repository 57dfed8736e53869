import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, MESSAGES } from '@artisans/domain';
import { CommandRunner } from '../../../infrastructure/commands/command-runner';
import type { Db } from '../../../infrastructure/database/database';
import { DB } from '../../../infrastructure/tokens';
import { organizationDecider, organizationStreamId } from '../../domain/organization.decider';
import { OrganizationMembers, actorOf } from '../../organization-members';
import { checkCountries, claimName } from '../../organization-rows';
import { OrganizationsReader } from '../../organizations.reader';
import { UpdateOrganizationCommand } from './update-organization.command';

@CommandHandler(UpdateOrganizationCommand)
export class UpdateOrganizationHandler implements ICommandHandler<UpdateOrganizationCommand> {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly runner: CommandRunner,
    private readonly members: OrganizationMembers,
    private readonly reader: OrganizationsReader,
  ) {}

  async execute({ organizationId, input, seenVersion, context }: UpdateOrganizationCommand) {
    if (!(await this.reader.settings(organizationId)))
      throw new DomainError('not_found', MESSAGES.notFound, 'not-found');
    await checkCountries(this.db, input.countries);
    // Every member change is checked before the organisation changes: a refusal writes nothing.
    const membership = await this.members.plan(organizationId, input.users, context);
    const { name, countries } = input;
    await this.runner.runWithRows({
      streamId: organizationStreamId(organizationId),
      decider: organizationDecider,
      context,
      options: { seenVersion },
      prepare: async (trx) => {
        // An organisation seeded before it had a log enters it as its row stands (OrganizationRecorded).
        const row = await trx
          .selectFrom('organizations')
          .select(['name', 'countries'])
          .where('id', '=', organizationId)
          .executeTakeFirst();
        return {
          command: {
            type: 'UpdateOrganization' as const,
            organizationId,
            changes: { name, countries },
            recorded: row ?? null,
            actor: actorOf(context),
          },
          writeRows: async (db) => {
            if (name !== undefined) await claimName(db, organizationId, name);
          },
        };
      },
    });
    await this.members.apply(organizationId, membership, context);
    return this.reader.versioned(organizationId);
  }
}
