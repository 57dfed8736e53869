import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, MESSAGES, emailKey } from '@artisans/domain';
import { maskEmail } from '@artisans/platform';
import { asActor, type CommandContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { RateLimiter } from '../auth/rate-limiter';
import { SessionTokens } from '../auth/session-tokens';
import { assertMaySignIn } from '../login/may-sign-in';
import { AccountHashes, invalidHash, type HashHolder, type HashPurpose } from '../hashes/account-hashes';
import { StaffAccountsService } from './staff-accounts.service';

/** Links that lead to the new-password popup: a reset, or the set-password link of a new account. */
const PASSWORD_LINK_PURPOSES: readonly HashPurpose[] = ['reset-password', 'invite'];

/**
 * The staff account flows of SPEC.md section 7 that need no session: reset request and action,
 * get-user-by-hash, endorse-action and user-auto-login.
 */
@Injectable()
export class StaffFlowsService {
  private readonly logger = new Logger('StaffAccountFlows');

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly staff: StaffAccountsService,
    private readonly hashes: AccountHashes,
    private readonly rateLimiter: RateLimiter,
    private readonly sessionTokens: SessionTokens,
  ) {}

  /**
   * Records the request; the mail reactor then mails the link. An unknown email answers as the
   * spec says, but each such answer is logged and counts against the caller's address, so that
   * the form cannot be used to list accounts at speed.
   */
  async requestReset(email: string, ip: string, context: CommandContext): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const person = await this.db
      .selectFrom('staff_personal_data as p')
      .innerJoin('staff_accounts as a', 'a.id', 'p.account_id')
      .select(['p.account_id', 'a.role'])
      .where('p.email_key', '=', emailKey(email))
      .executeTakeFirst();
    if (!person) {
      this.logger.warn(`Password reset asked for an unknown email ${maskEmail(email)} from ${ip}`);
      throw new DomainError('not_found', MESSAGES.unknownEmail, 'unknown-email');
    }
    // Links mailed earlier stop working once a new one is asked for, in the same transaction: the
    // mail reactor issues the new link only after it commits.
    await this.staff.executeWithRows(
      { type: 'RequestStaffPasswordReset', accountId: person.account_id },
      context,
      (db) => this.hashes.revokeAll('reset-password', person.account_id, db),
    );
  }

  /** The account a password link belongs to; the link stays usable. */
  async userByHash(hash: string, ip: string): Promise<{ id: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const holder = await this.peekPasswordLink(hash);
    return { id: holder.accountId };
  }

  /**
   * Sets the new password through a reset or set-password link. The link is used up, and the other
   * password links revoked, in the transaction that records the password: of two uses of one link
   * only one sets a password, and a refused change leaves the link usable.
   */
  async resetPassword(
    input: { hash: string; id: string; password: string },
    ip: string,
    requestContext: CommandContext,
  ): Promise<void> {
    await this.rateLimiter.attempt('hash', ip);
    const holder = await this.peekPasswordLink(input.hash);
    if (holder.accountId !== input.id) throw invalidHash();
    const purpose = holder.purpose;
    const context = await this.contextOf(input.id, requestContext);
    await this.staff.setPassword(
      input.id,
      input.password,
      {
        via: purpose === 'invite' ? 'set' : 'reset',
        // The link mailed to the person proves who they are.
        reauthenticated: true,
        writeRows: async (db) => {
          const used = await this.hashes.consume(purpose, input.hash, 'staff', db);
          if (used.accountId !== input.id) throw invalidHash();
          await this.hashes.revokeAll('reset-password', input.id, db);
          await this.hashes.revokeAll('invite', input.id, db);
        },
      },
      context,
    );
  }

  /**
   * Uses up a network member's endorsement link and answers the artisan to open, the account
   * the link belongs to, and a short-lived single-use login proof for user-auto-login.
   */
  async endorse(hash: string, ip: string): Promise<{ id: string; userId: string; loginProof: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const holder = await this.hashes.consume('endorse', hash, 'staff');
    const artisanId = holder.data['artisanId'];
    if (typeof artisanId !== 'string') throw invalidHash();
    await assertMaySignIn(this.db, 'staff', holder.accountId, invalidHash);
    const loginProof = await this.hashes.issue('login-proof', {
      accountId: holder.accountId,
      kind: 'staff',
      data: { via: 'endorse', artisanId },
    });
    return { id: artisanId, userId: holder.accountId, loginProof };
  }

  /** A session for the holder of a login proof, which must belong to that account. Never for a bare id. */
  async autoLogin(id: string, loginProof: string, ip: string): Promise<string> {
    await this.rateLimiter.attempt('hash', ip);
    const holder = await this.hashes.peek('login-proof', loginProof, 'staff');
    if (holder.accountId !== id) throw invalidHash();
    await this.hashes.consume('login-proof', loginProof, 'staff');
    await assertMaySignIn(this.db, 'staff', id, invalidHash);
    return this.sessionTokens.issueFor('staff', id);
  }

  private async peekPasswordLink(hash: string): Promise<HashHolder & { purpose: HashPurpose }> {
    for (const purpose of PASSWORD_LINK_PURPOSES) {
      try {
        return { ...(await this.hashes.peek(purpose, hash, 'staff')), purpose };
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'invalid-hash')) throw error;
      }
    }
    throw invalidHash();
  }

  /** The person following their own link is the actor of what it changes. */
  private async contextOf(accountId: string, context: CommandContext): Promise<CommandContext> {
    const account = await this.db
      .selectFrom('staff_accounts')
      .select('role')
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (!account) throw invalidHash();
    return asActor(context, { accountId, role: account.role });
  }
}
