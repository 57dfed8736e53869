import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import type { AppConfig } from '@artisans/platform';
import type { Db } from '../../infrastructure/database/database';
import { APP_CONFIG, DB, REDIS } from '../../infrastructure/tokens';
import type { SessionClaims } from './session';
import { appSecret } from '../../infrastructure/database/app-secrets';

/** One algorithm, allow-listed on verification: `none` and algorithm swaps are refused. */
const ALGORITHM = 'HS256' as const;

export type TokenPayload = Omit<SessionClaims, 'exp' | 'iat'>;
export type VerifiedToken = SessionClaims & { jti: string };

@Injectable()
export class TokenService implements OnModuleInit {
  private readonly jwt = new JwtService();
  private key = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onModuleInit(): Promise<void> {
    // JWT_SECRET when set; otherwise a key generated once and kept in the database.
    this.key = this.config.JWT_SECRET ?? (await appSecret(this.db, 'jwt-signing-key'));
  }

  sign(payload: TokenPayload): Promise<string> {
    return this.jwt.signAsync(
      { ...payload, jti: randomUUID() },
      { secret: this.key, algorithm: ALGORITHM, expiresIn: `${this.config.SESSION_HOURS}h` },
    );
  }

  /** Undefined for a missing, forged, expired or revoked token. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    let claims: VerifiedToken;
    try {
      claims = await this.jwt.verifyAsync<VerifiedToken>(token, {
        secret: this.key,
        algorithms: [ALGORITHM],
      });
    } catch {
      return undefined;
    }
    if (typeof claims.jti !== 'string' || (await this.redis.exists(this.revokedKey(claims.jti))))
      return undefined;
    return claims;
  }

  /** Logout: the token stops working at once, until it would have expired anyway. */
  async revoke(claims: VerifiedToken): Promise<void> {
    const seconds = Math.max(1, claims.exp - Math.floor(Date.now() / 1000));
    await this.redis.set(this.revokedKey(claims.jti), '1', 'EX', seconds);
  }

  private revokedKey(jti: string): string {
    return `${this.config.QUEUE_PREFIX}:revoked-token:${jti}`;
  }
}
