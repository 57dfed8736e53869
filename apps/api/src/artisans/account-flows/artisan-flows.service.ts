import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError, MESSAGES } from '@artisans/domain';
import { maskEmail } from '@artisans/platform';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import { SessionTokens } from '../../accounts/auth/session-tokens';
import { AccountHashes, invalidHash, type HashPurpose } from '../../accounts/hashes/account-hashes';
import { actorContext, type CommandContext } from '../../infrastructure/commands/command-context';
import type { Db } from '../../infrastructure/database/database';
import { DB } from '../../infrastructure/tokens';
import { ArtisanAccountsService } from '../artisan-accounts.service';

const unknownEmail = () => new DomainError('not_found', MESSAGES.unknownEmail, 'unknown-email');

/**
 * The artisan account flows of SPEC.md section 7 that follow a mailed link or lead to one:
 * email confirmation, welcome mail, invitation, password reset, go-to links and auto-login.
 *
 * Every hash is single-use. A flow that proves the person (confirmation, invitation, go-to)
 * answers a `loginProof`, a further single-use hash valid two minutes, which auto-login requires
 * together with the id: a bare id never gets a token.
 */
@Injectable()
export class ArtisanFlowsService {
  private readonly logger = new Logger('ArtisanFlows');

  constructor(
    @Inject(DB) private readonly db: Db,
    private readonly accounts: ArtisanAccountsService,
    private readonly hashes: AccountHashes,
    private readonly rateLimiter: RateLimiter,
    private readonly sessionTokens: SessionTokens,
  ) {}

  /** Sends a new confirmation link (the earlier ones stop working). */
  async sendConfirmEmail(email: string, ip: string, context: CommandContext): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const artisanId = await this.knownEmail(email, ip, 'confirmation');
    await this.accounts.execute({ type: 'RequestEmailConfirmation', artisanId }, context);
  }

  async confirmEmailByHash(
    hash: string,
    ip: string,
    correlationId?: string,
  ): Promise<{ email: string; id: string; loginProof: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.consume('confirm-email', hash, 'artisan');
    const personal = await this.accounts.personalData(accountId);
    if (!personal?.email) throw invalidHash();
    await this.accounts.execute(
      { type: 'ConfirmArtisanEmail', artisanId: accountId, via: 'link' },
      asArtisan(accountId, correlationId),
    );
    return { email: personal.email, id: accountId, loginProof: await this.loginProof(accountId) };
  }

  /** The welcome mail, once the address is confirmed; asking again sends nothing more. */
  async sendCreatedEmail(email: string, ip: string, context: CommandContext): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const artisanId = await this.knownEmail(email, ip, 'welcome mail');
    await this.accounts.execute({ type: 'RequestAccountCreatedMail', artisanId }, context);
  }

  async inviteByHash(hash: string, ip: string): Promise<{ id: string; email: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.peek('invite', hash, 'artisan');
    const personal = await this.accounts.personalData(accountId);
    if (!personal?.email) throw invalidHash();
    return { id: accountId, email: personal.email };
  }

  /** Finishes an invitation: the password is set and the address, which the mail reached, confirmed. */
  async createPasswordByInvite(
    input: { hash: string; id: string; password: string; goto: string | null },
    ip: string,
    correlationId?: string,
  ): Promise<{ id: string; loginProof: string; goto: string | null }> {
    await this.rateLimiter.attempt('hash', ip);
    await this.useHashOf('invite', input.hash, input.id);
    await this.accounts.setPassword(input.id, input.password, 'invite', asArtisan(input.id, correlationId));
    return { id: input.id, loginProof: await this.loginProof(input.id), goto: input.goto };
  }

  /**
   * SPEC.md section 8 answers 'This e-mail doesn't exist in system.' for an unknown address; the
   * per-address and per-account limits keep that from listing accounts at speed, and each miss is logged.
   */
  async requestPasswordReset(email: string, ip: string, context: CommandContext): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const artisanId = await this.knownEmail(email, ip, 'password reset');
    await this.accounts.execute({ type: 'RequestPasswordReset', artisanId }, context);
  }

  async artisanByResetHash(hash: string, ip: string): Promise<{ id: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.peek('reset-password', hash, 'artisan');
    return { id: accountId };
  }

  async resetPassword(
    input: { hash: string; id: string; password: string },
    ip: string,
    correlationId?: string,
  ): Promise<void> {
    await this.rateLimiter.attempt('hash', ip);
    await this.useHashOf('reset-password', input.hash, input.id);
    await this.accounts.setPassword(input.id, input.password, 'reset', asArtisan(input.id, correlationId));
  }

  /** A go-to link of an evaluation mail: signs the artisan in on the screen it names. */
  async goToByHash(
    hash: string,
    ip: string,
    correlationId?: string,
  ): Promise<{ id: string; loginProof: string; target: string | null }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId, data } = await this.hashes.consume('go-to', hash, 'artisan');
    // The link was mailed to the artisan: following it proves the address as well.
    await this.accounts.execute(
      { type: 'ConfirmArtisanEmail', artisanId: accountId, via: 'go-to' },
      asArtisan(accountId, correlationId),
    );
    const target = typeof data.target === 'string' ? data.target : null;
    return { id: accountId, loginProof: await this.loginProof(accountId), target };
  }

  /** A token for the id only with the single-use proof issued to that id by the step before. */
  async autoLogin(id: string, loginProof: string, ip: string): Promise<{ token: string }> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.consume('login-proof', loginProof, 'artisan');
    if (accountId !== id) throw invalidHash();
    const artisan = await this.db
      .selectFrom('artisans')
      .select('confirmed_email')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!artisan) throw invalidHash();
    if (!artisan.confirmed_email)
      throw new DomainError('unauthorized', MESSAGES.verifyEmail, 'error-verify-email');
    return { token: await this.sessionTokens.issueFor('artisan', id) };
  }

  /** Uses up a mailed hash, after checking that it was issued to this artisan (else it stays valid). */
  private async useHashOf(purpose: HashPurpose, hash: string, artisanId: string): Promise<void> {
    const holder = await this.hashes.peek(purpose, hash, 'artisan');
    if (holder.accountId !== artisanId) throw invalidHash();
    await this.hashes.consume(purpose, hash, 'artisan');
  }

  private loginProof(artisanId: string): Promise<string> {
    return this.hashes.issue('login-proof', { accountId: artisanId, kind: 'artisan' });
  }

  private async knownEmail(email: string, ip: string, what: string): Promise<string> {
    const artisanId = await this.accounts.idByEmail(email);
    if (!artisanId) {
      this.logger.warn(
        `An artisan ${what} was asked for an unknown address (${maskEmail(email)}) from ${ip}`,
      );
      throw unknownEmail();
    }
    return artisanId;
  }
}

/** Once a hash has proved who the person is, what they do is recorded as theirs. */
function asArtisan(artisanId: string, correlationId: string | undefined): CommandContext {
  return actorContext({ accountId: artisanId, role: 'ROLE_ARTISAN' }, correlationId);
}
