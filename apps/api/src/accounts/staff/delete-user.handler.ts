import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { UsersService } from './users.service';

/** DELETE /api/users/{id}: another account; one's own is deleted in the account settings (403). */
export class DeleteUser extends Command<void> {
  constructor(
    readonly userId: string,
    readonly context: CommandContext,
    readonly seenVersion: number | undefined,
  ) {
    super();
  }
}

@CommandHandler(DeleteUser)
export class DeleteUserHandler implements ICommandHandler<DeleteUser> {
  constructor(private readonly users: UsersService) {}

  execute({ userId, context, seenVersion }: DeleteUser): Promise<void> {
    return this.users.delete(userId, context, seenVersion);
  }
}
