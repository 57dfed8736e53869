import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService } from './artisan-flows.service';

/** POST /send-confirm-email: a new confirmation link (the earlier ones stop working). */
export class RequestArtisanEmailConfirmation extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestArtisanEmailConfirmation)
export class RequestArtisanEmailConfirmationHandler implements ICommandHandler<RequestArtisanEmailConfirmation> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ email, ip, context }: RequestArtisanEmailConfirmation): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const artisanId = await this.flows.knownEmail(email, ip, 'confirmation');
    await this.accounts.execute({ type: 'RequestEmailConfirmation', artisanId }, context);
  }
}
