import { CommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { GreenListStep, GreenListStepHandler } from '../green-list-step';
import type { GreenListRequest } from '../green-lists.service';

/** The review is done: COMPLETE, with the final score and an optional comment. */
export class CompleteGreenList extends GreenListStep {
  readonly lifecycleStep = 'COMPLETE';

  constructor(
    session: Session,
    artisanId: string,
    readonly comment: string,
    context: CommandContext,
    seenVersion?: number,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): GreenListRequest {
    return { type: 'CompleteGreenList', comment: this.comment };
  }
}

@CommandHandler(CompleteGreenList)
export class CompleteGreenListHandler extends GreenListStepHandler {}
