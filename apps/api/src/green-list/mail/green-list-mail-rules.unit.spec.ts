import { LANGUAGES } from '@artisans/domain';
import { scoreParams } from './green-list-mail-rules';

const score = { points: 92.5, maximum: 120, percentage: 77.08 };

describe('the score in a Green List mail', () => {
  it("is written the way the recipient's language writes numbers and percentages", () => {
    // Intl writes French and German with narrow or plain no-break spaces: compared with plain ones.
    const plain = (params: Record<string, string>) =>
      Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value.replace(/\s/g, ' ')]));
    expect(scoreParams(score, 'en')).toEqual({ points: '92.5', maximum: '120', percentage: '77.08%' });
    expect(plain(scoreParams(score, 'fr'))).toEqual({
      points: '92,5',
      maximum: '120',
      percentage: '77,08 %',
    });
    expect(plain(scoreParams(score, 'de'))).toEqual({
      points: '92,5',
      maximum: '120',
      percentage: '77,08 %',
    });
    expect(scoreParams(score, 'tr').percentage).toBe('%77,08');
    expect(scoreParams(score, 'jp')).toEqual({ points: '92.5', maximum: '120', percentage: '77.08%' });
  });

  it('writes whole numbers without decimals, a thousand with its separator, and 0 as 0', () => {
    expect(scoreParams({ points: 60, maximum: 1200, percentage: 5 }, 'en')).toEqual({
      points: '60',
      maximum: '1,200',
      percentage: '5%',
    });
    expect(scoreParams({ points: 0, maximum: 120, percentage: 0 }, 'it')).toMatchObject({
      points: '0',
      percentage: '0%',
    });
  });

  it('falls back to English for a language the tool does not have, and works in every one it has', () => {
    expect(scoreParams(score, 'xx')).toEqual(scoreParams(score, 'en'));
    for (const language of LANGUAGES) {
      const params = scoreParams(score, language);
      expect({ language, empty: Object.values(params).filter((value) => !value.trim()) }).toEqual({
        language,
        empty: [],
      });
      expect(params.percentage).toMatch(/77[.,]08/);
    }
  });
});
