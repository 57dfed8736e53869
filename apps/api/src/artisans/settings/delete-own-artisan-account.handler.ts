import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DeleteOwnAccount } from '../../accounts/delete-own-account';
import { LoginService } from '../../accounts/login/login.service';
import { ArtisanAccountsService } from '../artisan-accounts.service';

/** DELETE /api/artisans/me: the artisan erases its account and personal data with its password. */
export class DeleteOwnArtisanAccount extends DeleteOwnAccount {}

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
