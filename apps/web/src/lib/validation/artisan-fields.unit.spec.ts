import { describe, expect, it } from '@jest/globals';
import {
  capitalizeName,
  completeLink,
  filterCity,
  filterPhone,
  isValidLink,
  matchesPrefix,
  normalizeLink,
  withCraft,
  yearOptions,
} from './artisan-fields';

describe('artisan field rules (SPEC.md section 5)', () => {
  it.each([
    ['  jean-pierre   de la tour ', 'Jean-Pierre De La Tour'],
    ['élodie', 'Élodie'],
    ['mcDonald', 'McDonald'],
    ['', ''],
  ])('capitalises %p per word and hyphen, trimmed: %p', (typed, shown) => {
    expect(capitalizeName(typed)).toBe(shown);
  });

  it('lets the city keep letters, accents, digits, hyphen, underscore, dot and space only', () => {
    expect(filterCity('Saint-Étienne_2. <b>Nord</b>!?')).toBe('Saint-Étienne_2. bNordb');
    expect(filterCity('東京 Zürich')).toBe('東京 Zürich');
  });

  it('prefixes a scheme to a link without one and checks the pattern', () => {
    expect(normalizeLink(' instagram.com/atelier ')).toBe('https://instagram.com/atelier');
    expect(normalizeLink('http://example.org')).toBe('http://example.org');
    expect(normalizeLink('')).toBe('');
    expect(isValidLink('www.pinterest.fr/marie')).toBe(true);
    expect(isValidLink('')).toBe(true);
    expect(isValidLink('not a link')).toBe(false);
    expect(isValidLink('https://localhost')).toBe(false);
    expect(isValidLink('ftp://files.example.org')).toBe(false);
  });

  it('on leaving a link field, adds the scheme only where that makes a link: anything else stays as typed', () => {
    expect(completeLink(' instagram.com/atelier ')).toBe('https://instagram.com/atelier');
    expect(completeLink('https://example.org/a')).toBe('https://example.org/a');
    expect(completeLink('')).toBe('');
    expect(completeLink('not a url')).toBe('not a url');
    expect(completeLink('facebook')).toBe('facebook');
    expect(completeLink('ftp://files.example.org')).toBe('ftp://files.example.org');
  });

  it('offers the years 1900 to next year, the latest first', () => {
    const years = yearOptions(2026);
    expect(years[0]).toBe('2027');
    expect(years.at(-1)).toBe('1900');
    expect(years).toHaveLength(128);
  });

  it('searches crafts by prefix, ignoring case', () => {
    expect(matchesPrefix('Glass', 'gl')).toBe(true);
    expect(matchesPrefix('Stained glass', 'gl')).toBe(false);
    expect(matchesPrefix('Ébénisterie', 'éBÉ')).toBe(true);
    expect(matchesPrefix('Anything', '  ')).toBe(true);
  });

  it('keeps only the characters a phone number may hold', () => {
    expect(filterPhone('+33 (0)6 12.34/56-78 abc')).toBe('+33 (0)6 12.34/56-78 ');
  });

  it('keeps the occupation while the craft stays, and drops it when the craft changes', () => {
    const values = { craftMaterail: '/crafts/1', craftPerson: '/people/2', other: 'x' };
    expect(withCraft(values, '/crafts/1')).toEqual(values);
    expect(withCraft(values, '/crafts/3')).toEqual({
      craftMaterail: '/crafts/3',
      craftPerson: '',
      other: 'x',
    });
    expect(withCraft(values, null)).toEqual({ craftMaterail: '', craftPerson: '', other: 'x' });
  });
});
