import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { HelpItem } from '@artisans/domain';
import { SessionTokens } from '../../accounts/auth/session-tokens';
import type { Session } from '../../accounts/auth/session';
import { staffAccountDecider, staffStreamId } from '../../accounts/domain/staff-account.decider';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { commandWith } from '../../infrastructure/commands/messages';

/**
 * POST /api/help/dismissed: the staff member closed a tour or the main video. Recorded in the
 * account's stream, so the next session's claims carry the flag; answers a token carrying it now.
 */
export class DismissHelp extends commandWith<
  { session: Session; item: HelpItem; context: CommandContext },
  { token: string }
>() {}

@CommandHandler(DismissHelp)
export class DismissHelpHandler implements ICommandHandler<DismissHelp> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly sessionTokens: SessionTokens,
  ) {}

  async execute({ session, item, context }: DismissHelp): Promise<{ token: string }> {
    const { accountId } = session;
    await this.runner.run(
      staffStreamId(accountId),
      staffAccountDecider,
      { type: 'DismissHelp', accountId, item },
      context,
    );
    return { token: await this.sessionTokens.issueFor('staff', accountId) };
  }
}
