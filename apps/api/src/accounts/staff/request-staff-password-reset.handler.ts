import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { StaffFlowsService } from './staff-flows.service';

/** POST /reset-password-request: records the request; the mail reactor mails the link. */
export class RequestStaffPasswordReset extends Command<void> {
  constructor(
    readonly email: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(RequestStaffPasswordReset)
export class RequestStaffPasswordResetHandler implements ICommandHandler<RequestStaffPasswordReset> {
  constructor(private readonly flows: StaffFlowsService) {}

  execute({ email, ip, context }: RequestStaffPasswordReset): Promise<void> {
    return this.flows.requestReset(email, ip, context);
  }
}
