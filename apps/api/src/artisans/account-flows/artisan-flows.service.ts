import { Injectable, Logger } from '@nestjs/common';
import { DomainError, MESSAGES } from '@artisans/domain';
import { maskEmail } from '@artisans/platform';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import { AccountHashes, invalidHash, type HashPurpose } from '../../accounts/hashes/account-hashes';
import { asActor, type CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';

const unknownEmail = () => new DomainError('not_found', MESSAGES.unknownEmail, 'unknown-email');

/**
 * What the artisan account flows of SPEC.md section 7 share (the handlers beside it are the flows:
 * email confirmation, welcome mail, invitation, password reset, go-to links and auto-login).
 *
 * Every hash is single-use. A flow that proves the person (confirmation, invitation, go-to)
 * answers a `loginProof`, a further single-use hash valid two minutes, which auto-login requires
 * together with the id: a bare id never gets a token.
 */
@Injectable()
export class ArtisanFlowsService {
  private readonly logger = new Logger('ArtisanFlows');

  constructor(
    private readonly accounts: ArtisanAccountsService,
    private readonly hashes: AccountHashes,
    private readonly rateLimiter: RateLimiter,
  ) {}

  /** Uses up a mailed hash, after checking that it was issued to this artisan (else it stays valid). */
  async useHashOf(purpose: HashPurpose, hash: string, artisanId: string): Promise<void> {
    const holder = await this.hashes.peek(purpose, hash, 'artisan');
    if (holder.accountId !== artisanId) throw invalidHash();
    await this.hashes.consume(purpose, hash, 'artisan');
  }

  loginProof(artisanId: string): Promise<string> {
    return this.hashes.issue('login-proof', { accountId: artisanId, kind: 'artisan' });
  }

  /**
   * The three "mail me a link again" requests (confirmation, welcome mail, password reset) run alike:
   * limited per address, refused for an unknown one, then recorded on the artisan, whose events mail.
   */
  async requestMail(
    type: 'RequestEmailConfirmation' | 'RequestAccountCreatedMail' | 'RequestPasswordReset',
    email: string,
    ip: string,
    what: string,
    context: CommandContext,
  ): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const artisanId = await this.knownEmail(email, ip, what);
    await this.accounts.execute({ type, artisanId }, context);
  }

  /**
   * The artisan of an address a mail is asked for. SPEC.md section 8 answers 'This e-mail doesn't
   * exist in system.' for an unknown one; the per-address and per-account limits keep that from
   * listing accounts at speed, and each miss is logged.
   */
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
export function asArtisan(context: CommandContext, artisanId: string): CommandContext {
  return asActor(context, { accountId: artisanId, role: 'ROLE_ARTISAN' });
}
