import { etagOf, seenVersionOf } from './versions';

describe('If-Match and ETag', () => {
  it('answers the stream version as a strong ETag', () => {
    expect(etagOf(0)).toBe('"0"');
    expect(etagOf(42)).toBe('"42"');
  });

  it('reads the version back from If-Match', () => {
    expect(seenVersionOf('"42"')).toBe(42);
    expect(seenVersionOf(' "7" ')).toBe(7);
  });

  it('leaves the check out when If-Match is absent or *', () => {
    expect(seenVersionOf(undefined)).toBeUndefined();
    expect(seenVersionOf('')).toBeUndefined();
    expect(seenVersionOf('*')).toBeUndefined();
  });

  it('makes anything else a version no record has, so the change is refused as stale', () => {
    for (const garbage of ['42', 'W/"42"', '"abc"', '"1", "2"', '"-1"'])
      expect(seenVersionOf(garbage)).toBeNaN();
  });
});
