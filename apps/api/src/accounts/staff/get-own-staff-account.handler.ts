import { QueryHandler } from '@nestjs/cqrs';
import { StaffDirectory, type UserItem } from './staff-directory';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/users/me: the signed-in staff member's own account. */
export class GetOwnStaffAccount extends queryWith<{ accountId: string }, UserItem>() {}

@QueryHandler(GetOwnStaffAccount)
export class GetOwnStaffAccountHandler extends forwardTo(
  StaffDirectory,
  (directory, { accountId }: GetOwnStaffAccount) => directory.get(accountId),
) {}
