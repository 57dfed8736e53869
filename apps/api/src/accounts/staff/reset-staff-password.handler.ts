import { CommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { StaffFlowsService } from './staff-flows.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** POST /reset-password-action: a new password through a reset or set-password link, used up with it. */
export class ResetStaffPassword extends commandWith<
  { input: { hash: string; id: string; password: string }; ip: string; context: CommandContext },
  void
>() {}

@CommandHandler(ResetStaffPassword)
export class ResetStaffPasswordHandler extends forwardTo(
  StaffFlowsService,
  (flows, { input, ip, context }: ResetStaffPassword) => flows.resetPassword(input, ip, context),
) {}
