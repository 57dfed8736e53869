import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { CommandRunner } from '../../infrastructure/commands/command-runner';
import {
  HELP_CONTENT_STREAM,
  helpContentDecider,
  type HelpContentCommand,
} from '../domain/help-content.decider';

/** Runs a command of the help content's decider on its one stream. */
export function runHelpContentCommand(
  runner: CommandRunner,
  command: HelpContentCommand,
  context: CommandContext,
) {
  return runner.run(HELP_CONTENT_STREAM, helpContentDecider, command, context);
}
