import { describe, expect, it } from '@jest/globals';
import { formatDisplayDay, parseDisplayDay } from './display-day';

describe('display days', () => {
  it('reads dd/mm/yyyy and refuses days that do not exist', () => {
    expect(parseDisplayDay('5/3/2026')).toBe('2026-03-05');
    expect(parseDisplayDay('05.03.2026')).toBe('2026-03-05');
    expect(parseDisplayDay('30/02/2026')).toBeUndefined();
    expect(parseDisplayDay('2026-03-05')).toBeUndefined();
  });
  it('writes days as dd/mm/yyyy and months as mm/yyyy', () => {
    expect(formatDisplayDay('2026-03-05')).toBe('05/03/2026');
    expect(formatDisplayDay('2026-03')).toBe('03/2026');
  });
});
