import { QueryHandler } from '@nestjs/cqrs';
import type { Session } from '../auth/session';
import { StaffDirectory, type PersonItem } from './staff-directory';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/artisan/users: the staff accounts an artisan list can filter by creator. */
export class ListCreators extends queryWith<{ session: Session }, PersonItem[]>() {}

@QueryHandler(ListCreators)
export class ListCreatorsHandler extends forwardTo(StaffDirectory, (directory, { session }: ListCreators) =>
  directory.creators(session),
) {}
