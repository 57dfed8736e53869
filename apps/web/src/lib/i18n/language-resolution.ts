import { DEFAULT_LANGUAGE, LANGUAGE_ALIASES, LANGUAGES, type Language } from './languages';

export function isLanguage(value: string | null | undefined): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** What to do with the `:lang` segment of a URL. */
export type LanguageParam =
  { kind: 'supported'; language: Language } | { kind: 'alias'; language: Language } | { kind: 'unsupported' };

export function classifyLanguageParam(param: string | undefined): LanguageParam {
  if (param === undefined) return { kind: 'unsupported' };
  if (isLanguage(param)) return { kind: 'supported', language: param };
  const lower = param.toLowerCase();
  const language = isLanguage(lower) ? lower : LANGUAGE_ALIASES.get(lower);
  return language ? { kind: 'alias', language } : { kind: 'unsupported' };
}

/** Maps a browser language tag (`fr-CH`, `ja`, `pt-BR`) to one of ours, if any. */
export function languageFromTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguage(primary)) return primary;
  return LANGUAGE_ALIASES.get(primary);
}

/**
 * The language for a visitor who has not picked one in the URL: the saved choice, else the
 * first supported browser language, else English.
 */
export function pickLanguage(
  saved: string | null | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(saved)) return saved;
  for (const tag of browserLanguages) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The value of `<html lang>`: a real BCP 47 tag. */
export function htmlLang(language: Language): string {
  return language === 'jp' ? 'ja' : language;
}

/** The same location with its first path segment (the language) replaced. */
export function withLanguage(pathname: string, language: Language): string {
  const segments = pathname.split('/');
  // segments[0] is the empty string before the leading slash.
  if (segments.length < 2 || segments[1] === '') return `/${language}`;
  segments[1] = language;
  return segments.join('/');
}

/** The first path segment of a pathname, which is where the language lives. */
export function languageSegment(pathname: string): string | undefined {
  const segment = pathname.split('/')[1];
  return segment === '' ? undefined : segment;
}
