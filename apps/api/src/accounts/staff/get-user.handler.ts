import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { UserItem } from './staff-directory';
import { UsersService } from './users.service';

/** GET /api/users/{id}: the account with its stream version (its ETag). */
export class GetUser extends Query<Versioned<UserItem>> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUser)
export class GetUserHandler implements IQueryHandler<GetUser> {
  constructor(private readonly users: UsersService) {}

  execute({ userId }: GetUser): Promise<Versioned<UserItem>> {
    return this.users.getVersioned(userId);
  }
}
