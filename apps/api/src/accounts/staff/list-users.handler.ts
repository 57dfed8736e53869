import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffDirectory, type UserItem, type UserListQuery } from './staff-directory';

/** GET /api/users: one page of the back-office accounts (all of them while searching). */
export class ListUsers extends Query<{ items: UserItem[]; totalItems: number }> {
  constructor(readonly query: UserListQuery) {
    super();
  }
}

@QueryHandler(ListUsers)
export class ListUsersHandler implements IQueryHandler<ListUsers> {
  constructor(private readonly directory: StaffDirectory) {}

  execute({ query }: ListUsers): Promise<{ items: UserItem[]; totalItems: number }> {
    return this.directory.list(query);
  }
}
