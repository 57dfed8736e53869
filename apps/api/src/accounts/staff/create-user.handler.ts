import { CommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { UserItem } from './staff-directory';
import type { UserInput } from './staff-input';
import { UsersService } from './users.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** POST /api/users: a back-office account; without a password the person is mailed a link to set it. */
export class CreateUser extends commandWith<{ input: UserInput; context: CommandContext }, UserItem>() {}

@CommandHandler(CreateUser)
export class CreateUserHandler extends forwardTo(UsersService, (users, { input, context }: CreateUser) =>
  users.create(input, context),
) {}
