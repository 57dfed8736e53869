import { describe, expect, it } from '@jest/globals';
import { shownDay, typedDay } from './typed-day';

describe('a day typed in a date field', () => {
  it('Given a day first, with slashes, dots, dashes or spaces, Then it is that day', () => {
    expect(typedDay('27/11/2026')).toBe('2026-11-27');
    expect(typedDay(' 7.3.2026 ')).toBe('2026-03-07');
    expect(typedDay('07-03-2026')).toBe('2026-03-07');
    expect(typedDay('7 3 2026')).toBe('2026-03-07');
  });

  it('Given the eight digits alone, Then they are read day, month, year', () => {
    expect(typedDay('27112026')).toBe('2026-11-27');
    expect(typedDay('01022025')).toBe('2025-02-01');
  });

  it('Given a pasted ISO day, Then it is understood too', () => {
    expect(typedDay('2026-11-27')).toBe('2026-11-27');
  });

  it('Given a day that does not exist or is not whole, Then nothing: the field says so', () => {
    for (const text of [
      '31/02/2026',
      '29022026',
      '27/11/26',
      '2711202',
      '11/27/2026',
      'soon',
      '',
      '00/01/2026',
    ])
      expect({ text, day: typedDay(text) }).toEqual({ text, day: null });
    expect(typedDay('29/02/2024')).toBe('2024-02-29');
  });

  it('Given a day, Then it is shown dd/mm/yyyy', () => {
    expect(shownDay('2026-11-27')).toBe('27/11/2026');
    expect(shownDay(undefined)).toBe('');
  });
});
