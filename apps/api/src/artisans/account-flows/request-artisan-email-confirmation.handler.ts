import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
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
  constructor(private readonly flows: ArtisanFlowsService) {}

  execute({ email, ip, context }: RequestArtisanEmailConfirmation): Promise<void> {
    return this.flows.requestMail('RequestEmailConfirmation', email, ip, 'confirmation', context);
  }
}
