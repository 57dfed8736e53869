import { CommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { StaffFlowsService } from './staff-flows.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** POST /reset-password-request: records the request; the mail reactor mails the link. */
export class RequestStaffPasswordReset extends commandWith<
  { email: string; ip: string; context: CommandContext },
  void
>() {}

@CommandHandler(RequestStaffPasswordReset)
export class RequestStaffPasswordResetHandler extends forwardTo(
  StaffFlowsService,
  (flows, { email, ip, context }: RequestStaffPasswordReset) => flows.requestReset(email, ip, context),
) {}
