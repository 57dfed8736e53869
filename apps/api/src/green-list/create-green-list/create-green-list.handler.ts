import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** POST /create-green-list: opens the Green List of a selected artisan (idempotent). */
export class CreateGreenList extends Command<Versioned<GreenListView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateGreenList)
export class CreateGreenListHandler implements ICommandHandler<CreateGreenList> {
  constructor(private readonly greenLists: GreenLists) {}

  execute({ session, artisanId, context }: CreateGreenList): Promise<Versioned<GreenListView>> {
    return this.greenLists.open(session, artisanId, context);
  }
}
