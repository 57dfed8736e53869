import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import type { AnswersPatch } from '../domain/green-list.decider';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** Autosave: the artisan's changed answers (and material list), before sending or while pending. */
export class RecordGreenListAnswers extends Command<Versioned<GreenListView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly patch: AnswersPatch,
    readonly context: CommandContext,
    readonly seenVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(RecordGreenListAnswers)
export class RecordGreenListAnswersHandler implements ICommandHandler<RecordGreenListAnswers> {
  constructor(private readonly greenLists: GreenLists) {}

  execute({ session, artisanId, patch, context, seenVersion }: RecordGreenListAnswers) {
    const request = { type: 'RecordGreenListAnswers' as const, patch };
    return this.greenLists.step(session, artisanId, 'RECORD_ANSWERS', request, context, seenVersion);
  }
}
