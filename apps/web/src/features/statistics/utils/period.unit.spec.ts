import { describe, expect, it } from '@jest/globals';
import { chosenPeriod, presetPeriod } from './period';

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

describe('chosenPeriod', () => {
  it('takes the two days, no first day as the beginning and no last day as today', () => {
    expect(chosenPeriod('2026-03-01', '2026-03-31', '2026-11-26')).toEqual({
      period: { from: '2026-03-01', to: '2026-03-31' },
    });
    expect(chosenPeriod(undefined, undefined, '2026-11-26')).toEqual({
      period: { from: undefined, to: '2026-11-26' },
    });
  });
  it('names the field of a reversed period and of an end after today', () => {
    expect(chosenPeriod('2026-03-02', '2026-03-01', '2026-11-26').problems).toEqual({ from: 'periodOrder' });
    expect(chosenPeriod('2026-12-01', undefined, '2026-11-26').problems).toEqual({ from: 'periodOrder' });
    expect(chosenPeriod(undefined, '2026-11-27', '2026-11-26').problems).toEqual({ to: 'future' });
  });
});
