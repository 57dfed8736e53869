import { describe, expect, it } from '@jest/globals';
import {
  classifyLanguageParam,
  htmlLang,
  isLanguage,
  languageFromTag,
  languageSegment,
  pickLanguage,
  withLanguage,
} from './language-resolution';
import { LANGUAGES } from './languages';

describe('language resolution', () => {
  describe('classifyLanguageParam', () => {
    it.each(LANGUAGES)('accepts %s as it is', (language) => {
      expect(classifyLanguageParam(language)).toEqual({ kind: 'supported', language });
    });

    it('sends ja to jp, the product code for Japanese', () => {
      expect(classifyLanguageParam('ja')).toEqual({ kind: 'alias', language: 'jp' });
    });

    it('sends an upper-case code to its lower-case form', () => {
      expect(classifyLanguageParam('FR')).toEqual({ kind: 'alias', language: 'fr' });
    });

    it.each(['xx', 'zh', 'en-GB', '', 'constructor', undefined])('rejects %p', (param) => {
      expect(classifyLanguageParam(param)).toEqual({ kind: 'unsupported' });
    });
  });

  describe('languageFromTag', () => {
    it.each([
      ['fr-CH', 'fr'],
      ['pt_BR', 'pt'],
      ['ja-JP', 'jp'],
      ['jp', 'jp'],
      ['DE', 'de'],
    ])('maps %s to %s', (tag, language) => {
      expect(languageFromTag(tag)).toBe(language);
    });

    it.each(['zh-CN', 'toString', ''])('maps %p to nothing', (tag) => {
      expect(languageFromTag(tag)).toBeUndefined();
    });
  });

  describe('pickLanguage', () => {
    it('given a saved language, when the browser prefers another, then the saved one wins', () => {
      expect(pickLanguage('it', ['fr-FR', 'en'])).toBe('it');
    });

    it('given no saved language, then the first supported browser language is taken', () => {
      expect(pickLanguage(null, ['zh-CN', 'ja-JP', 'fr'])).toBe('jp');
    });

    it('given a saved value that is not a language, then it is ignored', () => {
      expect(pickLanguage('klingon', ['de-AT'])).toBe('de');
    });

    it('given nothing usable, then English', () => {
      expect(pickLanguage(undefined, ['zh-CN', 'ko'])).toBe('en');
      expect(pickLanguage(null, [])).toBe('en');
    });
  });

  it('gives HTML a real tag for Japanese and keeps the others', () => {
    expect(htmlLang('jp')).toBe('ja');
    expect(htmlLang('hy')).toBe('hy');
  });

  describe('withLanguage', () => {
    it('replaces the first segment only', () => {
      expect(withLanguage('/xx/hub', 'en')).toBe('/en/hub');
      expect(withLanguage('/en/artisans/12/edit', 'fr')).toBe('/fr/artisans/12/edit');
      expect(withLanguage('/en/hub/', 'de')).toBe('/de/hub/');
    });

    it('gives the bare language for the empty path', () => {
      expect(withLanguage('/', 'it')).toBe('/it');
      expect(withLanguage('', 'it')).toBe('/it');
    });
  });

  it('reads the language segment', () => {
    expect(languageSegment('/fr/hub')).toBe('fr');
    expect(languageSegment('/')).toBeUndefined();
  });

  it('knows 19 languages', () => {
    expect(LANGUAGES).toHaveLength(19);
    expect(isLanguage('jp')).toBe(true);
    expect(isLanguage('ja')).toBe(false);
  });
});
