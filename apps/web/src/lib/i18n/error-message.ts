import type { TFunction } from 'i18next';
import { MESSAGES, type MessageKey } from '@artisans/domain/messages';
import { isApiError } from '../http/api-error';

/** The API's codes (section 8 of SPEC.md) whose message the app knows in every language. */
const CODE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  'invalid-credentials': 'invalidCredentials',
  'error-verify-email': 'verifyEmail',
  'account-inactive': 'accountInactive',
  'invalid-hash': 'invalidHash',
  'too-many-attempts': 'tooManyAttempts',
  'session-expired': 'sessionExpired',
  'artisan-exists': 'artisanExists',
  'email-exists': 'emailExists',
  'unknown-email': 'unknownEmail',
};

const BY_TEXT = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** The key of the domain message an error carries, by its code or its exact English text. */
export function messageKeyOf(error: unknown): MessageKey | undefined {
  if (!isApiError(error)) return undefined;
  return (error.code ? CODE_MESSAGES[error.code] : undefined) ?? BY_TEXT.get(error.detail ?? '');
}

/**
 * What to show for a failed call (SPEC.md section 8): a message the app knows, in the reader's
 * language; else the server's message as given; else 'Something went wrong. Please try again later.'
 * Too many attempts say when to try again, in whole minutes, from the answer's `Retry-After`.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  const key = messageKeyOf(error);
  if (key === 'tooManyAttempts' && isApiError(error) && error.retryAfterSeconds !== undefined)
    return t('errors.tooManyAttemptsWait', {
      ns: 'common',
      minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)),
    });
  if (key) return t(`messages.${key}`, { ns: 'common' });
  if (isApiError(error) && error.detail) return error.detail;
  return t('messages.generic', { ns: 'common' });
}
