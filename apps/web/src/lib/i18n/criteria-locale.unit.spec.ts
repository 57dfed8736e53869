import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CRITERIA_NAMESPACE, CRITERION_IDS, allCriteriaKeys, criteriaKeys } from '@artisans/domain/criteria';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/**
 * The criteria catalogue's structure lives in libs/domain, its texts in the `criteria` locale files.
 * This holds them together: every key the domain builds has an English text, and English has no text
 * the domain cannot reach (the other languages are held to English by locales.unit.spec.ts).
 */
const LOCALES_DIR = join(__dirname, '../../../public/locales');

function load(language: Language, namespace: string): Map<string, unknown> {
  const into = new Map<string, unknown>();
  const walk = (value: unknown, prefix: string): void => {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      for (const [key, child] of Object.entries(value)) walk(child, prefix ? `${prefix}.${key}` : key);
    else into.set(prefix, value);
  };
  walk(JSON.parse(readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')), '');
  return into;
}

describe('criteria texts and the criteria catalogue', () => {
  const english = load(DEFAULT_LANGUAGE, CRITERIA_NAMESPACE);
  const keys = allCriteriaKeys();

  it('has an English text for every key the catalogue builds', () => {
    const missing = keys.filter((key) => typeof english.get(key) !== 'string' || english.get(key) === '');
    expect(missing).toEqual([]);
  });

  it('has no English text the catalogue cannot reach', () => {
    const reachable = new Set(keys);
    expect([...english.keys()].filter((key) => !reachable.has(key))).toEqual([]);
  });

  it.each(LANGUAGES)('names the criteria as the home page does (%s)', (language) => {
    const criteria = load(language, CRITERIA_NAMESPACE);
    const common = load(language, 'common');
    for (const criterion of CRITERION_IDS)
      expect({ criterion, name: criteria.get(criteriaKeys.criterionName(criterion)) }).toEqual({
        criterion,
        name: common.get(`criteria.${criterion}.name`),
      });
  });
});
