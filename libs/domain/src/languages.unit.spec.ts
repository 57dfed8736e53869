import fc from 'fast-check';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  localeOf,
  negotiateLanguage,
  normalizeLanguage,
} from './languages';

describe('languages', () => {
  it('lists the 19 UI languages of the spec, English first and Japanese last', () => {
    expect(LANGUAGES).toEqual([
      'en', 'es', 'bg', 'cs', 'da', 'de', 'fr', 'it', 'lt', 'nl',
      'pt', 'ro', 'hy', 'sq', 'ru', 'tr', 'ka', 'az', 'jp',
    ]); // prettier-ignore
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('knows the supported codes and nothing else', () => {
    expect(isLanguage('jp')).toBe(true);
    expect(isLanguage('ja')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it.each([
    ['fr', 'fr'],
    ['FR', 'fr'],
    ['fr-FR', 'fr'],
    ['pt_BR', 'pt'],
    [' de-CH ', 'de'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['JP', 'jp'],
    ['xx', undefined],
    ['', undefined],
    ['*', undefined],
    [undefined, undefined],
  ])('normalizes %p to %p', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it('gives the BCP-47 locale, ja for Japanese', () => {
    expect(localeOf('jp')).toBe('ja');
    expect(localeOf('hy')).toBe('hy');
    for (const language of LANGUAGES) expect(() => new Intl.Collator(localeOf(language))).not.toThrow();
  });

  describe('negotiateLanguage', () => {
    it.each([
      [undefined, 'en'],
      ['', 'en'],
      ['fr', 'fr'],
      ['fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
      ['zh-CN,zh;q=0.9,de;q=0.8,en;q=0.5', 'de'],
      ['en;q=0.5, ru;q=0.8', 'ru'],
      ['ja', 'jp'],
      ['jp', 'jp'],
      ['ja-JP;q=1, en;q=0.9', 'jp'],
      ['xx, yy;q=0.5', 'en'],
      ['*', 'en'],
      ['fr;q=0, it', 'it'],
      ['fr;q=abc, it;q=0.1', 'it'],
      ['hy;q=0.3,ka;q=0.3', 'hy'],
      [';;;,,,', 'en'],
      [['de', 'fr;q=0.9'], 'de'],
    ])('answers %p with %p', (header, expected) => {
      expect(negotiateLanguage(header)).toBe(expected);
    });

    it('always answers a supported language, whatever the header', () => {
      fc.assert(fc.property(fc.string(), (header) => isLanguage(negotiateLanguage(header))));
    });

    it('answers the only supported language among unsupported ones', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...LANGUAGES),
          fc.array(fc.constantFrom('xx', 'zh-CN', 'ko', 'pl;q=0.9', '*')),
          (language, noise) => negotiateLanguage([...noise, language].join(', ')) === language,
        ),
      );
    });
  });
});
