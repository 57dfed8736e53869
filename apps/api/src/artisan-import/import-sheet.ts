import type { Language } from '@artisans/domain';
import { foldText } from '../artisans/artisan-accounts.service';

/**
 * The sheet of the Excel import, as pure functions: its columns (the profile fields under the names
 * of SPEC.md section 7), the header check, cell values as text, and a row turned into the body of
 * POST /api/artisans, which the form's own parser then validates. No I/O here.
 */

export type ImportColumnSpec = {
  /** The field name of the API (and the header of the template), misspellings included. */
  name: string;
  mandatory: boolean;
  /** What the header cell's note says. */
  hint: string;
};

export const IMPORT_COLUMNS = [
  { name: 'title', mandatory: true, hint: 'Mr. or Ms. (pick from the list)' },
  { name: 'firstName', mandatory: true, hint: 'First name' },
  { name: 'lastName', mandatory: true, hint: 'Last name' },
  { name: 'email', mandatory: false, hint: 'Email address' },
  { name: 'country', mandatory: true, hint: 'Country (pick from the list)' },
  { name: 'craftMaterail', mandatory: true, hint: 'Craft (pick from the list)' },
  {
    name: 'craftPerson',
    mandatory: false,
    hint: 'Occupation (pick from the list; it must belong to the craft)',
  },
  { name: 'inActivity', mandatory: true, hint: 'In activity since (a year from 1900 to next year)' },
  { name: 'associated', mandatory: false, hint: 'Associated' },
  { name: 'workshop', mandatory: false, hint: 'Workshop' },
  { name: 'address', mandatory: false, hint: 'Street' },
  { name: 'postalCode', mandatory: false, hint: 'Postal code' },
  { name: 'place', mandatory: false, hint: 'City' },
  { name: 'phone', mandatory: false, hint: 'Phone, with the country code (+39 ...)' },
  { name: 'website', mandatory: false, hint: 'Website' },
  { name: 'pinterest', mandatory: false, hint: 'Pinterest link' },
  { name: 'facebook', mandatory: false, hint: 'Facebook link' },
  { name: 'instagram', mandatory: false, hint: 'Instagram link' },
  { name: 'youtube', mandatory: false, hint: 'YouTube link' },
  { name: 'otherSocial', mandatory: false, hint: 'Other social network link' },
  { name: 'master', mandatory: false, hint: 'Master: yes or no' },
  { name: 'risingTalent', mandatory: false, hint: 'Rising talent: yes or no' },
  { name: 'deceased', mandatory: false, hint: 'Deceased: yes or no' },
] as const satisfies readonly ImportColumnSpec[];

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['name'];

export const IMPORT_COLUMN_NAMES: readonly ImportColumn[] = IMPORT_COLUMNS.map((column) => column.name);

/** The name of the sheet the template fills in (the import reads the sheet whose header matches). */
export const ARTISANS_SHEET = 'Artisans';

/** One artisan per row; more is a file to split (each row is a command, seconds for thousands). */
export const MAX_IMPORT_ROWS = 2000;

/** One row of the file: its number in the sheet (the header is row 1) and its non-blank cells. */
export type ImportRow = { row: number; cells: Partial<Record<ImportColumn, string>> };

/** The sample row of the template; a row with its email is reported, never imported. */
export const SAMPLE_EMAIL = 'maria.rossi@example.com';

/** The value of a cell as text, whatever exceljs made of it; blank is null. */
export function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    // Rich text: runs of text with their own fonts.
    if (Array.isArray(object.richText))
      return cellText(
        object.richText
          .map((run) =>
            typeof run === 'object' && run !== null ? String((run as { text?: unknown }).text ?? '') : '',
          )
          .join(''),
      );
    // A hyperlink (an email typed into Excel becomes one): its text.
    if ('text' in object) return cellText(object.text);
    // A formula: the value it had when saved.
    if ('result' in object) return cellText(object.result);
    // An error value (#N/A) or anything else: nothing usable.
    return null;
  }
  return null;
}

export type HeaderCheck =
  | { ok: true; columns: (ImportColumn | null)[] }
  | { ok: false; missing: string[]; unknown: string[]; repeated: string[] };

const COLUMN_BY_KEY = new Map<string, ImportColumn>(
  IMPORT_COLUMN_NAMES.map((name) => [name.toLowerCase(), name]),
);

/**
 * The header row must name every column of the template once, in any order, and nothing else
 * (blank header cells are ignored). `columns[i]` is the column of the i-th cell.
 */
