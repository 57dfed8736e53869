import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanFlowsService } from './artisan-flows.service';

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
  constructor(private readonly flows: ArtisanFlowsService) {}

  execute({ input, ip, context }: ResetArtisanPassword): Promise<void> {
    return this.flows.setPasswordByHash('reset-password', input, ip, context);
  }
}
