import { LANGUAGES } from '@artisans/domain';
import { MAIL_TEMPLATE_PARAMS, MAIL_TEMPLATES } from '@artisans/platform';
import { CATALOGUES, ENGLISH } from '.';

type Strings = Record<string, Record<string, string>>;

/** Every string of a catalogue as 'section.key' -> text. */
function flatten(catalogue: object): Map<string, string> {
  const entries = Object.entries(catalogue as Strings).flatMap(([section, strings]) =>
    Object.entries(strings).map(([key, text]) => [`${section}.${key}`, text] as const),
  );
  return new Map(entries);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const english = flatten(ENGLISH);
const others = LANGUAGES.filter((language) => language !== 'en');

describe('mail templates', () => {
  it('English has every template, each with the params it declares', () => {
    for (const template of MAIL_TEMPLATES) {
      const used = new Set(Object.values(ENGLISH[template]).flatMap(placeholders));
      for (const param of MAIL_TEMPLATE_PARAMS[template].filter((p) => p !== 'link')) {
        expect({ template, param, used: used.has(param) }).toEqual({ template, param, used: true });
      }
    }
  });

  it.each(others)('%s has every key English has, with the same placeholders', (language) => {
    const strings = flatten(CATALOGUES[language]);
    const missing = [...english.keys()].filter((key) => !strings.get(key)?.trim());
    const unknown = [...strings.keys()].filter((key) => !english.has(key));
    expect({ missing, unknown }).toEqual({ missing: [], unknown: [] });
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(strings.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it.each(others)('%s is translated: at most 20%% of its strings are identical to English', (language) => {
    const strings = flatten(CATALOGUES[language]);
    const identical = [...english].filter(([key, text]) => strings.get(key) === text).map(([key]) => key);
    expect(identical.length / english.size).toBeLessThanOrEqual(0.2);
  });
});
