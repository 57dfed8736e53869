import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
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
  constructor(private readonly flows: ArtisanFlowsService) {}

  execute({ email, ip, context }: RequestArtisanAccountCreatedMail): Promise<void> {
    return this.flows.requestMail('RequestAccountCreatedMail', email, ip, 'welcome mail', context);
  }
}
