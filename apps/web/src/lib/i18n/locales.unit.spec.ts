import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@artisans/domain/messages';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

const LOCALES_DIR = join(__dirname, '../../../public/locales');
/** Every namespace English has (`common` comes with the first screen, the others with their screens). */
const NAMESPACES = readdirSync(join(LOCALES_DIR, DEFAULT_LANGUAGE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort();
/** Brand names ("Green List") may stay in English; whole files copied from English may not. */
const MAX_IDENTICAL_SHARE = 0.2;

type Messages = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Messages): Messages {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    throw new Error(`${prefix}: a message must be a string or a group of messages`);
  }
  return into;
}

function load(language: Language, namespace: string): Messages {
  const text = readFileSync(join(LOCALES_DIR, language, `${namespace}.json`), 'utf8');
  return flatten(JSON.parse(text), '', new Map());
}

function placeholders(message: string): string[] {
  return [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

describe.each(NAMESPACES)('locale files, namespace %s', (namespace) => {
  const english = load(DEFAULT_LANGUAGE, namespace);
  const others = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

  it('has a folder for each language and none for others', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LANGUAGES].sort());
  });

  it('gives English a non-empty message for every key', () => {
    expect(english.size).toBeGreaterThan(0);
    for (const [key, message] of english)
      expect({ key, empty: message.trim() === '' }).toEqual({ key, empty: false });
  });

  describe.each(others)('%s', (language) => {
    const messages = load(language, namespace);

    it('has every key English has, and no other', () => {
      const missing = [...english.keys()].filter((key) => !messages.has(key));
      const extra = [...messages.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty message and keeps the placeholders', () => {
      for (const [key, message] of messages) {
        expect({ key, empty: message.trim() === '' }).toEqual({ key, empty: false });
        expect({ key, placeholders: placeholders(message) }).toEqual({
          key,
          placeholders: placeholders(english.get(key) ?? ''),
        });
      }
    });

    it(`is translated: at most ${MAX_IDENTICAL_SHARE * 100}% of its messages equal the English ones`, () => {
      const identical = [...messages]
        .filter(([key, message]) => english.get(key) === message)
        .map(([key]) => key);
      expect(identical.length / english.size).toBeLessThanOrEqual(MAX_IDENTICAL_SHARE);
    });
  });
});

describe('messages of SPEC.md sections 5 and 8', () => {
  const english = load(DEFAULT_LANGUAGE, 'common');

  it('has every message of the domain, word for word in English', () => {
    for (const [key, text] of Object.entries(MESSAGES))
      expect({ key, text: english.get(`messages.${key}`) }).toEqual({ key, text });
  });
});
