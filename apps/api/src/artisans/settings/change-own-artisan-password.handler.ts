import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { LoginService } from '../../accounts/login/login.service';
import { SessionTokens } from '../../accounts/auth/session-tokens';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { commandWith } from '../../infrastructure/commands/messages';

/**
 * POST /api/artisans/me/password: the signed-in artisan changes its password with the current one;
 * answers a new session token, since the change ends the sessions before it.
 */
export class ChangeOwnArtisanPassword extends commandWith<
  { session: Session; oldPassword: string; newPassword: string; ip: string; context: CommandContext },
  { token: string }
>() {}

@CommandHandler(ChangeOwnArtisanPassword)
export class ChangeOwnArtisanPasswordHandler implements ICommandHandler<ChangeOwnArtisanPassword> {
  constructor(
    private readonly login: LoginService,
    private readonly accounts: ArtisanAccountsService,
    private readonly sessionTokens: SessionTokens,
  ) {}

  async execute(command: ChangeOwnArtisanPassword): Promise<{ token: string }> {
    const { session, oldPassword, newPassword, ip, context } = command;
    await this.login.proveOwnPassword(session, oldPassword, ip);
    await this.accounts.setPassword(session.accountId, newPassword, 'change', context);
    return { token: await this.sessionTokens.issueFor(session.kind, session.accountId) };
  }
}
