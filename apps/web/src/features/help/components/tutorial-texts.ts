import type { TFunction } from 'i18next';
import type { TutorialFlag, TutorialStepText } from '@artisans/domain/help';
import type { HelpOverview } from '../api/help-api';

/** A step's words: the admin's for this language if written, else the locale file's. */
export function stepText(
  flag: TutorialFlag,
  step: string,
  overview: HelpOverview | undefined,
  t: TFunction,
): TutorialStepText {
  const written = overview?.tutorials[flag]?.steps[step];
  if (written) return written;
  return {
    title: t(`tutorials.${flag}.${step}.title`, { ns: 'help' }),
    body: t(`tutorials.${flag}.${step}.body`, { ns: 'help' }),
  };
}
