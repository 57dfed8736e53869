import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../../infrastructure/commands/command-context';
import type { OrganizationInput } from '../../organization-input';
import type { OrganizationView } from '../../organizations.reader';

/** POST /api/organizations: a new organisation, with its first members if named. */
export class CreateOrganizationCommand extends Command<{
  resource: OrganizationView;
  version: number | undefined;
}> {
  constructor(
    readonly input: OrganizationInput & { name: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
