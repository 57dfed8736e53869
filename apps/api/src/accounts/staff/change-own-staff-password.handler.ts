import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Session } from '../auth/session';
import { SessionTokens } from '../auth/session-tokens';
import { UsersService } from './users.service';
import { commandWith } from '../../infrastructure/commands/messages';

/**
 * POST /api/users/me/password: a staff member changes their password, proving the current one; answers
 * a new session token, since the change ends the sessions before it.
 */
export class ChangeOwnStaffPassword extends commandWith<
  {
    session: Session;
    input: { oldPassword: string; newPassword: string };
    ip: string;
    context: CommandContext;
  },
  { token: string }
>() {}

@CommandHandler(ChangeOwnStaffPassword)
export class ChangeOwnStaffPasswordHandler implements ICommandHandler<ChangeOwnStaffPassword> {
  constructor(
    private readonly users: UsersService,
    private readonly sessionTokens: SessionTokens,
  ) {}

  async execute({ session, input, ip, context }: ChangeOwnStaffPassword): Promise<{ token: string }> {
    await this.users.changeOwnPassword(session, input, ip, context);
    return { token: await this.sessionTokens.issueFor(session.kind, session.accountId) };
  }
}
