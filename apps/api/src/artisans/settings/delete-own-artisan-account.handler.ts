import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import { LoginService } from '../../accounts/login/login.service';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';

/** DELETE /api/artisans/me: the artisan erases its account and personal data with its password. */
export class DeleteOwnArtisanAccount extends Command<void> {
  constructor(
    readonly session: Session,
    readonly password: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(DeleteOwnArtisanAccount)
export class DeleteOwnArtisanAccountHandler implements ICommandHandler<DeleteOwnArtisanAccount> {
  constructor(
    private readonly login: LoginService,
    private readonly accounts: ArtisanAccountsService,
  ) {}

  async execute({ session, password, ip, context }: DeleteOwnArtisanAccount): Promise<void> {
    await this.login.proveOwnPassword(session, password, ip);
    await this.accounts.deleteAccount(session.accountId, context);
  }
}
