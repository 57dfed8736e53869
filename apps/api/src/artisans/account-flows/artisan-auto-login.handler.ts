import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import { SessionTokens } from '../../accounts/auth/session-tokens';
import { AccountHashes, invalidHash } from '../../accounts/hashes/account-hashes';
import { assertMaySignIn } from '../../accounts/login/may-sign-in';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { commandWith } from '../../infrastructure/commands/messages';

/**
 * POST /artisan-auto-login: a token for the id only with the single-use proof issued to that id by
 * the step before (any use spends it). A command: it spends the proof and opens a session.
 */
export class ArtisanAutoLogin extends commandWith<
  { id: string; loginProof: string; ip: string },
  { token: string }
>() {}

@CommandHandler(ArtisanAutoLogin)
export class ArtisanAutoLoginHandler implements ICommandHandler<ArtisanAutoLogin> {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly hashes: AccountHashes,
    private readonly rateLimiter: RateLimiter,
    private readonly sessionTokens: SessionTokens,
  ) {}

  async execute({ id, loginProof, ip }: ArtisanAutoLogin): Promise<{ token: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.consume('login-proof', loginProof, 'artisan');
    if (accountId !== id) throw invalidHash();
    await assertMaySignIn(this.db, 'artisan', id, invalidHash);
    return { token: await this.sessionTokens.issueFor('artisan', id) };
  }
}
