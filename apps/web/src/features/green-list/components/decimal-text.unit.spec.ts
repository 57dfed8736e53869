import { describe, expect, it } from '@jest/globals';
import { cleanDecimal, formatDecimal, parseDecimal, stepDecimal } from './decimal-text';

const percent = { max: 100, decimalScale: 2 };
const count = { max: 1e12 };

describe('the numeric answers as typed', () => {
  it('takes "." and "," as the decimal separator and shows "."', () => {
    expect(cleanDecimal('12,5', percent)).toBe('12.5');
    expect(cleanDecimal('12.5', percent)).toBe('12.5');
    expect(parseDecimal('12.5')).toBe(12.5);
  });

  it('drops what is not a digit or a separator: a sign, letters, spaces, the " %" suffix', () => {
    expect(cleanDecimal('-3', count)).toBe('3');
    expect(cleanDecimal('4a2', count)).toBe('42');
    expect(cleanDecimal('1 200', count)).toBe('1200');
    expect(cleanDecimal('45 %', percent)).toBe('45');
  });

  it('refuses a second separator and a number above the maximum, cuts decimals beyond the scale', () => {
    expect(cleanDecimal('1.2.', percent)).toBeNull();
    expect(cleanDecimal('1,2.', percent)).toBeNull();
    expect(cleanDecimal('100.5', percent)).toBeNull();
    expect(cleanDecimal('101', percent)).toBeNull();
    expect(cleanDecimal('100', percent)).toBe('100');
    expect(cleanDecimal('2.345', percent)).toBe('2.34');
    expect(cleanDecimal('2.345', count)).toBe('2.345');
    expect(cleanDecimal('10000000000000', count)).toBeNull();
  });

  it('keeps the text while it is being typed, and reads its number', () => {
    expect(cleanDecimal('12.', percent)).toBe('12.');
    expect(parseDecimal('12.')).toBe(12);
    expect(parseDecimal('0.50')).toBe(0.5);
    expect(parseDecimal('007')).toBe(7);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('.')).toBeUndefined();
  });

  it('shows a stored number without an exponent', () => {
    expect(formatDecimal(undefined)).toBe('');
    expect(formatDecimal(1987)).toBe('1987');
    expect(formatDecimal(0.0000001)).toBe('0.0000001');
    expect(formatDecimal(1e12)).toBe('1000000000000');
  });

  it('steps by one within the bounds, from 0 when empty', () => {
    expect(stepDecimal(undefined, 1, 0, 100)).toBe(0);
    expect(stepDecimal(undefined, -1, 0, 100)).toBe(0);
    expect(stepDecimal(1.1, 1, 0, 100)).toBe(2.1);
    expect(stepDecimal(99.5, 1, 0, 100)).toBe(100);
    expect(stepDecimal(0.5, -1, 0, 100)).toBe(0);
  });
});
