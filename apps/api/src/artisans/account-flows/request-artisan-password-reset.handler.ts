import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
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
  constructor(private readonly flows: ArtisanFlowsService) {}

  execute({ email, ip, context }: RequestArtisanPasswordReset): Promise<void> {
    return this.flows.requestMail('RequestPasswordReset', email, ip, 'password reset', context);
  }
}
