import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../infrastructure/commands/command-context';
import type { Session } from './auth/session';

/**
 * DELETE …/me: one deletes one's own account, proving it with its current password (a stolen token
 * alone cannot erase an account). Staff and artisans each have theirs.
 */
export abstract class DeleteOwnAccount extends Command<void> {
  constructor(
    readonly session: Session,
    readonly password: string,
    readonly ip: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
