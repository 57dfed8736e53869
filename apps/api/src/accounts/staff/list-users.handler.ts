import { QueryHandler } from '@nestjs/cqrs';
import { StaffDirectory, type UserItem, type UserListQuery } from './staff-directory';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/users: one page of the back-office accounts (all of them while searching). */
export class ListUsers extends queryWith<
  { query: UserListQuery },
  { items: UserItem[]; totalItems: number }
>() {}

@QueryHandler(ListUsers)
export class ListUsersHandler extends forwardTo(StaffDirectory, (directory, { query }: ListUsers) =>
  directory.list(query),
) {}
