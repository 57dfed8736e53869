import {
  assertNever,
  DomainError,
  HELP_MESSAGES,
  TUTORIAL_STEPS,
  assertCan,
  type Decider,
  type Language,
  type MainVideoType,
  type Role,
  type TutorialFlag,
  type TutorialStepText,
} from '@artisans/domain';

/**
 * What the foundation shows staff as help (issue 17): the texts an admin wrote for a tutorial in a
 * language (the locale files' texts apply where none was written) and the main video. One stream
 * for the whole product: changes are rare and made by admins, one at a time.
 */
export type HelpContentEvent =
  | {
      type: 'TutorialTextChanged';
      data: { tutorial: TutorialFlag; language: Language; steps: Record<string, TutorialStepText> };
    }
  /** Back to the locale files' words for that tutorial and language. */
  | { type: 'TutorialTextReset'; data: { tutorial: TutorialFlag; language: Language } }
  | {
      type: 'MainVideoReplaced';
      /** The bytes are in the file storage under fileId; the previous video's file is removed. */
      data: { fileId: string; contentType: MainVideoType; size: number; previousFileId: string | null };
    }
  | { type: 'MainVideoRemoved'; data: { fileId: string } };

export type HelpActor = { id: string; role: Role } | null;

export type HelpContentCommand =
  | {
      type: 'ChangeTutorialText';
      tutorial: TutorialFlag;
      language: Language;
      steps: Record<string, TutorialStepText>;
      actor: HelpActor;
    }
  | { type: 'ResetTutorialText'; tutorial: TutorialFlag; language: Language; actor: HelpActor }
  | { type: 'ReplaceMainVideo'; fileId: string; contentType: MainVideoType; size: number; actor: HelpActor }
  | { type: 'RemoveMainVideo'; actor: HelpActor };

export type HelpContentState = {
  /** `tutorial:language` → the steps an admin wrote. */
  texts: Record<string, Record<string, TutorialStepText>>;
  video: { fileId: string } | null;
};

export const HELP_CONTENT_STREAM = 'help-content';

const textKey = (tutorial: TutorialFlag, language: Language) => `${tutorial}:${language}`;

/** Every step of the tour written, and no other: a tour shown half in one wording is worse than either. */
function assertCompleteSteps(tutorial: TutorialFlag, steps: Record<string, TutorialStepText>): void {
  const expected = TUTORIAL_STEPS[tutorial];
  const given = Object.keys(steps);
  if (given.length !== expected.length || !expected.every((step) => given.includes(step)))
    throw new DomainError(
      'invalid',
      `Write every step of this tutorial: ${expected.join(', ')}.`,
      'tutorial-steps',
    );
}

const sameSteps = (a: Record<string, TutorialStepText> | undefined, b: Record<string, TutorialStepText>) =>
  a !== undefined &&
  Object.keys(b).every((step) => a[step]?.title === b[step]?.title && a[step]?.body === b[step]?.body);

export const helpContentDecider: Decider<HelpContentCommand, HelpContentEvent, HelpContentState> = {
  initialState: () => ({ texts: {}, video: null }),

  evolve(state, event) {
    switch (event.type) {
      case 'TutorialTextChanged':
        return {
          ...state,
          texts: { ...state.texts, [textKey(event.data.tutorial, event.data.language)]: event.data.steps },
        };
      case 'TutorialTextReset': {
        const { [textKey(event.data.tutorial, event.data.language)]: _gone, ...texts } = state.texts;
        return { ...state, texts };
      }
      case 'MainVideoReplaced':
        return { ...state, video: { fileId: event.data.fileId } };
      case 'MainVideoRemoved':
        return { ...state, video: null };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    assertCan(command.actor, 'help.manage');
    switch (command.type) {
      case 'ChangeTutorialText': {
        assertCompleteSteps(command.tutorial, command.steps);
        if (sameSteps(state.texts[textKey(command.tutorial, command.language)], command.steps)) return [];
        return [
          {
            type: 'TutorialTextChanged',
            data: { tutorial: command.tutorial, language: command.language, steps: command.steps },
          },
        ];
      }
      case 'ResetTutorialText':
        if (!state.texts[textKey(command.tutorial, command.language)]) return [];
        return [
          { type: 'TutorialTextReset', data: { tutorial: command.tutorial, language: command.language } },
        ];
      case 'ReplaceMainVideo':
        return [
          {
            type: 'MainVideoReplaced',
            data: {
              fileId: command.fileId,
              contentType: command.contentType,
              size: command.size,
              previousFileId: state.video?.fileId ?? null,
            },
          },
        ];
      case 'RemoveMainVideo':
        if (!state.video) throw new DomainError('not_found', HELP_MESSAGES.noVideo, 'no-main-video');
        return [{ type: 'MainVideoRemoved', data: { fileId: state.video.fileId } }];
    }
  },
};
