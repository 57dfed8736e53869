import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { StaffFlowsService } from './staff-flows.service';

/** POST /get-user-by-hash: the account a password link belongs to; the link stays usable. */
export class GetStaffUserByHash extends Query<{ id: string }> {
  constructor(
    readonly hash: string,
    readonly ip: string,
  ) {
    super();
  }
}

@QueryHandler(GetStaffUserByHash)
export class GetStaffUserByHashHandler implements IQueryHandler<GetStaffUserByHash> {
  constructor(private readonly flows: StaffFlowsService) {}

  execute({ hash, ip }: GetStaffUserByHash): Promise<{ id: string }> {
    return this.flows.userByHash(hash, ip);
  }
}
