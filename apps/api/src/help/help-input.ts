import { z } from 'zod';
import {
  DomainError,
  HELP_ITEMS,
  HELP_MESSAGES,
  MESSAGES,
  TUTORIAL_BODY_MAX_LENGTH,
  TUTORIAL_TITLE_MAX_LENGTH,
  isLanguage,
  isTutorialFlag,
  type Language,
  type TutorialFlag,
} from '@artisans/domain';
import { AppError } from '../infrastructure/http/problem.filter';

/** A language of the URL: one of the 19, else 'Language not supported' (SPEC.md section 8). */
export function parseLanguage(value: unknown): Language {
  if (!isLanguage(value)) throw new AppError(400, MESSAGES.languageNotSupported, 'language-not-supported');
  return value;
}

export function parseTutorial(value: unknown): TutorialFlag {
  if (!isTutorialFlag(value))
    throw new DomainError('not_found', HELP_MESSAGES.unknownTutorial, 'unknown-tutorial');
  return value;
}

const stepText = z
  .object({
    title: z
      .string({ error: 'Each step needs a title.' })
      .trim()
      .min(1, { error: 'Each step needs a title.' })
      .max(TUTORIAL_TITLE_MAX_LENGTH, {
        error: `A title has at most ${TUTORIAL_TITLE_MAX_LENGTH} characters.`,
      }),
    body: z
      .string({ error: 'Each step needs a text.' })
      .trim()
      .min(1, { error: 'Each step needs a text.' })
      .max(TUTORIAL_BODY_MAX_LENGTH, { error: `A text has at most ${TUTORIAL_BODY_MAX_LENGTH} characters.` }),
  })
  .strict();

export const tutorialTextSchema = z
  .object({ steps: z.record(z.string().max(40), stepText, { error: 'The steps are missing.' }) })
  .strict();

export const dismissSchema = z
  .object({
    item: z.enum(HELP_ITEMS as [string, ...string[]], {
      error: `Dismiss one of: ${HELP_ITEMS.join(', ')}.`,
    }),
  })
  .strict();
