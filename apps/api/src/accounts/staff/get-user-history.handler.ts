import { QueryHandler } from '@nestjs/cqrs';
import { UsersService, type HistoryEntry } from './users.service';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/users/{id}/history: the account's changes, who made them and which fields. */
export class GetUserHistory extends queryWith<{ userId: string }, HistoryEntry[]>() {}

@QueryHandler(GetUserHistory)
export class GetUserHistoryHandler extends forwardTo(UsersService, (users, { userId }: GetUserHistory) =>
  users.history(userId),
) {}
