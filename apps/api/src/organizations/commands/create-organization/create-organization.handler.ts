import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../../infrastructure/commands/command-runner';
import type { Db } from '../../../infrastructure/database/database';
import { DB } from '../../../infrastructure/tokens';
import { organizationDecider, organizationStreamId } from '../../domain/organization.decider';
import { OrganizationMembers, actorOf } from '../../organization-members';
import { checkCountries, claimName, nextOrganizationId } from '../../organization-rows';
import { OrganizationsReader } from '../../organizations.reader';
import { CreateOrganizationCommand } from './create-organization.command';

@CommandHandler(CreateOrganizationCommand)
export class CreateOrganizationHandler implements ICommandHandler<CreateOrganizationCommand> {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly runner: CommandRunner,
    private readonly members: OrganizationMembers,
    private readonly reader: OrganizationsReader,
  ) {}

  async execute({ input, context }: CreateOrganizationCommand) {
    await checkCountries(this.db, input.countries);
    const membership = await this.members.plan(null, input.users, context);
    const organizationId = await nextOrganizationId(this.db);
    await this.runner.runWithRows({
      streamId: organizationStreamId(organizationId),
      decider: organizationDecider,
      context,
      prepare: async () => ({
        command: {
          type: 'CreateOrganization' as const,
          organizationId,
          settings: { name: input.name, countries: input.countries ?? [] },
          actor: actorOf(context),
        },
        writeRows: (trx) => claimName(trx, organizationId, input.name),
      }),
    });
    await this.members.apply(organizationId, membership, context);
    return this.reader.versioned(organizationId);
  }
}
