import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { Language } from '../../../lib/i18n/languages';

type Loaded = { default: ILocale };

/**
 * Each language's month and weekday names for the calendar, as dayjs writes them (Armenian and
 * Georgian too, which browsers' Intl often lacks). One small file each, fetched with the first
 * calendar opened in that language; English is the foundation's European English (week from Monday).
 */
const LOCALES: Readonly<Record<Language, { name: string; load: () => Promise<Loaded> }>> = {
  en: { name: 'en-gb', load: () => import('dayjs/locale/en-gb') },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  bg: { name: 'bg', load: () => import('dayjs/locale/bg') },
  cs: { name: 'cs', load: () => import('dayjs/locale/cs') },
  da: { name: 'da', load: () => import('dayjs/locale/da') },
  de: { name: 'de', load: () => import('dayjs/locale/de') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
  it: { name: 'it', load: () => import('dayjs/locale/it') },
  lt: { name: 'lt', load: () => import('dayjs/locale/lt') },
  nl: { name: 'nl', load: () => import('dayjs/locale/nl') },
  pt: { name: 'pt', load: () => import('dayjs/locale/pt') },
  ro: { name: 'ro', load: () => import('dayjs/locale/ro') },
  hy: { name: 'hy-am', load: () => import('dayjs/locale/hy-am') },
  sq: { name: 'sq', load: () => import('dayjs/locale/sq') },
  ru: { name: 'ru', load: () => import('dayjs/locale/ru') },
  tr: { name: 'tr', load: () => import('dayjs/locale/tr') },
  ka: { name: 'ka', load: () => import('dayjs/locale/ka') },
  az: { name: 'az', load: () => import('dayjs/locale/az') },
  jp: { name: 'ja', load: () => import('dayjs/locale/ja') },
};

const loaded = new Set<string>(['en']);

/** The dayjs locale of `language` once its names are there; dayjs's own English until then. */
export function useCalendarLocale(language: Language): string {
  const { name, load } = LOCALES[language];
  const [ready, setReady] = useState(() => loaded.has(name));
  useEffect(() => {
    if (loaded.has(name)) {
      setReady(true);
      return;
    }
    let current = true;
    void load()
      .then((module) => {
        // Registered by hand: the file's own registration may reach another copy of dayjs.
        dayjs.locale(module.default, undefined, true);
        loaded.add(name);
        if (current) setReady(true);
      })
      // Offline: the calendar stays in English, the field still reads and writes dd/mm/yyyy.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [name, load]);
  return ready ? name : 'en';
}
