import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** The foundation starts reviewing a sent Green List (IN REVIEWAL). */
export class StartGreenListReview extends Command<Versioned<GreenListView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly context: CommandContext,
    readonly seenVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(StartGreenListReview)
export class StartGreenListReviewHandler implements ICommandHandler<StartGreenListReview> {
  constructor(private readonly greenLists: GreenLists) {}

  execute({ session, artisanId, context, seenVersion }: StartGreenListReview) {
    const request = { type: 'StartGreenListReview' as const };
    return this.greenLists.step(session, artisanId, 'START_REVIEW', request, context, seenVersion);
  }
}
