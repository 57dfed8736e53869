import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';

/** POST /api/unsubscribe/{token}: the link of a newsletter, or a mail program's one-click POST. */
export class UnsubscribeCommand extends Command<void> {
  constructor(
    readonly token: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
