import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { StaffFlowsService } from './staff-flows.service';

/** POST /user-auto-login: a session token for the holder of a login proof issued to that id. */
export class StaffAutoLogin extends Command<string> {
  constructor(
    readonly id: string,
    readonly loginProof: string,
    readonly ip: string,
  ) {
    super();
  }
}

/** A command: it spends the proof and opens a session. */
@CommandHandler(StaffAutoLogin)
export class StaffAutoLoginHandler implements ICommandHandler<StaffAutoLogin> {
  constructor(private readonly flows: StaffFlowsService) {}

  execute({ id, loginProof, ip }: StaffAutoLogin): Promise<string> {
    return this.flows.autoLogin(id, loginProof, ip);
  }
}
