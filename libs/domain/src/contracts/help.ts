import type { TutorialFlag, TutorialStepText } from '../help';
import type { Language } from '../languages';

/**
 * PUT and DELETE /api/help/tutorials/{tutorial}/{language} (and part of GET /api/help): the texts an
 * admin wrote for one language, tutorial by tutorial, step by step; a tutorial absent here is shown
 * with the locale files' words.
 */
export type TutorialTexts = {
  language: Language;
  tutorials: Partial<Record<TutorialFlag, { steps: Record<string, TutorialStepText>; updatedAt: string }>>;
};

/** PUT /api/help/video (and part of GET /api/help): the main video in use. */
export type MainVideoInfo = { contentType: string; size: number; updatedAt: string; version: string };

/** GET /api/help?language=: the texts an admin wrote for that language, and the main video (null: none yet). */
export type HelpOverview = TutorialTexts & { video: MainVideoInfo | null };
