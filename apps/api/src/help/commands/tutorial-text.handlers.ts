import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Language, TutorialFlag, TutorialStepText } from '@artisans/domain';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { helpActorOf } from '../help-actor';
import { HelpReader, type TutorialTexts } from '../help.reader';
import { runHelpContentCommand } from './run-help-content-command';
import { commandWith } from '../../infrastructure/commands/messages';

/** PUT /api/help/tutorials/{tutorial}/{language}: an admin's words for every step of a tour. */
export class ChangeTutorialText extends commandWith<
  {
    session: Session;
    tutorial: TutorialFlag;
    language: Language;
    steps: Record<string, TutorialStepText>;
    context: CommandContext;
  },
  TutorialTexts
>() {}

/** DELETE /api/help/tutorials/{tutorial}/{language}: back to the locale files' words. */
export class ResetTutorialText extends commandWith<
  { session: Session; tutorial: TutorialFlag; language: Language; context: CommandContext },
  TutorialTexts
>() {}

@CommandHandler(ChangeTutorialText)
export class ChangeTutorialTextHandler implements ICommandHandler<ChangeTutorialText> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: HelpReader,
  ) {}

  async execute({ session, tutorial, language, steps, context }: ChangeTutorialText) {
    await runHelpContentCommand(
      this.runner,
      { type: 'ChangeTutorialText', tutorial, language, steps, actor: helpActorOf(session) },
      context,
    );
    return this.reader.texts(language);
  }
}

@CommandHandler(ResetTutorialText)
export class ResetTutorialTextHandler implements ICommandHandler<ResetTutorialText> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: HelpReader,
  ) {}

  async execute({ session, tutorial, language, context }: ResetTutorialText) {
    await runHelpContentCommand(
      this.runner,
      { type: 'ResetTutorialText', tutorial, language, actor: helpActorOf(session) },
      context,
    );
    return this.reader.texts(language);
  }
}
