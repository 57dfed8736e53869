import { describe, expect, it } from '@jest/globals';
import { parseDisplayDay } from '../../../lib/dates/display-day';
import { readPeriod, statisticsFileName, statisticsPath } from './download-statistics';

describe('the period of the statistics download', () => {
  it('reads days typed as dd/mm/yyyy (SPEC.md section 9), real days only', () => {
    expect(parseDisplayDay('05/03/2026')).toBe('2026-03-05');
    expect(parseDisplayDay(' 5.3.2026 ')).toBe('2026-03-05');
    expect(parseDisplayDay('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDay('29/02/2026')).toBeUndefined();
    expect(parseDisplayDay('2026-03-05')).toBeUndefined();
  });

  it('takes an open end, and says what is wrong otherwise', () => {
    expect(readPeriod('01/03/2026', '')).toEqual({ period: { from: '2026-03-01', to: undefined } });
    expect(readPeriod('', '31/03/2026')).toEqual({ period: { from: undefined, to: '2026-03-31' } });
    expect(readPeriod('', ' ')).toEqual({ problems: { period: 'periodMissing' } });
    expect(readPeriod('31/03/2026', '01/03/2026')).toEqual({ problems: { period: 'periodOrder' } });
    expect(readPeriod('31/02/2026', 'soon')).toEqual({ problems: { from: 'dateFormat', to: 'dateFormat' } });
  });

  it('asks the API for the period and names the file as the API does', () => {
    expect(statisticsPath({})).toBe('/api/statistics/evaluations.xlsx');
    expect(statisticsPath({ from: '2026-03-01', to: '2026-03-31' })).toBe(
      '/api/statistics/evaluations.xlsx?from=2026-03-01&to=2026-03-31',
    );
    expect(statisticsFileName({ to: '2026-03-31' })).toBe('evaluation-statistics-until-2026-03-31.xlsx');
    expect(statisticsFileName({ from: '2026-03-01' }, new Date('2026-04-02T10:00:00Z'))).toBe(
      'evaluation-statistics-2026-03-01-to-2026-04-02.xlsx',
    );
  });
});
