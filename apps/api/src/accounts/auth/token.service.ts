import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '@artisans/platform';
import type { Db } from '../../infrastructure/database/database';
import { APP_CONFIG, DB, REDIS } from '../../infrastructure/tokens';
import type { SessionClaims } from './session';
import { appSecret } from '../../infrastructure/database/app-secrets';

/** One algorithm, allow-listed on verification: `none` and algorithm swaps are refused. */
const ALGORITHM = 'HS256' as const;

export type TokenPayload = Omit<SessionClaims, 'exp' | 'iat'>;
export type VerifiedToken = SessionClaims & { jti: string };

/**
 * Tokens whose signature was checked lately, with their claims: a signed-in screen sends the same
 * token with every call, and checking it again (decoding, HMAC) was some 3% of a request's CPU in a
 * profile of the artisan list. Only the signature is remembered: expiry is checked on every use,
 * and revocation (logout) and the account (deactivation) are asked on every request as before.
 */
const VERIFIED_TOKENS = 10_000;

const signJwt = promisify<object, KeyObject, jwt.SignOptions, string>(jwt.sign);
const verifyJwt = promisify<string, KeyObject, jwt.VerifyOptions, unknown>(jwt.verify);

@Injectable()
export class TokenService implements OnModuleInit {
  /**
   * A KeyObject, made once: given a string, jsonwebtoken first tries to parse it as a public key on
   * every call, which cost a quarter of the API's CPU per request (measured, docs/benchmarks.md).
   */
  private key: KeyObject | undefined;
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async onModuleInit(): Promise<void> {
    // JWT_SECRET when set; otherwise a key generated once and kept in the database.
    const secret = this.config.JWT_SECRET ?? (await appSecret(this.db, 'jwt-signing-key'));
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(payload: TokenPayload): Promise<string> {
    return signJwt({ ...payload, jti: randomUUID() }, this.signingKey(), {
      algorithm: ALGORITHM,
      expiresIn: `${this.config.SESSION_HOURS}h`,
    });
  }

  /** Undefined for a missing, forged, expired or revoked token. */
  async verify(token: string): Promise<VerifiedToken | undefined> {
    const claims = await this.verifySignature(token);
    if (!claims || (await this.isRevoked(claims))) return undefined;
    return claims;
  }

  /** The claims of a token this API signed and that has not expired; revocation not checked. */
  async verifySignature(token: string): Promise<VerifiedToken | undefined> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 > Date.now()) return known;
      this.verified.delete(token);
      return undefined;
    }
    try {
      const claims = (await verifyJwt(token, this.signingKey(), {
        algorithms: [ALGORITHM],
      })) as VerifiedToken;
      if (typeof claims.jti !== 'string') return undefined;
      this.verified.set(token, Object.freeze(claims));
      return claims;
    } catch {
      return undefined;
    }
  }

  /** Whether the token was ended by a logout. */
  async isRevoked(claims: VerifiedToken): Promise<boolean> {
    return (await this.redis.exists(this.revocationKey(claims))) > 0;
  }

  /** Logout: the token stops working at once, until it would have expired anyway. */
  async revoke(claims: VerifiedToken): Promise<void> {
    const seconds = Math.max(1, claims.exp - Math.floor(Date.now() / 1000));
    await this.redis.set(this.revocationKey(claims), '1', 'EX', seconds);
  }

  private signingKey(): KeyObject {
    if (!this.key) throw new Error('TokenService used before the module was initialised');
    return this.key;
  }

  /** Where a logout marks the token (the session loader reads it with the account's stamp). */
  revocationKey(claims: VerifiedToken): string {
    return `${this.config.QUEUE_PREFIX}:revoked-token:${claims.jti}`;
  }
}
