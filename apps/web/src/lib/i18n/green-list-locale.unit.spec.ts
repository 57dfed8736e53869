import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GREEN_LIST_NAMESPACE,
  GREEN_LIST_SECTIONS,
  greenListCatalogue,
  greenListKeys,
} from '@artisans/domain/green-list-catalogue';
import { GREEN_LIST_MESSAGES } from '@artisans/domain/green-list-rules';
import { DEFAULT_LANGUAGE } from './languages';

/**
 * The Green List catalogue's structure lives in libs/domain, its texts in the `green-list` locale
 * files. This holds them together in English (the other languages are held to English by
 * locales.unit.spec.ts): every question of every catalogue version has its text, the five options
 * of each choice and the label of each multinum part; help and the Explain box's prompt are
 * optional, and English has no question text the catalogue cannot reach.
 */
const FILE = join(__dirname, '../../../public/locales', DEFAULT_LANGUAGE, `${GREEN_LIST_NAMESPACE}.json`);

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value))
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, value);
  return into;
}

const english = flatten(JSON.parse(readFileSync(FILE, 'utf8')), '', new Map());
const catalogue = greenListCatalogue(1);
const filled = (key: string) => typeof english.get(key) === 'string' && english.get(key) !== '';

describe('Green List texts and the Green List catalogue', () => {
  it('has a question text, the five options of each choice and every multinum part', () => {
    const required = catalogue.questions.flatMap((question) =>
      greenListKeys(question).filter((key) => !key.endsWith('.help')),
    );
    expect(required.filter((key) => !filled(key))).toEqual([]);
  });

  it('has a title and an intro for every section', () => {
    const keys = GREEN_LIST_SECTIONS.flatMap((section) => [
      `sections.${section}.title`,
      `sections.${section}.intro`,
    ]);
    expect(keys.filter((key) => !filled(key))).toEqual([]);
  });

  it('has no question text the catalogue cannot reach (Explain prompts only where there is a box)', () => {
    const reachable = new Set(
      catalogue.questions.flatMap((question) => [
        ...greenListKeys(question),
        ...(question.explain ? [`questions.${question.code}.explain`] : []),
      ]),
    );
    const stray = [...english.keys()].filter((key) => key.startsWith('questions.') && !reachable.has(key));
    expect(stray).toEqual([]);
  });

  it('gives every Explain box its prompt', () => {
    const missing = catalogue.questions
      .filter((question) => question.explain)
      .map((question) => `questions.${question.code}.explain`)
      .filter((key) => !filled(key));
    expect(missing).toEqual([]);
  });

  it("words the sending rules' messages as the domain does, placeholders for the figures", () => {
    const fixed = [
      'explainMissing',
      'invalidUrl',
      'invalidEmail',
      'answersMissing',
      'reasonMissing',
      'noMaterial',
      'locked',
      'notAllowedNow',
    ] as const;
    for (const key of fixed)
      expect({ key, text: english.get(`problems.${key}`) }).toEqual({ key, text: GREEN_LIST_MESSAGES[key] });
    expect(english.get('problems.sourcingGoal')).toBe(
      GREEN_LIST_MESSAGES.sourcingGoal(Number.NaN).replace('NaN', '{{total}}'),
    );
    expect(english.get('problems.sharesAbove100')).toBe(
      GREEN_LIST_MESSAGES.sharesAbove100(Number.NaN).replace('NaN', '{{total}}'),
    );
  });
});
