import { CommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { UsersService } from './users.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** DELETE /api/users/{id}: another account; one's own is deleted in the account settings (403). */
export class DeleteUser extends commandWith<
  { userId: string; context: CommandContext; seenVersion: number | undefined },
  void
>() {}

@CommandHandler(DeleteUser)
export class DeleteUserHandler extends forwardTo(
  UsersService,
  (users, { userId, context, seenVersion }: DeleteUser) => users.delete(userId, context, seenVersion),
) {}
