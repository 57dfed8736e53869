import { CommandHandler } from '@nestjs/cqrs';
import { DeleteOwnAccount } from '../delete-own-account';
import { UsersService } from './users.service';
import { forwardTo } from '../../infrastructure/commands/messages';

/** DELETE /api/users/me: a staff member deletes their own account with its password. */
export class DeleteOwnStaffAccount extends DeleteOwnAccount {}

@CommandHandler(DeleteOwnStaffAccount)
export class DeleteOwnStaffAccountHandler extends forwardTo(
  UsersService,
  (users, { session, password, ip, context }: DeleteOwnStaffAccount) =>
    users.deleteOwn(session, password, ip, context),
) {}
