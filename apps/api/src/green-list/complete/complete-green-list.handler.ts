import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** The review is done: COMPLETE, with the final score and an optional comment. */
export class CompleteGreenList extends Command<Versioned<GreenListView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly comment: string,
    readonly context: CommandContext,
    readonly seenVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(CompleteGreenList)
export class CompleteGreenListHandler implements ICommandHandler<CompleteGreenList> {
  constructor(private readonly greenLists: GreenLists) {}

  execute({ session, artisanId, comment, context, seenVersion }: CompleteGreenList) {
    const request = { type: 'CompleteGreenList' as const, comment };
    return this.greenLists.step(session, artisanId, 'COMPLETE', request, context, seenVersion);
  }
}
