import { CommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { ArtisanFlowsService } from './artisan-flows.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** POST /reset-password-artisan[-action]: a new password with a reset link's hash, which is used up. */
export class ResetArtisanPassword extends commandWith<
  { input: { hash: string; id: string; password: string }; ip: string; context: CommandContext },
  void
>() {}

@CommandHandler(ResetArtisanPassword)
export class ResetArtisanPasswordHandler extends forwardTo(
  ArtisanFlowsService,
  (flows, { input, ip, context }: ResetArtisanPassword) =>
    flows.setPasswordByHash('reset-password', input, ip, context),
) {}
