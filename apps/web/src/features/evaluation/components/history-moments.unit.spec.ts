import { describe, expect, it } from '@jest/globals';
import { fromMomentText, toMomentText } from './history-moments';

describe('the moments of the "as of" panel', () => {
  it('Given an instant, When it is shown and read back, Then it is the same to the second, day first', () => {
    const instant = '2026-11-22T09:30:05.000Z';
    const shown = toMomentText(instant);
    expect(shown).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(fromMomentText(shown)).toBe(instant);
  });

  it('Given a day typed day first, Then it is read as day, month, year in local time', () => {
    expect(fromMomentText('01/02/2020 09:30:15')).toBe(new Date(2020, 1, 1, 9, 30, 15).toISOString());
    // Dots and dashes as separators, as many languages write dates.
    expect(fromMomentText('1.2.2020 9:30')).toBe(new Date(2020, 1, 1, 9, 30).toISOString());
    expect(fromMomentText(' 01-02-2020 ')).toBe(new Date(2020, 1, 1).toISOString());
  });

  it('Given a value typed without seconds or without a time, Then the start of that minute or day', () => {
    expect(toMomentText(fromMomentText('01/01/2020 09:30'))).toBe('01/01/2020 09:30:00');
    expect(toMomentText(fromMomentText('01/01/2020'))).toBe('01/01/2020 00:00:00');
  });

  it('Given nothing, a half-typed value or a day that does not exist, Then there is no moment', () => {
    expect(toMomentText(null)).toBe('');
    expect(toMomentText('not a date')).toBe('');
    expect(fromMomentText('')).toBeNull();
    expect(fromMomentText('22/11/202')).toBeNull();
    expect(fromMomentText('22/11/2026 14:0')).toBeNull();
    expect(fromMomentText('2020-01-01T09:30')).toBeNull();
    expect(fromMomentText('31/02/2026')).toBeNull();
    expect(fromMomentText('12/13/2026')).toBeNull();
    expect(fromMomentText('22/11/2026 24:00')).toBeNull();
  });
});
