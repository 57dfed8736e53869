import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService } from './artisan-flows.service';

/** POST /send-created-email: the welcome mail, once the address is confirmed; again sends nothing. */
export class RequestArtisanAccountCreatedMail extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestArtisanAccountCreatedMail)
export class RequestArtisanAccountCreatedMailHandler implements ICommandHandler<RequestArtisanAccountCreatedMail> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ email, ip, context }: RequestArtisanAccountCreatedMail): Promise<void> {
    await this.rateLimiter.attempt('reset', ip, email);
    const artisanId = await this.flows.knownEmail(email, ip, 'welcome mail');
    await this.accounts.execute({ type: 'RequestAccountCreatedMail', artisanId }, context);
  }
}
