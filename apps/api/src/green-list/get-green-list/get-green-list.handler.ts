import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** GET /api/green_lists/{id}: the Green List as this session may see it, with its version. */
export class GetGreenList extends Query<Versioned<GreenListView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
  ) {
    super();
  }
}

@QueryHandler(GetGreenList)
export class GetGreenListHandler implements IQueryHandler<GetGreenList> {
  constructor(private readonly greenLists: GreenLists) {}

  execute({ session, artisanId }: GetGreenList): Promise<Versioned<GreenListView>> {
    return this.greenLists.read(session, artisanId);
  }
}
