import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UsersService, type HistoryEntry } from './users.service';

/** GET /api/users/{id}/history: the account's changes, who made them and which fields. */
export class GetUserHistory extends Query<HistoryEntry[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserHistory)
export class GetUserHistoryHandler implements IQueryHandler<GetUserHistory> {
  constructor(private readonly users: UsersService) {}

  execute({ userId }: GetUserHistory): Promise<HistoryEntry[]> {
    return this.users.history(userId);
  }
}
