import { QueryHandler } from '@nestjs/cqrs';
import { StaffFlowsService } from './staff-flows.service';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** POST /get-user-by-hash: the account a password link belongs to; the link stays usable. */
export class GetStaffUserByHash extends queryWith<{ hash: string; ip: string }, { id: string }>() {}

@QueryHandler(GetStaffUserByHash)
export class GetStaffUserByHashHandler extends forwardTo(
  StaffFlowsService,
  (flows, { hash, ip }: GetStaffUserByHash) => flows.userByHash(hash, ip),
) {}
