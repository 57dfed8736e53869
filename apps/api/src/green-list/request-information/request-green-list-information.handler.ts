import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { Versioned } from '../../infrastructure/http/versioned';
import { GreenLists } from '../green-lists.service';
import type { GreenListView } from '../green-list-view';

/** The review finds information missing: PENDING, naming what and which answers may change. */
export class RequestGreenListInformation extends Command<Versioned<GreenListView>> {
  constructor(
    readonly session: Session,
    readonly artisanId: string,
    readonly missing: string,
    readonly codes: readonly string[],
    readonly context: CommandContext,
    readonly seenVersion?: number,
  ) {
    super();
  }
}

@CommandHandler(RequestGreenListInformation)
export class RequestGreenListInformationHandler implements ICommandHandler<RequestGreenListInformation> {
  constructor(private readonly greenLists: GreenLists) {}

  execute({ session, artisanId, missing, codes, context, seenVersion }: RequestGreenListInformation) {
    const request = { type: 'RequestGreenListInformation' as const, missing, codes };
    return this.greenLists.step(session, artisanId, 'ASK_FOR_INFORMATION', request, context, seenVersion);
  }
}
