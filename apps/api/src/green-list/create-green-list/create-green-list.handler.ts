import { CommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';
import { commandWith, forwardTo } from '../../infrastructure/commands/messages';

/** POST /create-green-list: opens the Green List of a selected artisan (idempotent). */
export class CreateGreenList extends commandWith<
  { session: Session; artisanId: string; context: CommandContext },
  Versioned<GreenListView>
>() {}

@CommandHandler(CreateGreenList)
export class CreateGreenListHandler extends forwardTo(
  GreenLists,
  (greenLists, { session, artisanId, context }: CreateGreenList) =>
    greenLists.open(session, artisanId, context),
) {}
