import { isDay, periodBounds } from './evaluation-statistics';
import { STATISTICS_MESSAGES, parsePeriod } from './statistics-input';

describe('the period of the query', () => {
  it('takes real days only', () => {
    expect(['2026-02-28', '2024-02-29'].every(isDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '01/03/2026', ''].some(isDay)).toBe(false);
  });

  it('includes both days', () => {
    const { start, end } = periodBounds({ from: '2026-05-02', to: '2026-05-02' });
    expect(new Date(start).toISOString()).toBe('2026-05-02T00:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-05-03T00:00:00.000Z');
    expect(periodBounds({ from: null, to: null })).toEqual({ start: -Infinity, end: Infinity });
  });

  it('reads the query, and refuses bad days and reversed periods with a clear message', () => {
    expect(parsePeriod({})).toEqual({ from: null, to: null });
    expect(parsePeriod({ from: '2026-05-01', to: '' })).toEqual({ from: '2026-05-01', to: null });
    expect(() => parsePeriod({ from: '2026-02-30' })).toThrow(STATISTICS_MESSAGES.badDate);
    expect(() => parsePeriod({ to: ['2026-01-01', '2026-01-02'] })).toThrow(STATISTICS_MESSAGES.badDate);
    expect(() => parsePeriod({ from: '2026-05-02', to: '2026-05-01' })).toThrow(
      STATISTICS_MESSAGES.fromAfterTo,
    );
    expect(() => parsePeriod({ since: '2026-05-01' })).toThrow(/Unknown field/);
  });
});
