import { CommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { GreenListStep, GreenListStepHandler } from '../green-list-step';
import type { GreenListRequest } from '../green-lists.service';

/** The review finds information missing: PENDING, naming what and which answers may change. */
export class RequestGreenListInformation extends GreenListStep {
  readonly lifecycleStep = 'ASK_FOR_INFORMATION';

  constructor(
    session: Session,
    artisanId: string,
    readonly missing: string,
    readonly codes: readonly string[],
    context: CommandContext,
    seenVersion?: number,
  ) {
    super(session, artisanId, context, seenVersion);
  }

  request(): GreenListRequest {
    return { type: 'RequestGreenListInformation', missing: this.missing, codes: this.codes };
  }
}

@CommandHandler(RequestGreenListInformation)
export class RequestGreenListInformationHandler extends GreenListStepHandler {}
