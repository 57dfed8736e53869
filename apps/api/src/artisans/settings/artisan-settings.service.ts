import { Inject, Injectable } from '@nestjs/common';
import { DomainError, MESSAGES } from '@artisans/domain';
import { decoyHash, verifyPassword } from '../../accounts/auth/password-hasher';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { Session } from '../../accounts/auth/session';
import { actorContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { ArtisanAccountsService } from '../artisan-accounts.service';

/** Account settings of a signed-in artisan (SPEC.md section 2): change password, delete account. */
@Injectable()
export class ArtisanSettingsService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly accounts: ArtisanAccountsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async changePassword(
    session: Session,
    input: { oldPassword: string; newPassword: string },
    ip: string,
    correlationId?: string,
  ): Promise<void> {
    await this.checkPassword(session, input.oldPassword, ip);
    await this.accounts.setPassword(
      session.accountId,
      input.newPassword,
      'change',
      actorContext(session, correlationId),
    );
  }

  /** Erases the account and its personal data; asks for the password so a stolen token cannot. */
  async deleteAccount(session: Session, password: string, ip: string, correlationId?: string): Promise<void> {
    await this.checkPassword(session, password, ip);
    await this.accounts.deleteAccount(session.accountId, actorContext(session, correlationId));
  }

  /** Guessing the password with a session is limited like a login. */
  private async checkPassword(session: Session, password: string, ip: string): Promise<void> {
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
