import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffDirectory, type UserItem } from './staff-directory';

/** GET /api/users/me: the signed-in staff member's own account. */
export class GetOwnStaffAccount extends Query<UserItem> {
  constructor(readonly accountId: string) {
    super();
  }
}

@QueryHandler(GetOwnStaffAccount)
export class GetOwnStaffAccountHandler implements IQueryHandler<GetOwnStaffAccount> {
  constructor(private readonly directory: StaffDirectory) {}

  execute({ accountId }: GetOwnStaffAccount): Promise<UserItem> {
    return this.directory.get(accountId);
  }
}
