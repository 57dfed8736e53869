import { CommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { UserItem } from './staff-directory';
import type { UserInput } from './staff-input';
import { UsersService } from './users.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** PUT /api/users/{id}: any subset of the fields; with If-Match, only on the version the person saw (412). */
export class UpdateUser extends commandWith<
  { userId: string; input: UserInput; context: CommandContext; seenVersion: number | undefined },
  Versioned<UserItem>
>() {}

@CommandHandler(UpdateUser)
export class UpdateUserHandler extends forwardTo(
  UsersService,
  (users, { userId, input, context, seenVersion }: UpdateUser) =>
    users.update(userId, input, context, seenVersion),
) {}
