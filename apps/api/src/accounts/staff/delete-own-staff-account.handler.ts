import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeleteOwnAccount } from '../delete-own-account';
import { UsersService } from './users.service';

/** DELETE /api/users/me: a staff member deletes their own account with its password. */
export class DeleteOwnStaffAccount extends DeleteOwnAccount {}

@CommandHandler(DeleteOwnStaffAccount)
export class DeleteOwnStaffAccountHandler implements ICommandHandler<DeleteOwnStaffAccount> {
  constructor(private readonly users: UsersService) {}

  execute({ session, password, ip, context }: DeleteOwnStaffAccount): Promise<void> {
    return this.users.deleteOwn(session, password, ip, context);
  }
}
