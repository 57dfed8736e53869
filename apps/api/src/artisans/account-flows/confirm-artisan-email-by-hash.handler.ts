import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { invalidHash } from '../../accounts/hashes/account-hashes';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService } from './artisan-flows.service';
import { commandWith } from '../../infrastructure/commands/messages';

export type ConfirmedEmail = { email: string; id: string; loginProof: string };

/** POST /confirm-email-by-hash: confirms the address of the link's artisan; the proof is for auto-login. */
export class ConfirmArtisanEmailByHash extends commandWith<
  { hash: string; ip: string; context: CommandContext },
  ConfirmedEmail
>() {}

@CommandHandler(ConfirmArtisanEmailByHash)
export class ConfirmArtisanEmailByHashHandler implements ICommandHandler<ConfirmArtisanEmailByHash> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
  ) {}

  async execute({ hash, ip, context }: ConfirmArtisanEmailByHash): Promise<ConfirmedEmail> {
    const { accountId } = await this.flows.consumeHash('confirm-email', hash, ip);
    const personal = await this.accounts.personalData(accountId);
    if (!personal?.email) throw invalidHash();
    await this.flows.confirmEmail(accountId, 'link', context);
    return { email: personal.email, id: accountId, loginProof: await this.flows.loginProof(accountId) };
  }
}
