import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Session } from '../auth/session';
import { StaffDirectory, type PersonItem } from './staff-directory';

/** GET /api/artisan/users: the staff accounts an artisan list can filter by creator. */
export class ListCreators extends Query<PersonItem[]> {
  constructor(readonly session: Session) {
    super();
  }
}

@QueryHandler(ListCreators)
export class ListCreatorsHandler implements IQueryHandler<ListCreators> {
  constructor(private readonly directory: StaffDirectory) {}

  execute({ session }: ListCreators): Promise<PersonItem[]> {
    return this.directory.creators(session);
  }
}
