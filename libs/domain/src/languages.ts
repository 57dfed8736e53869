/**
 * The UI languages, in the order SPEC.md section 1 lists them (the language menu shows them so).
 * Japanese is `jp` in URLs and stored preferences, as existing clients send it; its BCP-47 tag is `ja`.
 */
export const LANGUAGES = [
  'en',
  'es',
  'bg',
  'cs',
  'da',
  'de',
  'fr',
  'it',
  'lt',
  'nl',
  'pt',
  'ro',
  'hy',
  'sq',
  'ru',
  'tr',
  'ka',
  'az',
  'jp',
] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Tags that are not ours but mean one of ours: browsers send `ja` for Japanese. */
const ALIASES: Readonly<Record<string, Language>> = { ja: 'jp' };

/** The BCP-47 locale for Intl (collation, dates) and for i18n-iso-countries. */
const LOCALES: Readonly<Record<Language, string>> = {
  en: 'en',
  es: 'es',
  bg: 'bg',
  cs: 'cs',
  da: 'da',
  de: 'de',
  fr: 'fr',
  it: 'it',
  lt: 'lt',
  nl: 'nl',
  pt: 'pt',
  ro: 'ro',
  hy: 'hy',
  sq: 'sq',
  ru: 'ru',
  tr: 'tr',
  ka: 'ka',
  az: 'az',
  jp: 'ja',
};

const SUPPORTED: ReadonlySet<string> = new Set(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && SUPPORTED.has(value);
}

/**
 * The supported language a tag means, or undefined: 'FR', 'fr-FR', 'fr_CA' → 'fr'; 'ja', 'ja-JP' → 'jp'.
 * Only the primary subtag counts, because we have one variant per language.
 */
export function normalizeLanguage(input: string | null | undefined): Language | undefined {
  if (typeof input !== 'string') return undefined;
  const primary = input.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (isLanguage(primary)) return primary;
  return ALIASES[primary];
}

type Preference = { tag: string; quality: number; position: number };

/**
 * The language to answer in for an Accept-Language header: the supported one the client prefers most
 * (highest q, then the order written), else English. Malformed entries are skipped, never an error:
 * a bad header must not fail a request.
 */
export function negotiateLanguage(acceptLanguage: string | readonly string[] | null | undefined): Language {
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : (acceptLanguage ?? []).join(',');
  const preferences: Preference[] = [];
  header.split(',').forEach((entry, position) => {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (tag === '' || tag === '*') return;
    let quality = 1;
    for (const param of params) {
      if (!/^q\s*=/i.test(param)) continue;
      const value = param.replace(/^q\s*=\s*/i, '');
      quality = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    if (quality <= 0) return;
    preferences.push({ tag, quality, position });
  });
  preferences.sort((a, b) => b.quality - a.quality || a.position - b.position);
  for (const { tag } of preferences) {
    const language = normalizeLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function localeOf(language: Language): string {
  return LOCALES[language];
}
