import {
  IMPORT_COLUMN_NAMES,
  cellText,
  checkHeader,
  isSampleRow,
  resolveReference,
  rowName,
  toArtisanBody,
  toImportRow,
  type ImportReferences,
  type ReferenceEntry,
} from './import-sheet';

const COUNTRIES: ReferenceEntry[] = [
  { id: 380, code: 'IT', names: { en: 'Italy', fr: 'Italie', it: 'Italia' } },
  { id: 250, code: 'FR', names: { en: 'France', fr: 'France', it: 'Francia' } },
];
const CRAFTS: ReferenceEntry[] = [
  { id: 1, code: 'wood', names: { en: 'Wood', fr: 'Bois' } },
  { id: 2, code: 'glass', names: { en: 'Glass', fr: 'Verre' } },
];
const OCCUPATIONS: ReferenceEntry[] = [
  { id: 10, code: 'cabinetmaker', names: { en: 'Cabinetmaker', fr: 'Ébéniste' }, craftMaterialId: 1 },
  { id: 20, code: 'glassblower', names: { en: 'Glassblower', fr: 'Souffleur de verre' }, craftMaterialId: 2 },
  // The same label under two crafts (it happens in some languages).
  { id: 11, code: 'restorer-wood', names: { en: 'Restorer' }, craftMaterialId: 1 },
  { id: 21, code: 'restorer-glass', names: { en: 'Restorer' }, craftMaterialId: 2 },
];
const REFERENCES: ImportReferences = { countries: COUNTRIES, crafts: CRAFTS, occupations: OCCUPATIONS };

describe('cellText: what exceljs gives for a cell, as text', () => {
  it.each([
    [null, null],
    [undefined, null],
    ['  Maria ', 'Maria'],
    ['   ', null],
    [1998, '1998'],
    [Number.NaN, null],
    [true, 'yes'],
    [false, 'no'],
    [new Date(Date.UTC(1998, 4, 2)), '1998-05-02'],
    [{ richText: [{ text: 'Ma' }, { font: { bold: true }, text: 'ria' }] }, 'Maria'],
    [{ text: 'maria@example.org', hyperlink: 'mailto:maria@example.org' }, 'maria@example.org'],
    [{ formula: 'A1&B1', result: 'Rossi' }, 'Rossi'],
    [{ sharedFormula: 'A2', result: 1990 }, '1990'],
    [{ error: '#N/A' }, null],
  ])('%p → %p', (value, text) => {
    expect(cellText(value)).toBe(text);
  });
});

describe('checkHeader', () => {
  it('takes the columns of the template in any order and any case, blank cells ignored', () => {
    const shuffled = [...IMPORT_COLUMN_NAMES]
      .reverse()
      .map((name, i) => (i === 0 ? name.toUpperCase() : name));
    const check = checkHeader([...shuffled.slice(0, 3), null, ...shuffled.slice(3)]);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.columns[3]).toBeNull();
    expect(check.columns.filter(Boolean).sort()).toEqual([...IMPORT_COLUMN_NAMES].sort());
  });

  it('names the missing, unknown and repeated columns', () => {
    const cells = IMPORT_COLUMN_NAMES.filter((name) => name !== 'country' && name !== 'email');
    expect(checkHeader([...cells, 'Nom', 'title'])).toEqual({
      ok: false,
      missing: ['email', 'country'],
      unknown: ['Nom'],
      repeated: ['title'],
    });
  });

  it('refuses an empty header', () => {
    expect(checkHeader([])).toMatchObject({ ok: false, missing: IMPORT_COLUMN_NAMES });
  });
});

describe('toImportRow', () => {
  const columns = ['firstName', null, 'lastName'] as const;

  it('keeps the non-blank cells under their column', () => {
    expect(toImportRow(4, columns, [' Maria ', 'ignored', 'Rossi'])).toEqual({
      row: 4,
      cells: { firstName: 'Maria', lastName: 'Rossi' },
    });
  });

  it('gives nothing for a blank row, even with text under a blank header', () => {
    expect(toImportRow(5, columns, [null, 'ignored', '  '])).toBeUndefined();
  });
});

describe('resolveReference', () => {
  it('finds a label in any of our languages, without case or accents', () => {
    expect(resolveReference(COUNTRIES, 'italie', 'en')).toBe(380);
    expect(resolveReference(COUNTRIES, 'ITALIA', 'en')).toBe(380);
    expect(resolveReference(OCCUPATIONS, 'ebeniste', 'en')).toBe(10);
  });

  it('takes a code, an id or an IRI', () => {
    expect(resolveReference(COUNTRIES, 'fr', 'en')).toBe(250);
    expect(resolveReference(COUNTRIES, '380', 'en')).toBe('380');
    expect(resolveReference(COUNTRIES, '/api/countries/250', 'en')).toBe('/api/countries/250');
  });

  it("prefers the occupation of the row's craft", () => {
    expect(resolveReference(OCCUPATIONS, 'Restorer', 'en', 2)).toBe(21);
    expect(resolveReference(OCCUPATIONS, 'Restorer', 'en', 1)).toBe(11);
  });

  it('gives back a text that names nothing, for the form to refuse', () => {
    expect(resolveReference(COUNTRIES, ' Atlantis ', 'en')).toBe('Atlantis');
  });
});

describe('toArtisanBody', () => {
  it('is the body of the staff form, with the references as ids', () => {
    const body = toArtisanBody(
      {
        row: 2,
        cells: {
          title: 'Ms.',
          firstName: 'Maria',
          lastName: 'Rossi',
          email: 'maria@example.org',
          country: 'Italie',
          craftMaterail: 'Glass',
          craftPerson: 'Restorer',
          inActivity: '1998',
          master: 'yes',
        },
      },
      REFERENCES,
      'fr',
    );
    expect(body).toEqual({
      title: 'Ms.',
      firstName: 'Maria',
      lastName: 'Rossi',
      email: 'maria@example.org',
      country: 380,
      craftMaterail: 2,
      craftPerson: 21,
      inActivity: '1998',
      master: 'yes',
    });
  });

  it('leaves blank cells out, so that the form says what is missing', () => {
    expect(toArtisanBody({ row: 3, cells: { firstName: 'Maria' } }, REFERENCES, 'en')).toEqual({
      firstName: 'Maria',
    });
  });
});

describe('rows in the results', () => {
  it('are named by their names', () => {
    expect(rowName({ row: 2, cells: { firstName: 'Maria', lastName: 'Rossi' } })).toBe('Maria Rossi');
    expect(rowName({ row: 2, cells: { lastName: 'Rossi' } })).toBe('Rossi');
  });

  it('know the sample row of the template by its email', () => {
    expect(isSampleRow({ row: 2, cells: { email: ' Maria.Rossi@Example.com ' } })).toBe(true);
    expect(isSampleRow({ row: 2, cells: { email: 'maria@example.org' } })).toBe(false);
  });
});
