import { LANGUAGES, type Language } from './languages';
import {
  CRAFT_MATERIALS,
  CRAFT_PEOPLE,
  RECOMMENDATIONS,
  labelIn,
  type CatalogueEntry,
} from './reference-data';

const ALL: readonly CatalogueEntry[] = [...RECOMMENDATIONS, ...CRAFT_MATERIALS, ...CRAFT_PEOPLE];

/** Brand names that stay the same in every language (SPEC.md section 1). */
const BRANDS = new Set(['doppia-firma', 'homo-faber-event', 'homo-faber-guide']);

/** Languages that are not written in Latin script, with the script their labels must use. */
const SCRIPTS: Partial<Record<Language, RegExp>> = {
  bg: /\p{Script=Cyrillic}/u,
  ru: /\p{Script=Cyrillic}/u,
  hy: /\p{Script=Armenian}/u,
  ka: /\p{Script=Georgian}/u,
  jp: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
};

describe('reference data catalogues', () => {
  it('has the seven recommendations of the spec, in English', () => {
    expect(RECOMMENDATIONS.map((r) => r.names.en)).toEqual([
      'Rising Talent',
      'Master',
      'Doppia Firma',
      'Homo Faber Event',
      'Homo Faber Guide',
      'Green List',
      'Red List',
    ]);
  });

  it('has about fourteen crafts with four to six occupations each', () => {
    expect(CRAFT_MATERIALS.length).toBeGreaterThanOrEqual(12);
    for (const material of CRAFT_MATERIALS) {
      expect(material.people.length).toBeGreaterThanOrEqual(4);
      expect(material.people.length).toBeLessThanOrEqual(6);
    }
    expect(CRAFT_PEOPLE).toHaveLength(CRAFT_MATERIALS.reduce((n, m) => n + m.people.length, 0));
  });

  it('uses stable, unique, kebab-case codes', () => {
    for (const list of [RECOMMENDATIONS, CRAFT_MATERIALS, CRAFT_PEOPLE] as const) {
      const codes = list.map((entry) => entry.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it('labels every entry in all 19 languages, trimmed and non-empty', () => {
    for (const entry of ALL) {
      expect(Object.keys(entry.names).sort()).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) {
        const label = entry.names[language];
        expect(label.trim()).toBe(label);
        expect(label.length).toBeGreaterThan(0);
      }
    }
  });

  it('keeps labels unique within a list, so that options can be told apart', () => {
    for (const list of [RECOMMENDATIONS, CRAFT_MATERIALS, CRAFT_PEOPLE] as const) {
      for (const language of LANGUAGES) {
        const labels = list.map((entry) => entry.names[language].toLocaleLowerCase());
        const duplicates = labels.filter((label, i) => labels.indexOf(label) !== i);
        expect({ language, duplicates }).toEqual({ language, duplicates: [] });
      }
    }
  });

  it('translates: at most 20% of a language’s labels are identical to English', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const same = ALL.filter((entry) => entry.names[language] === entry.names.en).map((e) => e.code);
      expect({ language, share: same.length / ALL.length <= 0.2 }).toEqual({ language, share: true });
    }
  });

  it('keeps brand names as they are and translates the other recommendations', () => {
    for (const recommendation of RECOMMENDATIONS) {
      const translated = LANGUAGES.filter((l) => recommendation.names[l] !== recommendation.names.en);
      if (BRANDS.has(recommendation.code)) expect(translated).toEqual([]);
      else expect(translated.length).toBeGreaterThanOrEqual(LANGUAGES.length - 2);
    }
  });

  it('writes Bulgarian, Russian, Armenian, Georgian and Japanese labels in their own script', () => {
    for (const entry of ALL.filter((e) => !BRANDS.has(e.code))) {
      for (const [language, script] of Object.entries(SCRIPTS) as [Language, RegExp][]) {
        expect({ language, label: entry.names[language], ok: script.test(entry.names[language]) }).toEqual({
          language,
          label: entry.names[language],
          ok: true,
        });
      }
    }
  });

  it('points every occupation at its craft', () => {
    const materials = new Set(CRAFT_MATERIALS.map((m) => m.code));
    for (const person of CRAFT_PEOPLE) expect(materials.has(person.craftMaterialCode)).toBe(true);
    expect(CRAFT_PEOPLE.find((p) => p.code === 'glassblower')?.craftMaterialCode).toBe('glass');
  });

  describe('labelIn', () => {
    it('falls back to English, then to any label', () => {
      expect(labelIn({ en: 'Wood', fr: 'Bois' }, 'fr')).toBe('Bois');
      expect(labelIn({ en: 'Wood', fr: 'Bois' }, 'jp')).toBe('Wood');
      expect(labelIn({ en: '', it: 'Legno' }, 'jp')).toBe('Legno');
      expect(labelIn({}, 'jp')).toBe('');
    });
  });
});
