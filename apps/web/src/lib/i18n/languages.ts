/**
 * The interface languages (SPEC.md section 1). The codes are the product's own: `jp` stands for
 * Japanese, so `ja` is accepted as an alias and `ja` is what HTML and the browser get.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@artisans/domain/languages';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

/** Each language by its own name, so a reader finds theirs whatever the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  bg: 'Български',
  cs: 'Čeština',
  da: 'Dansk',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  lt: 'Lietuvių',
  nl: 'Nederlands',
  pt: 'Português',
  ro: 'Română',
  hy: 'Հայերեն',
  sq: 'Shqip',
  ru: 'Русский',
  tr: 'Türkçe',
  ka: 'ქართული',
  az: 'Azərbaycan',
  jp: '日本語',
};

/** Codes that are not ours but mean one of ours (the browser and ISO 639-1 say `ja`). */
export const LANGUAGE_ALIASES: ReadonlyMap<string, Language> = new Map([['ja', 'jp']]);

/** The key under which the chosen language is remembered in localStorage. */
export const LANGUAGE_STORAGE_KEY = 'lang';
