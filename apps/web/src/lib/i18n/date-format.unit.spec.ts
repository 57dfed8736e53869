import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { formatDate, intlKnowsDates, prepareDates } from './date-format';

/** 22 November 2026, 14:05:09 in the time zone the tests run in. */
const MOMENT = new Date(2026, 10, 22, 14, 5, 9);
const browserWithout =
  (...missing: string[]) =>
  (locale: string) =>
    !missing.includes(locale);

describe('formatDate', () => {
  it('Given a language Intl knows, Then the date is written in it', () => {
    expect(formatDate(MOMENT, 'fr')).toBe('22 nov. 2026');
    expect(formatDate(MOMENT, 'de', 'dateTime')).toBe('22.11.2026, 14:05');
    expect(formatDate(MOMENT.toISOString(), 'ru', 'dateTimeSeconds')).toBe(
      new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'medium' }).format(MOMENT),
    );
  });

  it("Given English, Then the foundation's day-first English with a 24-hour clock, not the US one", () => {
    expect(formatDate(MOMENT, 'en')).toBe('22 Nov 2026');
    expect(formatDate(MOMENT, 'en', 'dateTimeSeconds')).toBe('22 Nov 2026, 14:05:09');
  });

  it("Given 'jp', Then Japanese (ja) is written, 'jp' being no locale", () => {
    expect(formatDate(MOMENT, 'jp')).toBe('2026/11/22');
  });

  it('Given Armenian in a runtime that knows it (Node has the whole ICU), Then Armenian month names', () => {
    expect(intlKnowsDates('hy')).toBe(true);
    expect(formatDate(MOMENT, 'hy')).toBe(
      new Intl.DateTimeFormat('hy', { dateStyle: 'medium' }).format(MOMENT),
    );
    expect(formatDate(MOMENT, 'hy')).toMatch(/նոյ/);
  });

  it('Given a browser without Armenian dates (Chromium), Then day first in figures, never English', () => {
    const chromium = browserWithout('hy', 'ka', 'sq', 'az');
    expect(formatDate(MOMENT, 'hy', 'date', chromium)).toBe('22.11.2026');
    expect(formatDate(MOMENT, 'ka', 'dateTime', chromium)).toBe('22.11.2026 14:05');
    expect(formatDate(MOMENT, 'az', 'dateTimeSeconds', chromium)).toBe('22.11.2026 14:05:09');
    // The languages it knows keep their names of months.
    expect(formatDate(MOMENT, 'fr', 'date', chromium)).toBe('22 nov. 2026');
  });

  it('Given a locale Intl does not have, Then it is not taken for known', () => {
    expect(intlKnowsDates('fr')).toBe(true);
    expect(intlKnowsDates('qaa')).toBe(false);
  });

  it('Given no valid date, Then nothing is written', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate(Number.NaN, 'hy', 'dateTime')).toBe('');
  });
});

describe('prepareDates', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('readies a language’s dates in a task of its own, which the cleanup cancels', () => {
    jest.useFakeTimers();
    const probe = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const cancel = prepareDates('it');
    expect(jest.getTimerCount()).toBe(1);
    cancel();
    expect(jest.getTimerCount()).toBe(0);
    prepareDates('it');
    expect(probe).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(probe).toHaveBeenCalledWith(['it']);
    probe.mockRestore();
  });
});
