import { QueryHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';
import { forwardTo, queryWith } from '../../infrastructure/commands/messages';

/** GET /api/green_lists/{id}: the Green List as this session may see it, with its version. */
export class GetGreenList extends queryWith<
  { session: Session; artisanId: string },
  Versioned<GreenListView>
>() {}

@QueryHandler(GetGreenList)
export class GetGreenListHandler extends forwardTo(
  GreenLists,
  (greenLists, { session, artisanId }: GetGreenList) => greenLists.read(session, artisanId),
) {}
