import { CommandHandler } from '@nestjs/cqrs';
import { StaffFlowsService } from './staff-flows.service';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** POST /user-auto-login: a session token for the holder of a login proof issued to that id. */
export class StaffAutoLogin extends commandWith<{ id: string; loginProof: string; ip: string }, string>() {}

/** A command: it spends the proof and opens a session. */
@CommandHandler(StaffAutoLogin)
export class StaffAutoLoginHandler extends forwardTo(
  StaffFlowsService,
  (flows, { id, loginProof, ip }: StaffAutoLogin) => flows.autoLogin(id, loginProof, ip),
) {}
