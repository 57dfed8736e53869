import ExcelJS from 'exceljs';
import {
  ARTISANS_SHEET,
  IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  SAMPLE_EMAIL,
  type ImportColumn,
} from './import-sheet';

/** The choice lists of the template, labelled in the language it is downloaded in. */
export type TemplateLists = {
  countries: readonly string[];
  crafts: readonly string[];
  occupations: readonly string[];
};

export type TemplateSample = Partial<Record<ImportColumn, string | number>>;

export const LISTS_SHEET = 'Lists';
export const TITLES = ['Mr.', 'Ms.'] as const;
const FLAGS = ['yes', 'no'] as const;

/** The sample row: a made-up artisan, recognised by its email and never imported. */
export function sampleRow(references: {
  country: string | undefined;
  craft: string | undefined;
  occupation: string | undefined;
}): TemplateSample {
  return {
    title: 'Ms.',
    firstName: 'Maria',
    lastName: 'Rossi',
    email: SAMPLE_EMAIL,
    country: references.country,
    craftMaterail: references.craft,
    craftPerson: references.occupation,
    inActivity: 1998,
    workshop: 'Bottega Rossi',
    address: 'Via dei Serragli 12',
    postalCode: '50124',
    place: 'Firenze',
    phone: '+39 055 123 4567',
    website: 'https://www.example.com',
    master: 'no',
    risingTalent: 'yes',
    deceased: 'no',
  };
}

/** 1 → A, 27 → AA. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

type Validation = ExcelJS.DataValidation;
/** exceljs keeps range validations here; its types only show the per-cell setter. */
type RangeValidations = { dataValidations: { add(range: string, validation: Validation): void } };

const listFrom = (column: string, count: number, title: string, what: string): Validation => ({
  type: 'list',
  allowBlank: true,
  formulae: [`${LISTS_SHEET}!$${column}$2:$${column}$${count + 1}`],
  showErrorMessage: true,
  errorStyle: 'stop',
  errorTitle: title,
  error: `Please pick ${what} from the list.`,
});

/**
 * The import template (SPEC.md section 2, "template download"): one column per profile field under
 * its API name, a sample row, and drop-downs for title, country, craft, occupation, the year and the
 * yes/no flags. The long lists live on a hidden sheet that the drop-downs reference.
 */
export async function buildImportTemplate(
  lists: TemplateLists,
  sample: TemplateSample,
  nextYear: number,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Artisans of Excellence';
  workbook.created = new Date(Date.UTC(2019, 0, 1));

  const sheet = workbook.addWorksheet(ARTISANS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((column) => ({
    header: column.name,
    key: column.name,
    width: Math.max(14, column.name.length + 4),
  }));
  const header = sheet.getRow(1);
  IMPORT_COLUMNS.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.font = { bold: true, color: { argb: column.mandatory ? 'FF1B4332' : 'FF333333' } };
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: column.mandatory ? 'FFD8F3DC' : 'FFF1F1F1' },
    };
    cell.note = `${column.mandatory ? 'Mandatory. ' : ''}${column.hint}`;
  });
  const sampleCells = sheet.addRow(
    Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.name, sample[column.name] ?? null])),
  );
  sampleCells.font = { italic: true, color: { argb: 'FF6B6B6B' } };
  sampleCells.getCell(1).note = 'Sample row: replace it with your artisans (it is never imported).';

  const listSheet = workbook.addWorksheet(LISTS_SHEET, { state: 'hidden' });
  const columns: [string, readonly string[]][] = [
    ['country', lists.countries],
    ['craftMaterail', lists.crafts],
    ['craftPerson', lists.occupations],
    ['title', TITLES],
    ['flag', FLAGS],
  ];
  columns.forEach(([name, values], index) => {
    const column = listSheet.getColumn(index + 1);
    column.values = [name, ...values];
    column.width = 32;
  });

  const letter = (name: ImportColumn) =>
    columnLetter(IMPORT_COLUMNS.findIndex((column) => column.name === name) + 1);
  const range = (name: ImportColumn) => `${letter(name)}2:${letter(name)}${MAX_IMPORT_ROWS + 1}`;
  const validations = (sheet as unknown as RangeValidations).dataValidations;
  validations.add(range('title'), listFrom('D', TITLES.length, 'Title', 'Mr. or Ms.'));
  if (lists.countries.length > 0)
    validations.add(range('country'), listFrom('A', lists.countries.length, 'Country', 'a country'));
  if (lists.crafts.length > 0)
    validations.add(range('craftMaterail'), listFrom('B', lists.crafts.length, 'Craft', 'a craft'));
  if (lists.occupations.length > 0)
    validations.add(
      range('craftPerson'),
      listFrom('C', lists.occupations.length, 'Occupation', 'an occupation'),
    );
  validations.add(range('inActivity'), {
    type: 'whole',
    operator: 'between',
    allowBlank: true,
    formulae: [1900, nextYear],
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: 'In activity',
    error: `Please enter a year between 1900 and ${nextYear}.`,
  });
  for (const flag of ['master', 'risingTalent', 'deceased'] as const)
    validations.add(range(flag), listFrom('E', FLAGS.length, flag, 'yes or no'));

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
