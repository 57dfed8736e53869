import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { UserItem } from './staff-directory';
import type { UserInput } from './staff-input';
import { UsersService } from './users.service';

/** POST /api/users: a back-office account; without a password the person is mailed a link to set it. */
export class CreateUser extends Command<UserItem> {
  constructor(
    readonly input: UserInput,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateUser)
export class CreateUserHandler implements ICommandHandler<CreateUser> {
  constructor(private readonly users: UsersService) {}

  execute({ input, context }: CreateUser): Promise<UserItem> {
    return this.users.create(input, context);
  }
}
