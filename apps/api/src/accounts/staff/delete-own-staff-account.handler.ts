import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Session } from '../auth/session';
import { UsersService } from './users.service';

/** DELETE /api/users/me: a staff member deletes their own account with its password. */
export class DeleteOwnStaffAccount extends Command<void> {
  constructor(
    readonly session: Session,
    readonly password: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteOwnStaffAccount)
export class DeleteOwnStaffAccountHandler implements ICommandHandler<DeleteOwnStaffAccount> {
  constructor(private readonly users: UsersService) {}

  execute({ session, password, ip, context }: DeleteOwnStaffAccount): Promise<void> {
    return this.users.deleteOwn(session, password, ip, context);
  }
}
