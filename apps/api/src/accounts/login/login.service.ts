import { Inject, Injectable } from '@nestjs/common';
import { DomainError, MESSAGES, emailKey } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import type { AccountKind } from '../../infrastructure/database/schema';
import { DB } from '../../infrastructure/tokens';
import { decoyHash, verifyPassword } from '../auth/password-hasher';
import { RateLimiter } from '../auth/rate-limiter';
import type { Session } from '../auth/session';
import { SessionTokens } from '../auth/session-tokens';
import { assertMaySignIn } from './may-sign-in';

const invalidCredentials = () =>
  new DomainError('unauthorized', MESSAGES.invalidCredentials, 'invalid-credentials');

/** Staff and artisans log in alike, each with their own accounts and refusal rules. */
@Injectable()
export class LoginService {
  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly rateLimiter: RateLimiter,
    private readonly sessionTokens: SessionTokens,
  ) {}

  async login(kind: AccountKind, email: string, password: string, ip: string): Promise<string> {
    await this.rateLimiter.attempt('login', ip, email);
    const accountId = await this.accountIdOf(kind, email);
    const credentials = accountId
      ? await this.db
          .selectFrom('credentials')
          .select('password_hash')
          .where('account_id', '=', accountId)
          .executeTakeFirst()
      : undefined;
    // Verify against a decoy when there is no account, so timing does not tell which emails exist.
    const valid = await verifyPassword(credentials?.password_hash ?? (await decoyHash()), password);
    if (!accountId || !credentials || !valid) throw invalidCredentials();

    await assertMaySignIn(this.db, kind, accountId, invalidCredentials);
    await this.rateLimiter.succeeded('login', ip, email);
    return this.sessionTokens.issueFor(kind, accountId);
  }

  /**
   * A signed-in staff member or artisan proves its current password before changing it or deleting its
   * account (a stolen token alone can do neither); guessing it is limited like a login.
   */
  async proveOwnPassword(session: Session, password: string, ip: string): Promise<void> {
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

  private async accountIdOf(kind: AccountKind, email: string): Promise<string | undefined> {
    const key = emailKey(email);
    const row =
      kind === 'staff'
        ? await this.db
            .selectFrom('staff_personal_data')
            .select('account_id as id')
            .where('email_key', '=', key)
            .executeTakeFirst()
        : await this.db
            .selectFrom('artisan_personal_data')
            .select('artisan_id as id')
            .where('email_key', '=', key)
            .executeTakeFirst();
    return row?.id;
  }
}
