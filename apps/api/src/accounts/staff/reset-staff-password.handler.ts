import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { StaffFlowsService } from './staff-flows.service';

/** POST /reset-password-action: a new password through a reset or set-password link, used up with it. */
export class ResetStaffPassword extends Command<void> {
  constructor(
    readonly input: { hash: string; id: string; password: string },
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ResetStaffPassword)
export class ResetStaffPasswordHandler implements ICommandHandler<ResetStaffPassword> {
  constructor(private readonly flows: StaffFlowsService) {}

  execute({ input, ip, context }: ResetStaffPassword): Promise<void> {
    return this.flows.resetPassword(input, ip, context);
  }
}
