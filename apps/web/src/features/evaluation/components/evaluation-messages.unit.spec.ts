import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/http/api-error';
import { evaluationErrorMessage, KNOWN_MESSAGES } from './evaluation-messages';

const english = JSON.parse(
  readFileSync(join(__dirname, '../../../../public/locales/en/evaluation.json'), 'utf8'),
) as { messages: Record<string, string> };

/** A `t` that names the key it was asked for. */
const t = ((key: string, options?: { ns?: string }) =>
  `${options?.ns ?? 'common'}:${key}`) as unknown as TFunction;

describe('evaluation messages', () => {
  it('has every message the API sends, word for word in English', () => {
    for (const [key, text] of Object.entries(KNOWN_MESSAGES))
      expect({ key, text: english.messages[key] }).toEqual({ key, text });
  });

  it('given a refusal the screen knows, then it shows it in the reader language', () => {
    const locked = new ApiError({ status: 409, detail: KNOWN_MESSAGES.locked });
    expect(evaluationErrorMessage(locked, t)).toBe('evaluation:messages.locked');
  });

  it('given another refusal, then the server message or the generic one shows', () => {
    expect(evaluationErrorMessage(new ApiError({ status: 409, detail: 'Something new' }), t)).toBe(
      'Something new',
    );
    expect(evaluationErrorMessage(new ApiError({ status: 500 }), t)).toBe('common:messages.generic');
  });
});
