import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService } from './artisan-flows.service';

/** POST /set-hash-reset-pass-artisan: mails a password-reset link (valid 1 hour). */
export class RequestArtisanPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestArtisanPasswordReset)
export class RequestArtisanPasswordResetHandler implements ICommandHandler<RequestArtisanPasswordReset> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ email, ip, context }: RequestArtisanPasswordReset): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const artisanId = await this.flows.knownEmail(email, ip, 'password reset');
    await this.accounts.execute({ type: 'RequestPasswordReset', artisanId }, context);
  }
}
