import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { CompiledQuery, InferResult } from 'kysely';
import { LRUCache } from 'lru-cache';
import { DomainError, MESSAGES } from '@artisans/domain';
import type { Db } from '../../infrastructure/database/database';
import { DB, REDIS } from '../../infrastructure/tokens';
import { staffSession, type Session } from './session';
import { SessionStamps } from './session-stamps';
import { TokenService, type VerifiedToken } from './token.service';

/** Accounts whose rows a process keeps (see SessionLoader). */
const KEPT_ACCOUNTS = 10_000;
/**
 * How long a row is kept at most, even with its stamp unmoved: it bounds what a change no stamp
 * marked would cost (a rebuild's replay, a row edited by hand in the database, a Redis restarted
 * without its keys).
 */
const KEPT_MS = 60_000;

/**
 * Whether a token was issued before the account's password last changed. Tokens carry whole seconds:
 * one signed in the same second as the change still counts (the token the change itself returns).
 */
export function issuedBeforePasswordChange(claims: VerifiedToken, passwordChangedAt: Date | null): boolean {
  return passwordChangedAt !== null && claims.iat < Math.floor(passwordChangedAt.getTime() / 1000);
}

/**
 * Whether a token was issued before the account's sessions were ended (a deactivation). Stricter
 * than for a password change, which hands its caller a new token: a token signed in the second of
 * the deactivation is ended too, since no one can have signed in to a deactivated account.
 */
export function issuedBeforeSessionsEnded(claims: VerifiedToken, sessionsEndedAt: Date | null): boolean {
  return sessionsEndedAt !== null && claims.iat <= Math.floor(sessionsEndedAt.getTime() / 1000);
}

/**
 * The session behind a token, checked on every request, so that deleting or deactivating an
 * account ends its sessions at once, and so does a new password: a password changed, reset or set
 * by an admin ends every session opened before. A deactivation ends them for good: the account's
 * old tokens stay refused after it is reactivated. A logout (the token's revocation) ends it too.
 *
 * The account's row (a primary-key lookup) is kept in the process with the account's session
 * stamp (session-stamps.ts), read from Redis in the one round trip that asks for the revocation:
 * while the stamp has not moved, the row is current, and a request costs no query. The lookup was
 * one of the two statements of every signed-in request, about a tenth of the artisan list's
 * throughput (docs/benchmarks.md). The checks against the token (when it was issued) run on every
 * request, on the kept row.
 */
@Injectable()
export class SessionLoader {
  /**
   * The two lookups' SQL, compiled once: only the account id changes, and building and compiling
   * the statement on every request was some 2% of a request's CPU in a profile of the artisan list.
   */
  private statements: { staff: CompiledQuery<StaffRow>; artisan: CompiledQuery<ArtisanRow> } | undefined;
  /** By token kind and account: the row, and the stamp it was read under (null: never moved). */
  private readonly kept = new LRUCache<string, { stamp: string | null; row: StaffRow | ArtisanRow }>({
    max: KEPT_ACCOUNTS,
    ttl: KEPT_MS,
  });

  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly tokens: TokenService,
    private readonly stamps: SessionStamps,
  ) {}

  /**
   * The caller behind an Authorization header: undefined without a bearer token (an anonymous
   * caller), a 401 for a token that no longer works, so that the web app logs out.
   */
  async ofBearer(
    authorization: string | undefined,
  ): Promise<{ token: string; session: Session } | undefined> {
    const token = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
    if (!token) return undefined;
    const claims = await this.tokens.verifySignature(token);
    const session = claims ? await this.load(claims) : undefined;
    if (!session) throw sessionExpired();
    return { token, session };
  }

  /** The session of a token whose signature was checked; undefined once it no longer works. */
  async load(claims: VerifiedToken): Promise<Session | undefined> {
    const [revoked, stamp] = await this.redis.mget(
      this.tokens.revocationKey(claims),
      this.stamps.key(claims.sub),
    );
    if (revoked !== null) return undefined;
    if (claims.kind === 'staff') {
      const account = await this.row(claims, stamp ?? null, () => this.compiledStaffLookup(claims.sub));
      if (
        !account?.is_active ||
        issuedBeforePasswordChange(claims, account.updated_at) ||
        issuedBeforeSessionsEnded(claims, account.sessions_ended_at)
      )
        return undefined;
      return staffSession(account);
    }
    const artisan = await this.row(claims, stamp ?? null, () =>
      withAccount(this.compiled().artisan, claims.sub),
    );
    if (!artisan?.confirmed_email || issuedBeforePasswordChange(claims, artisan.updated_at)) return undefined;
    return {
      accountId: artisan.id,
      kind: 'artisan',
      role: 'ROLE_ARTISAN',
      countries: artisan.country_id === null ? [] : [artisan.country_id],
      language: artisan.language,
    };
  }

  /**
   * The account's row: the one kept, if read under the same stamp; else read now. The stamp was read
   * before the row, so a row read while a change commits is kept under the stamp before that
   * change's last move, and read again at the next request.
   */
  private async row<Row extends StaffRow | ArtisanRow>(
    claims: VerifiedToken,
    stamp: string | null,
    lookup: () => CompiledQuery<Row>,
  ): Promise<Row | undefined> {
    const key = `${claims.kind}:${claims.sub}`;
    const kept = this.kept.get(key);
    if (kept && kept.stamp === stamp) return kept.row as Row;
    const row = (await this.db.executeQuery(lookup())).rows[0];
    if (!row) {
      this.kept.delete(key);
      return undefined;
    }
    // Shared by the requests that follow: frozen, so that none can change another's session.
    if ('countries' in row) Object.freeze(row.countries);
    Object.freeze(row);
    this.kept.set(key, { stamp, row });
    return row;
  }

  /** The lookup a staff token costs each request: the benchmarks' bare baseline runs it too. */
  compiledStaffLookup(accountId: string): CompiledQuery<StaffRow> {
    return withAccount(this.compiled().staff, accountId);
  }

  private compiled() {
    this.statements ??= {
      staff: staffLookup(this.db, '').compile(),
      artisan: artisanLookup(this.db, '').compile(),
    };
    return this.statements;
  }
}

/** 401: the caller's session has ended (logged out, expired, or ended by its account's change). */
export function sessionExpired(): DomainError {
  return new DomainError('unauthorized', MESSAGES.sessionExpired, 'session-expired');
}

/** A lookup compiled for one account made for another: its only parameter is the account id. */
function withAccount<Row>(statement: CompiledQuery<Row>, accountId: string): CompiledQuery<Row> {
  return { ...statement, parameters: [accountId] };
}

function staffLookup(db: Db, accountId: string) {
  return db
    .selectFrom('staff_accounts as a')
    .leftJoin('credentials as c', 'c.account_id', 'a.id')
    .select([
      'a.id',
      'a.role',
      'a.countries',
      'a.language',
      'a.is_active',
      'a.sessions_ended_at',
      'c.updated_at',
    ])
    .where('a.id', '=', accountId);
}

function artisanLookup(db: Db, accountId: string) {
  return db
    .selectFrom('artisans as a')
    .leftJoin('credentials as c', 'c.account_id', 'a.id')
    .select(['a.id', 'a.country_id', 'a.language', 'a.confirmed_email', 'c.updated_at'])
    .where('a.id', '=', accountId);
}

type StaffRow = InferResult<ReturnType<typeof staffLookup>>[number];
type ArtisanRow = InferResult<ReturnType<typeof artisanLookup>>[number];
