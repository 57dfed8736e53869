import type { TFunction } from 'i18next';
import { EVALUATION_MESSAGES } from '@artisans/domain/evaluation';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/i18n/error-message';

/** The API's refusals of the self-assessment (apps/api self-assessments.service.ts), word for word. */
export const SELF_ASSESSMENT_MESSAGES = {
  notOffered: 'The self-assessment is not offered to this artisan.',
  craftFirst: 'Please choose your craft in your profile before assessing yourself.',
} as const;

/** Every message of the evaluation the screen knows in every language, by its English text. */
export const KNOWN_MESSAGES = {
  commentsMissing: EVALUATION_MESSAGES.commentsMissing,
  answersMissing: EVALUATION_MESSAGES.answersMissing,
  criterionIncomplete: EVALUATION_MESSAGES.criterionIncomplete,
  criterionNotOpen: EVALUATION_MESSAGES.criterionNotOpen,
  locked: EVALUATION_MESSAGES.locked,
  notAllowedNow: EVALUATION_MESSAGES.notAllowedNow,
  unavailable: EVALUATION_MESSAGES.unavailable,
  commentTooLong: EVALUATION_MESSAGES.commentTooLong,
  notTheEvaluator: EVALUATION_MESSAGES.notTheEvaluator,
  ...SELF_ASSESSMENT_MESSAGES,
} as const;

export type KnownMessage = keyof typeof KNOWN_MESSAGES;

const BY_TEXT = new Map<string, KnownMessage>(
  (Object.entries(KNOWN_MESSAGES) as [KnownMessage, string][]).map(([key, text]) => [text, key]),
);

/**
 * What to show for a refused call of this screen: an evaluation message in the reader's language
 * (the API sends it in English), else what the app says for any call (SPEC.md section 8).
 */
export function evaluationErrorMessage(error: unknown, t: TFunction): string {
  const key = isApiError(error) && error.detail ? BY_TEXT.get(error.detail) : undefined;
  if (key) return t(`messages.${key}`, { ns: 'evaluation' });
  return errorMessage(error, t);
}
