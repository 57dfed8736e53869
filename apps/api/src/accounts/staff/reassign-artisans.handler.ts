import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { UsersService } from './users.service';

/** POST /api/users/{id}/reassign-artisans: the account's artisans get another creator. */
export class ReassignArtisans extends Command<{ reassigned: number }> {
  constructor(
    readonly userId: string,
    readonly to: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ReassignArtisans)
export class ReassignArtisansHandler implements ICommandHandler<ReassignArtisans> {
  constructor(private readonly users: UsersService) {}

  execute({ userId, to, context }: ReassignArtisans): Promise<{ reassigned: number }> {
    return this.users.reassignArtisans(userId, to, context);
  }
}
