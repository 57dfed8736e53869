import { CommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { AnswersPatch } from '../domain/green-list.decider';
import { GreenListStep, GreenListStepHandler } from '../green-list-step';
import type { GreenListRequest } from '../green-lists.service';

/** Autosave: the artisan's changed answers (and material list), before sending or while pending. */
export class RecordGreenListAnswers extends GreenListStep {
  readonly lifecycleStep = 'RECORD_ANSWERS';

  constructor(
    session: Session,
    artisanId: string,
    readonly patch: AnswersPatch,
    context: CommandContext,
    seenVersion?: number,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): GreenListRequest {
    return { type: 'RecordGreenListAnswers', patch: this.patch };
  }
}

@CommandHandler(RecordGreenListAnswers)
export class RecordGreenListAnswersHandler extends GreenListStepHandler {}