export function checkHeader(cells: readonly unknown[]): HeaderCheck {
  const columns: (ImportColumn | null)[] = [];
  const seen = new Set<ImportColumn>();
  const unknown: string[] = [];
  const repeated: string[] = [];
  for (const cell of cells) {
    const text = cellText(cell);
    if (text === null) {
      columns.push(null);
      continue;
    }
    const column = COLUMN_BY_KEY.get(text.toLowerCase());
    if (!column) unknown.push(text.slice(0, 60));
    else if (seen.has(column)) repeated.push(column);
    else seen.add(column);
    columns.push(column && !repeated.includes(column) ? column : null);
  }
  const missing = IMPORT_COLUMN_NAMES.filter((name) => !seen.has(name));
  if (missing.length > 0 || unknown.length > 0 || repeated.length > 0)
    return { ok: false, missing, unknown, repeated };
  return { ok: true, columns };
}

/** The cells of a data row under their columns; undefined for a blank row (which is not listed). */
export function toImportRow(
  rowNumber: number,
  columns: readonly (ImportColumn | null)[],
  cells: readonly unknown[],
): ImportRow | undefined {
  const values: Partial<Record<ImportColumn, string>> = {};
  columns.forEach((column, index) => {
    if (column === null) return;
    const text = cellText(cells[index]);
    if (text !== null) values[column] = text;
  });
  return Object.keys(values).length === 0 ? undefined : { row: rowNumber, cells: values };
}

/** A country, craft or occupation, with its labels in every language. */
export type ReferenceEntry = {
  id: number;
  code: string;
  names: Partial<Record<string, string>>;
  /** Occupations only: the craft it belongs to. */
  craftMaterialId?: number;
};

export type ImportReferences = {
  countries: readonly ReferenceEntry[];
  crafts: readonly ReferenceEntry[];
  occupations: readonly ReferenceEntry[];
};

const ID_OR_IRI = /^(?:\/api\/[a-z_]+\/)?\d+$/;

/**
 * The id a cell names: a label in any of our languages (as the template's lists show them, without
 * case and accents), a code (`IT`, `wood`), or an id or IRI as the API takes them. Labels of the
 * upload's language win over others; an occupation of the row's craft over another one. A text that
 * names nothing is given back as it is, for the form to refuse with its own message.
 */
export function resolveReference(
  entries: readonly ReferenceEntry[],
  text: string,
  language: Language,
  craftMaterialId?: number,
): number | string {
  const trimmed = text.trim();
  if (ID_OR_IRI.test(trimmed)) return trimmed;
  const key = foldText(trimmed);
  const matches = entries.filter(
    (entry) =>
      foldText(entry.code) === key ||
      Object.values(entry.names).some((name) => name !== undefined && foldText(name) === key),
  );
  if (matches.length === 0) return trimmed;
  const inLanguage = matches.filter((entry) => {
    const name = entry.names[language];
    return name !== undefined && foldText(name) === key;
  });
  const preferred = inLanguage.length > 0 ? inLanguage : matches;
  const ofCraft = preferred.filter((entry) => entry.craftMaterialId === craftMaterialId);
  return (ofCraft[0] ?? preferred[0] ?? matches[0]!).id;
}

const PERSONAL_COLUMNS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'associated',
  'workshop',
  'address',
  'postalCode',
  'place',
  'phone',
  'website',
  'pinterest',
  'facebook',
  'instagram',
  'youtube',
  'otherSocial',
  'inActivity',
  'master',
  'risingTalent',
  'deceased',
] as const satisfies readonly ImportColumn[];

/**
 * The body of POST /api/artisans that a row stands for: the same field names, references resolved
 * to ids where a label names one. Blank cells are left out, so the form's defaults apply.
 */
export function toArtisanBody(
  row: ImportRow,
  references: ImportReferences,
  language: Language,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const column of PERSONAL_COLUMNS) {
    const value = row.cells[column];
    if (value !== undefined) body[column] = value;
  }
  const { country, craftMaterail, craftPerson } = row.cells;
  if (country !== undefined) body.country = resolveReference(references.countries, country, language);
  let craftId: number | undefined;
  if (craftMaterail !== undefined) {
    const craft = resolveReference(references.crafts, craftMaterail, language);
    body.craftMaterail = craft;
    craftId = typeof craft === 'number' ? craft : undefined;
  }
  if (craftPerson !== undefined)
    body.craftPerson = resolveReference(references.occupations, craftPerson, language, craftId);
  return body;
}

/** How a row is called in the results: its names as written, else its row number. */
export function rowName(row: ImportRow): string {
  return [row.cells.firstName, row.cells.lastName].filter(Boolean).join(' ').slice(0, 200);
}

export function isSampleRow(row: ImportRow): boolean {
  const email = row.cells.email;
  return email !== undefined && foldText(email) === SAMPLE_EMAIL;
}
