import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import { AccountHashes } from '../../accounts/hashes/account-hashes';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService, asArtisan } from './artisan-flows.service';

export type GoToLink = { id: string; loginProof: string; target: string | null };

/** POST /get-go-to-hash: a go-to link of an evaluation mail signs the artisan in on its screen. */
export class FollowArtisanGoToLink extends Command<GoToLink> {
  constructor(
    readonly hash: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(FollowArtisanGoToLink)
export class FollowArtisanGoToLinkHandler implements ICommandHandler<FollowArtisanGoToLink> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
    private readonly hashes: AccountHashes,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ hash, ip, context }: FollowArtisanGoToLink): Promise<GoToLink> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId, data } = await this.hashes.consume('go-to', hash, 'artisan');
    // The link was mailed to the artisan: following it proves the address as well.
    await this.accounts.execute(
      { type: 'ConfirmArtisanEmail', artisanId: accountId, via: 'go-to' },
      asArtisan(context, accountId),
    );
    const target = typeof data.target === 'string' ? data.target : null;
    return { id: accountId, loginProof: await this.flows.loginProof(accountId), target };
  }
}
