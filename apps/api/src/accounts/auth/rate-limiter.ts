import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError, MESSAGES } from '@artisans/domain';
import type { AppConfig } from '@artisans/platform';
import { APP_CONFIG, REDIS } from '../../infrastructure/tokens';

/** What is being attempted: each has its own counters. */
export type AttemptKind = 'login' | 'reset' | 'hash' | 'signup';

/**
 * Limits guessing: attempts per client address and per account (email) in a sliding window,
 * shared by every API process through Redis. Limits come from the configuration.
 */
@Injectable()
export class RateLimiter {
  private readonly perIp: RateLimiterRedis;
  private readonly perAccount: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis, @Inject(APP_CONFIG) config: AppConfig) {
    const common = {
      storeClient: redis,
      duration: config.RATE_LIMIT_WINDOW_S,
      keyPrefix: `${config.QUEUE_PREFIX}:rl`,
    };
    this.perIp = new RateLimiterRedis({
      ...common,
      points: config.RATE_LIMIT_PER_IP,
      keyPrefix: `${common.keyPrefix}:ip`,
    });
    this.perAccount = new RateLimiterRedis({
      ...common,
      points: config.RATE_LIMIT_PER_ACCOUNT,
      keyPrefix: `${common.keyPrefix}:account`,
    });
  }

  /** Counts one attempt; throws 429 when the address or the account is over its limit. */
  async attempt(kind: AttemptKind, ip: string, account?: string): Promise<void> {
    try {
      await this.perIp.consume(`${kind}:${ip}`);
      if (account) await this.perAccount.consume(`${kind}:${account.trim().toLowerCase()}`);
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new DomainError('too_many', MESSAGES.tooManyAttempts, 'too-many-attempts');
      throw error;
    }
  }

  /** A successful login clears the account's failed attempts. */
  async succeeded(kind: AttemptKind, account: string): Promise<void> {
    await this.perAccount.delete(`${kind}:${account.trim().toLowerCase()}`);
  }
}
