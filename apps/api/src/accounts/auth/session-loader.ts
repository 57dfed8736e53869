import { Inject, Injectable } from '@nestjs/common';
import type { CompiledQuery, InferResult } from 'kysely';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { staffSession, type Session } from './session';
import type { VerifiedToken } from './token.service';

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
 * Reads the account behind a token on every request (a primary-key lookup), so that deleting or
 * deactivating an account ends its sessions at once, and so does a new password: a password
 * changed, reset or set by an admin ends every session opened before. A deactivation ends them for
 * good: the account's old tokens stay refused after it is reactivated.
 */
@Injectable()
export class SessionLoader {
  /**
   * The two lookups' SQL, compiled once: only the account id changes, and building and compiling
   * the statement on every request was some 2% of a request's CPU in a profile of the artisan list.
   */
  private statements: { staff: CompiledQuery<StaffRow>; artisan: CompiledQuery<ArtisanRow> } | undefined;

  constructor(@Inject(DB) private readonly db: Db) {}

  async load(claims: VerifiedToken): Promise<Session | undefined> {
    if (claims.kind === 'staff') {
      const account = await this.first(this.compiledStaffLookup(claims.sub));
      if (
        !account?.is_active ||
        issuedBeforePasswordChange(claims, account.updated_at) ||
        issuedBeforeSessionsEnded(claims, account.sessions_ended_at)
      )
        return undefined;
      return staffSession(account);
    }
    const artisan = await this.first(withAccount(this.compiled().artisan, claims.sub));
    if (!artisan?.confirmed_email || issuedBeforePasswordChange(claims, artisan.updated_at)) return undefined;
    return {
      accountId: artisan.id,
      kind: 'artisan',
      role: 'ROLE_ARTISAN',
      countries: artisan.country_id === null ? [] : [artisan.country_id],
      language: artisan.language,
    };
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

  private async first<Row>(statement: CompiledQuery<Row>): Promise<Row | undefined> {
    return (await this.db.executeQuery(statement)).rows[0];
  }
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
