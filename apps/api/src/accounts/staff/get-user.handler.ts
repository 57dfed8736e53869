import { QueryHandler } from '@nestjs/cqrs';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { UserItem } from './staff-directory';
import { UsersService } from './users.service';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/users/{id}: the account with its stream version (its ETag). */
export class GetUser extends queryWith<{ userId: string }, Versioned<UserItem>>() {}

@QueryHandler(GetUser)
export class GetUserHandler extends forwardTo(UsersService, (users, { userId }: GetUser) =>
  users.getVersioned(userId),
) {}
