import { createHmac } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '@artisans/platform';
import { appSecret } from '../../infrastructure/database/app-secrets';
import type { Db } from '../../infrastructure/database/database';
import { TooManyRequestsError } from '../../infrastructure/http/too-many-requests';
import { APP_CONFIG, DB, REDIS } from '../../infrastructure/tokens';

/** What is being attempted: each has its own counters. */
export type AttemptKind = 'login' | 'reset' | 'hash' | 'signup';

/** Names the secret of the account hashes in `app_secrets`; shared by every API process. */
const ACCOUNT_KEY_SECRET = 'rate-limit-account-key';

/**
 * Limits guessing with three counters per kind of attempt, shared by every API process through
 * Redis (limits from the configuration):
 * - per client address, whatever the account, sized for an office behind one public address;
 * - per account from one address: a stranger's wrong passwords use up the stranger's address, and
 *   the owner still logs in from their own;
 * - per account from all addresses, over a longer window: guessing from many addresses stays slow.
 * Accounts are named in Redis by a keyed hash (HMAC), never by their email: an erased artisan's
 * address does not live on in key names, and the hashes cannot be reversed by trying emails.
 */
@Injectable()
export class RateLimiter implements OnModuleInit {
  private readonly perIp: RateLimiterRedis;
  private readonly perAccountAndIp: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;
  private accountKey: string | undefined;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(DB) private readonly db: Db,
  ) {
    const keyPrefix = `${config.QUEUE_PREFIX}:rl`;
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      points: config.RATE_LIMIT_PER_IP,
      duration: config.RATE_LIMIT_WINDOW_S,
      keyPrefix: `${keyPrefix}:ip`,
    });
    this.perAccountAndIp = new RateLimiterRedis({
      storeClient: redis,
      points: config.RATE_LIMIT_PER_ACCOUNT,
      duration: config.RATE_LIMIT_WINDOW_S,
      keyPrefix: `${keyPrefix}:account-ip`,
    });
    this.perAccount = new RateLimiterRedis({
      storeClient: redis,
      points: config.RATE_LIMIT_PER_ACCOUNT_ALL_IPS,
      duration: config.RATE_LIMIT_ACCOUNT_WINDOW_S,
      keyPrefix: `${keyPrefix}:account`,
    });
  }

  async onModuleInit(): Promise<void> {
    this.accountKey = await appSecret(this.db, ACCOUNT_KEY_SECRET);
  }

  /**
   * Counts one attempt; throws a 429 that says when to try again once the address, the account from
   * this address, or the account from anywhere is over its limit. The counters are taken in that
   * order and the first refusal stops: an address already refused uses up nothing of the account's
   * allowance from elsewhere.
   */
  async attempt(kind: AttemptKind, ip: string, account?: string): Promise<void> {
    const counters: [RateLimiterRedis, string][] = [[this.perIp, `${kind}:${ip}`]];
    if (account !== undefined) {
      const id = this.accountId(account);
      counters.push([this.perAccountAndIp, `${kind}:${id}:${ip}`], [this.perAccount, `${kind}:${id}`]);
    }
    for (const [limiter, key] of counters) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes)
          throw new TooManyRequestsError(Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    }
  }

  /**
   * The right password: the attempt does not count against the address or the account, and the
   * account starts afresh from this address. Failures from elsewhere still count.
   */
  async succeeded(kind: AttemptKind, ip: string, account: string): Promise<void> {
    const id = this.accountId(account);
    await Promise.all([
      this.perIp.reward(`${kind}:${ip}`, 1),
      this.perAccountAndIp.delete(`${kind}:${id}:${ip}`),
      this.perAccount.reward(`${kind}:${id}`, 1),
    ]);
  }

  /** The account (an email, whatever its case, or an account id) as Redis may see it. */
  private accountId(account: string): string {
    if (!this.accountKey) throw new Error('RateLimiter used before the module was initialised');
    return createHmac('sha256', this.accountKey)
      .update(account.trim().toLowerCase())
      .digest('base64url')
      .slice(0, 32);
  }
}
