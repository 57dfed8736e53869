import type { TFunction } from 'i18next';
import { MESSAGES, type MessageKey } from '@artisans/domain/messages';
import { isApiError } from '../../../../lib/http/api-error';
import { errorMessage } from '../../../../lib/i18n/error-message';

/** The API's codes for a refused upload and for an import's end, and their keys here. */
const CODE_KEYS: Readonly<Record<string, string>> = {
  'import-no-file': 'errors.noFile',
  'import-too-large': 'errors.tooLarge',
  'import-not-xlsx': 'errors.notXlsx',
  'import-wrong-columns': 'errors.wrongColumns',
  'import-no-rows': 'errors.noRows',
  'import-too-many-rows': 'errors.tooManyRows',
  'import-succeeded': 'succeeded',
  'import-failed': 'errors.failed',
  'import-uploader-inactive': 'errors.uploaderInactive',
};

/** The reason the API gives the template's sample row (apps/api/src/artisan-import). */
const SAMPLE_ROW_REASON = 'This is the sample row of the template: it is not imported.';

const DOMAIN_MESSAGES = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, message]) => [message, key]),
);

/** A message of the import by its code, in the reader's language; else the server's text. */
export function importMessage(code: string | undefined, fallback: string, t: TFunction): string {
  const key = code ? CODE_KEYS[code] : undefined;
  return key ? t(key, { ns: 'artisan-import' }) : fallback;
}

/** A refused upload: the import's own messages by code, else as any other failed call. */
export function uploadErrorMessage(error: unknown, t: TFunction): string {
  const key = isApiError(error) && error.code ? CODE_KEYS[error.code] : undefined;
  return key ? t(key, { ns: 'artisan-import' }) : errorMessage(error, t);
}

const COLUMN_PROBLEMS = [
  [/^Missing column: /, 'columns.missing'],
  [/^Unknown column: /, 'columns.unknown'],
  [/^Repeated column: /, 'columns.repeated'],
] as const;

/** What is wrong with the columns of a refused file, one line per column. */
export function columnProblems(error: unknown, t: TFunction): string[] {
  if (!isApiError(error) || error.code !== 'import-wrong-columns') return [];
  return error.violations.map((violation) => {
    const known = COLUMN_PROBLEMS.find(([pattern]) => pattern.test(violation.message));
    return known ? t(known[1], { ns: 'artisan-import', column: violation.propertyPath }) : violation.message;
  });
}

/**
 * Why a row was skipped or refused: the spec's messages in the reader's language, the form's other
 * messages as the server gives them (SPEC.md section 8).
 */
export function reasonText(reason: string, t: TFunction): string {
  if (reason === SAMPLE_ROW_REASON) return t('reasons.sampleRow', { ns: 'artisan-import' });
  const key = DOMAIN_MESSAGES.get(reason);
  return key ? t(`messages.${key}`, { ns: 'common' }) : reason;
}
