import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RateLimiter } from '../../accounts/auth/rate-limiter';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanAccountsService } from '../artisan-accounts.service';
import { ArtisanFlowsService, asArtisan } from './artisan-flows.service';

/** POST /reset-password-artisan[-action]: a new password with a reset link's hash, which is used up. */
export class ResetArtisanPassword extends Command<void> {
  constructor(
    readonly input: { hash: string; id: string; password: string },
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ResetArtisanPassword)
export class ResetArtisanPasswordHandler implements ICommandHandler<ResetArtisanPassword> {
  constructor(
    private readonly flows: ArtisanFlowsService,
    private readonly accounts: ArtisanAccountsService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  async execute({ input, ip, context }: ResetArtisanPassword): Promise<void> {
    await this.rateLimiter.attempt('hash', ip);
    await this.flows.useHashOf('reset-password', input.hash, input.id);
    await this.accounts.setPassword(input.id, input.password, 'reset', asArtisan(context, input.id));
  }
}
