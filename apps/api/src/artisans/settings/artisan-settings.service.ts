import { Inject, Injectable } from '@nestjs/common';
import { DomainError, MESSAGES } from '@artisans/domain';
import { decoyHash, verifyPassword } from '../../accounts/auth/password-hasher';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { Session } from '../../accounts/auth/session';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';

/**
 * What the account settings of a signed-in artisan (SPEC.md section 2) share: changing the password
 * and deleting the account both ask for the current password (a stolen token alone can do neither).
 */
@Injectable()
export class ArtisanSettingsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Guessing the password with a session is limited like a login. */
  async checkPassword(session: Session, password: string, ip: string): Promise<void> {
    await this.rateLimiter.attempt('login', ip, session.accountId);
    const credentials = await this.db
      .selectFrom('credentials')
      .select('password_hash')
      .where('account_id', '=', session.accountId)
      .executeTakeFirst();
    const valid = await verifyPassword(credentials?.password_hash ?? (await decoyHash()), password);
    if (!credentials || !valid)
      throw new DomainError('invalid', MESSAGES.wrongOldPassword, 'wrong-old-password');
    await this.rateLimiter.succeeded('login', ip, session.accountId);
  }
}
