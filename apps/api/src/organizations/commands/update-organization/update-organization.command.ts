import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import type { OrganizationInput } from '../../organization-input';
import type { OrganizationView } from '../../organizations.reader';

/**
 * PUT /api/organizations/{id}: any of name, countries and members. `seenVersion` (If-Match) is the
 * version the person's form showed: a change of the organisation made since is refused (412).
 */
export class UpdateOrganizationCommand extends Command<{
  resource: OrganizationView;
  version: number | undefined;
}> {
  constructor(
    readonly organizationId: number,
    readonly input: OrganizationInput,
    readonly seenVersion: number | undefined,
    readonly context: CommandContext,
  ) {
    super();
  }
}
