import type { Language } from './languages';

/** A day (`22 Nov 2026`), with the time to the minute, or with the time to the second. */
export type DateStyle = 'date' | 'dateTime' | 'dateTimeSeconds';

const OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  dateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
};

/**
 * The locale whose dates a language of ours writes: `jp` is Japanese (`ja`); English is the
 * foundation's European English, day first with a 24-hour clock (SPEC.md section 9 writes dates
 * dd/mm/yyyy), not the US English that `en` alone gives.
 */
export function dateLocaleOf(language: Language): string {
  if (language === 'jp') return 'ja';
  if (language === 'en') return 'en-GB';
  return language;
}

const knownLocales = new Map<string, boolean>();

/**
 * Whether this browser's Intl writes dates in `locale`. Browsers ship trimmed locale data: Chromium
 * lacks Armenian, Georgian and Albanian (Intl then silently writes the browser's own language, US
 * English month names in an Armenian page) and lists Azerbaijani without its month names (it writes
 * the bare pattern "M01").
 */
export function intlKnowsDates(locale: string): boolean {
  let known = knownLocales.get(locale);
  if (known === undefined) {
    const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2000, 0, 15),
    );
    known = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 && !/^M\d+$/.test(month);
    knownLocales.set(locale, known);
  }
  return known;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Day first, dotted, 24-hour time: how Armenian, Georgian, Albanian and Azerbaijani write a date in
 * figures (CLDR), for a browser without their names of months.
 */
function inFigures(date: Date, style: DateStyle): string {
  const day = `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
  if (style === 'date') return day;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return style === 'dateTime' ? `${day} ${time}` : `${day} ${time}:${pad(date.getSeconds())}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date (an ISO string, a Date or a time value) as the reader's language writes it, in the
 * reader's time zone: the app's language mapped to its locale (`dateLocaleOf`), in figures where
 * the browser does not know that language's dates. An invalid date gives ''.
 */
export function formatDate(
  value: Date | string | number,
  language: Language,
  style: DateStyle = 'date',
  knowsDates: (locale: string) => boolean = intlKnowsDates,
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const locale = dateLocaleOf(language);
  if (!knowsDates(locale)) return inFigures(date, style);
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formats.set(key, format);
  }
  return format.format(date);
}

/**
 * Readies the browser's calendar data for a language's dates ahead of a list that shows many, in a
 * task of its own: the first date written in a locale costs its locale data (on a phone, some 35 ms
 * in the profile of the artisan list), which otherwise fell in the one render that shows the rows.
 * Returns the cancel function of the scheduled task (an effect's cleanup).
 */
export function prepareDates(language: Language, style: DateStyle = 'date'): () => void {
  const task = setTimeout(() => formatDate(Date.now(), language, style), 0);
  return () => clearTimeout(task);
}
