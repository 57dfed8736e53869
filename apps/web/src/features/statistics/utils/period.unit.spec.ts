import { describe, expect, it } from '@jest/globals';
import { customPeriod, presetPeriod } from './period';

describe('presetPeriod', () => {
  it('from the beginning runs to today with no first day', () => {
    expect(presetPeriod('beginning', '2026-11-26')).toEqual({ to: '2026-11-26' });
  });
  it('this year starts on 1 January', () => {
    expect(presetPeriod('thisYear', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-11-26' });
  });
  it('the last 12 months start the day after this day a year ago', () => {
    expect(presetPeriod('last12Months', '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
    expect(presetPeriod('last12Months', '2026-01-01')).toEqual({ from: '2025-01-02', to: '2026-01-01' });
    expect(presetPeriod('last12Months', '2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });
});

describe('customPeriod', () => {
  it('reads dd/mm/yyyy days, an empty start as the beginning and an empty end as today', () => {
    expect(customPeriod('01/03/2026', '31/03/2026', '2026-11-26')).toEqual({
      period: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(customPeriod('', '', '2026-11-26')).toEqual({ period: { from: undefined, to: '2026-11-26' } });
  });
  it('names the field of a wrong day, a reversed period and an end after today', () => {
    expect(customPeriod('31/02/2026', '', '2026-11-26').problems).toEqual({ from: 'dateFormat' });
    expect(customPeriod('02/03/2026', '01/03/2026', '2026-11-26').problems).toEqual({ from: 'periodOrder' });
    expect(customPeriod('', '27/11/2026', '2026-11-26').problems).toEqual({ to: 'future' });
  });
});
