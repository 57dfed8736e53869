import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type TFunction } from 'i18next';
import { ApiError } from '../http/api-error';
import { errorMessage } from './error-message';

async function translator(language: string): Promise<TFunction> {
  const file = join(__dirname, `../../../public/locales/${language}/common.json`);
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { common: JSON.parse(readFileSync(file, 'utf8')) as object } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const tooMany = (retryAfterSeconds?: number) =>
  new ApiError({
    status: 429,
    detail: 'Too many attempts. Please wait a few minutes and try again.',
    code: 'too-many-attempts',
    retryAfterSeconds,
  });

describe('errorMessage of too many attempts', () => {
  it('says in how many minutes to try again, rounded up', async () => {
    const t = await translator('en');
    expect(errorMessage(tooMany(690), t)).toBe('Too many attempts. Please try again in 12 min.');
    expect(errorMessage(tooMany(3600), t)).toBe('Too many attempts. Please try again in 60 min.');
    expect(errorMessage(tooMany(5), t)).toBe('Too many attempts. Please try again in 1 min.');
  });

  it("says it in the reader's language", async () => {
    expect(errorMessage(tooMany(120), await translator('ru'))).toBe(
      'Слишком много попыток. Повторите попытку через 2 мин.',
    );
    expect(errorMessage(tooMany(120), await translator('jp'))).toBe(
      '試行回数が多すぎます。2 分後にもう一度お試しください。',
    );
  });

  it('without Retry-After, asks to wait a few minutes', async () => {
    expect(errorMessage(tooMany(), await translator('en'))).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });
});
