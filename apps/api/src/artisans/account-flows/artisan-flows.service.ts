import { Injectable, Logger } from '@nestjs/common';
import { DomainError, MESSAGES } from '@artisans/domain';
import { maskEmail } from '@artisans/platform';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import {
  AccountHashes,
  invalidHash,
  type HashHolder,
  type HashPurpose,
} from '../../accounts/hashes/account-hashes';
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

  /** Who a mailed hash was issued to, the hash left valid; limited per address, so it is not guessed. */
  async peekHash(purpose: HashPurpose, hash: string, ip: string): Promise<string> {
    await this.rateLimiter.attempt('hash', ip);
    const { accountId } = await this.hashes.peek(purpose, hash, 'artisan');
    return accountId;
  }

  /** Uses up a mailed hash and answers whose it was; limited per address, so it is not guessed. */
  async consumeHash(purpose: HashPurpose, hash: string, ip: string): Promise<HashHolder> {
    await this.rateLimiter.attempt('hash', ip);
    return this.hashes.consume(purpose, hash, 'artisan');
  }

  /**
   * A new password through a mailed link (invitation or reset): its hash must have been issued to
   * this artisan (else it stays valid) and is used up.
   */
  async setPasswordByHash(
    purpose: 'invite' | 'reset-password',
    input: { hash: string; id: string; password: string },
    ip: string,
    context: CommandContext,
  ): Promise<void> {
    await this.rateLimiter.attempt('hash', ip);
    const holder = await this.hashes.peek(purpose, input.hash, 'artisan');
    if (holder.accountId !== input.id) throw invalidHash();
    await this.hashes.consume(purpose, input.hash, 'artisan');
    const via = purpose === 'invite' ? 'invite' : 'reset';
    await this.accounts.setPassword(input.id, input.password, via, asArtisan(context, input.id));
  }

  /** A link mailed to the artisan was followed: the address it reached is confirmed. */
  async confirmEmail(artisanId: string, via: 'link' | 'go-to', context: CommandContext): Promise<void> {
    await this.accounts.execute(
      { type: 'ConfirmArtisanEmail', artisanId, via },
      asArtisan(context, artisanId),
    );
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
