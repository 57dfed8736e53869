import { Injectable } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanFlowsService } from './artisan-flows.service';

/**
 * One of the three "mail me a link again" requests (confirmation, welcome mail, password reset),
 * by address: each names the artisan command that mails, and what the log calls it.
 */
export abstract class ArtisanMailRequest extends Command<void> {
  abstract readonly mail: 'RequestEmailConfirmation' | 'RequestAccountCreatedMail' | 'RequestPasswordReset';
  abstract readonly what: string;

  constructor(
    readonly email: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** Runs a request through `ArtisanFlowsService.requestMail`, where the three run alike. */
@Injectable()
export abstract class ArtisanMailRequestHandler implements ICommandHandler<ArtisanMailRequest> {
  constructor(private readonly flows: ArtisanFlowsService) {}

  execute({ mail, email, ip, what, context }: ArtisanMailRequest): Promise<void> {
    return this.flows.requestMail(mail, email, ip, what, context);
  }
}
