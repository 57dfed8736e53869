import { describe, expect, it } from '@jest/globals';
import { fromLocalInput, toLocalInput } from './history-moments';

describe('the moments of the "as of" panel', () => {
  it('Given an instant, When it is shown and read back, Then it is the same to the second', () => {
    const instant = '2026-11-22T09:30:05.000Z';
    const shown = toLocalInput(instant);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(fromLocalInput(shown)).toBe(instant);
  });

  it('Given a value typed without seconds, Then it is the start of that minute', () => {
    const read = fromLocalInput('2020-01-01T09:30');
    expect(read).not.toBeNull();
    expect(toLocalInput(read)).toBe('2020-01-01T09:30:00');
  });

  it('Given nothing or a half-typed value, Then there is no moment', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2020-01-01')).toBeNull();
    expect(fromLocalInput('2020-13-45T99:00')).toBeNull();
  });
});
