import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import { AccountHashes, invalidHash } from '../../accounts/hashes/account-hashes';
import { ArtisanAccountsService } from '../artisan-accounts.service';

/** POST /get-invite-by-hash: the invited artisan of an invitation link; the hash stays valid. */
export class GetArtisanInviteByHash extends Query<{ id: string; email: string }> {
  constructor(
    readonly hash: string,
    readonly ip: string,
  ) {
    super();
  }
}

@QueryHandler(GetArtisanInviteByHash)
export class GetArtisanInviteByHashHandler implements IQueryHandler<GetArtisanInviteByHash> {
  constructor(
    private readonly accounts: ArtisanAccountsService,
    private readonly hashes: AccountHashes,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ hash, ip }: GetArtisanInviteByHash): Promise<{ id: string; email: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.peek('invite', hash, 'artisan');
    const personal = await this.accounts.personalData(accountId);
    if (!personal?.email) throw invalidHash();
    return { id: accountId, email: personal.email };
  }
}
