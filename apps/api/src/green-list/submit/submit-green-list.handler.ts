import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenListNotReady } from '../domain/green-list.decider';
import { notReadyError } from '../green-list-input';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** The artisan sends its Green List: locked from then on. */
export class SubmitGreenList extends Command<Versioned<GreenListView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly context: CommandContext,
    readonly seenVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(SubmitGreenList)
export class SubmitGreenListHandler implements ICommandHandler<SubmitGreenList> {
  constructor(private readonly greenLists: GreenLists) {}

  async execute({ session, artisanId, context, seenVersion }: SubmitGreenList) {
    try {
      const request = { type: 'SubmitGreenList' as const };
      return await this.greenLists.step(session, artisanId, 'SUBMIT', request, context, seenVersion);
    } catch (error) {
      // Every problem with where it is, so that the wizard can lead to each one.
      if (error instanceof GreenListNotReady) throw notReadyError(error.message, error.problems);
      throw error;
    }
  }
}
