import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import { AccountHashes } from '../../accounts/hashes/account-hashes';

/** POST /get-artisan-by-hash: the artisan of a password-reset link; the hash stays valid. */
export class GetArtisanByResetHash extends Query<{ id: string }> {
  constructor(
    readonly hash: string,
    readonly ip: string,
  ) {
    super();
  }
}

@QueryHandler(GetArtisanByResetHash)
export class GetArtisanByResetHashHandler implements IQueryHandler<GetArtisanByResetHash> {
  constructor(
    private readonly hashes: AccountHashes,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ hash, ip }: GetArtisanByResetHash): Promise<{ id: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.peek('reset-password', hash, 'artisan');
    return { id: accountId };
  }
}
