import i18next from 'i18next';
import HttpBackend, { type HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from '../http/http-client';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './languages';
import { classifyLanguageParam, htmlLang, languageSegment, pickLanguage } from './language-resolution';

export const i18n = i18next;

/**
 * Starts i18next in the language the first screen will show, so only that file (and the English
 * fallback) is fetched. Other files load when their language is chosen. `firstScreen` names the
 * namespaces the first screen reads, fetched beside `common` instead of after it.
 */
export function initI18n(language: Language, firstScreen: readonly string[] = []): Promise<unknown> {
  speak(language);
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      // `common` comes with the first screen; `account` (logins, sign-up, homes) and `legal` (the
      // copyright page) when a screen asks for them; `green-list` (GREEN_LIST_NAMESPACE: the Green
      // List's questions, about 30 KB) only when the Green List is opened.
      ns: ['common', ...firstScreen],
      defaultNS: 'common',
      fallbackNS: 'common',
      backend: {
        loadPath: '/locales/{{lng}}/{{ns}}.json',
        queryStringParams: { v: __BUILD_ID__ },
      },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** The language the app opens in: the one in the URL, else the saved one, else the browser's. */
export function startupLanguage(pathname: string): Language {
  const param = classifyLanguageParam(languageSegment(pathname));
  if (param.kind !== 'unsupported') return param.language;
  return pickLanguage(readSavedLanguage(), navigator.languages);
}

export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked; the browser language is a fine second choice
  }
}

export function saveLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage can be blocked; the URL still carries the language
  }
}

/** Makes the document and i18next speak `language`; resolves when its file is loaded. */
export function applyLanguage(language: Language): Promise<unknown> {
  speak(language);
  if (i18n.language === language) return Promise.resolve();
  return i18n.changeLanguage(language);
}

function speak(language: Language): void {
  document.documentElement.lang = htmlLang(language);
  setRequestLanguage(language);
}
