import fc from 'fast-check';
import { decodePosition, encodePosition } from './global-position';

describe('global positions', () => {
  const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n });

  it('decode what they encode', () => {
    fc.assert(
      fc.property(u64, u64, (a, b) =>
        expect(decodePosition(encodePosition(a, b))).toEqual({ major: a, minor: b }),
      ),
    );
  });

  it('compare as strings exactly as their numbers compare', () => {
    fc.assert(
      fc.property(u64, u64, u64, u64, (a, b, c, d) => {
        const numeric = a === c ? Math.sign(Number(b - d)) : a < c ? -1 : 1;
        const left = encodePosition(a, b);
        const right = encodePosition(c, d);
        const textual = left === right ? 0 : left < right ? -1 : 1;
        expect(textual).toBe(numeric);
      }),
    );
  });

  it('treat the empty string as the start', () => {
    expect(decodePosition('')).toEqual({ major: 0n, minor: 0n });
    expect('' < encodePosition(0n, 1n)).toBe(true);
  });

  it('refuse anything else', () => {
    expect(() => decodePosition('12')).toThrow('Not a global position');
  });
});
