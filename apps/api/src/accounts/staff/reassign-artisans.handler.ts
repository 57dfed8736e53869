import { CommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { UsersService } from './users.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** POST /api/users/{id}/reassign-artisans: the account's artisans get another creator. */
export class ReassignArtisans extends commandWith<
  { userId: string; to: string; context: CommandContext },
  { reassigned: number }
>() {}

@CommandHandler(ReassignArtisans)
export class ReassignArtisansHandler extends forwardTo(
  UsersService,
  (users, { userId, to, context }: ReassignArtisans) => users.reassignArtisans(userId, to, context),
) {}
