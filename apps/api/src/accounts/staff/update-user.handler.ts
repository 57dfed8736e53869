import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { UserItem } from './staff-directory';
import type { UserInput } from './staff-input';
import { UsersService } from './users.service';

/** PUT /api/users/{id}: any subset of the fields; with If-Match, only on the version the person saw (412). */
export class UpdateUser extends Command<Versioned<UserItem>> {
  constructor(
    readonly userId: string,
    readonly input: UserInput,
    readonly context: CommandContext,
    readonly seenVersion: number | undefined,
  ) {
    super();
  }
}

@CommandHandler(UpdateUser)
export class UpdateUserHandler implements ICommandHandler<UpdateUser> {
  constructor(private readonly users: UsersService) {}

  execute({ userId, input, context, seenVersion }: UpdateUser): Promise<Versioned<UserItem>> {
    return this.users.update(userId, input, context, seenVersion);
  }
}
