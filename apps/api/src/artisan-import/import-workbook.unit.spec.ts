import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { AppError } from '../infrastructure/http/problem.filter';
import { IMPORT_ERROR_CODES } from './artisan-import-messages';
import { ARTISANS_SHEET, IMPORT_COLUMN_NAMES, MAX_IMPORT_ROWS, SAMPLE_EMAIL } from './import-sheet';
import { LISTS_SHEET, buildImportTemplate, columnLetter, sampleRow } from './import-template';
import { readImportWorkbook, zipUnpackedSize } from './read-workbook';

const LISTS = {
  countries: ['France', 'Italy', 'Spain'],
  crafts: ['Glass', 'Wood'],
  occupations: ['Cabinetmaker', 'Glassblower'],
};
const SAMPLE = sampleRow({ country: 'Italy', craft: 'Wood', occupation: 'Cabinetmaker' });

async function workbookOf(rows: unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function refusal(bytes: Buffer): Promise<AppError> {
  try {
    await readImportWorkbook(bytes);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('The workbook was accepted');
}

describe('the import template', () => {
  let template: Buffer;
  let workbook: ExcelJS.Workbook;

  beforeAll(async () => {
    template = await buildImportTemplate(LISTS, SAMPLE, 2027);
    workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(template as unknown as ArrayBuffer);
  });

  it('has the columns of the profile under their API names, then the sample row', () => {
    const sheet = workbook.getWorksheet(ARTISANS_SHEET)!;
    const header = IMPORT_COLUMN_NAMES.map((_, i) => sheet.getRow(1).getCell(i + 1).value);
    expect(header).toEqual(IMPORT_COLUMN_NAMES);
    const sample = sheet.getRow(2);
    expect(sample.getCell(IMPORT_COLUMN_NAMES.indexOf('email') + 1).value).toBe(SAMPLE_EMAIL);
    expect(sample.getCell(IMPORT_COLUMN_NAMES.indexOf('country') + 1).value).toBe('Italy');
  });

  it('keeps the long lists on a hidden sheet', () => {
    const lists = workbook.getWorksheet(LISTS_SHEET)!;
    expect(lists.state).toBe('hidden');
    expect(lists.getColumn(1).values.slice(2)).toEqual(LISTS.countries);
    expect(lists.getColumn(3).values.slice(2)).toEqual(LISTS.occupations);
  });

  it('offers drop-downs that reference them, and the years 1900 to next year', () => {
    const sheet = workbook.getWorksheet(ARTISANS_SHEET)!;
    const at = (name: string, row: number) =>
      sheet.getCell(`${columnLetter(IMPORT_COLUMN_NAMES.indexOf(name as never) + 1)}${row}`).dataValidation;
    expect(at('country', 2)).toMatchObject({ type: 'list', formulae: ['Lists!$A$2:$A$4'] });
    expect(at('craftMaterail', MAX_IMPORT_ROWS + 1)).toMatchObject({
      type: 'list',
      formulae: ['Lists!$B$2:$B$3'],
    });
    expect(at('craftPerson', 50)).toMatchObject({ type: 'list', formulae: ['Lists!$C$2:$C$3'] });
    expect(at('title', 3)).toMatchObject({ type: 'list', formulae: ['Lists!$D$2:$D$3'] });
    expect(at('inActivity', 3)).toMatchObject({ type: 'whole', formulae: [1900, 2027] });
    expect(at('master', 3)).toMatchObject({ type: 'list', formulae: ['Lists!$E$2:$E$3'] });
  });

  it('reads back as its sample row only', async () => {
    const rows = await readImportWorkbook(template);
    expect(rows).toEqual([
      {
        row: 2,
        cells: expect.objectContaining({ firstName: 'Maria', email: SAMPLE_EMAIL, inActivity: '1998' }),
      },
    ]);
  });
});

describe('reading an uploaded workbook', () => {
  it('finds the sheet whose first row is the header, and skips blank rows', async () => {
    const header = [...IMPORT_COLUMN_NAMES].reverse();
    const row = (values: Record<string, unknown>) => header.map((name) => values[name] ?? null);
    const bytes = await workbookOf([
      header,
      row({ firstName: 'Anna', lastName: 'Nowak', inActivity: 2001 }),
      [],
      row({
        firstName: { richText: [{ text: 'Jo' }, { text: 'han' }] },
        email: { text: 'j@x.org', hyperlink: 'mailto:j@x.org' },
      }),
    ]);
    expect(await readImportWorkbook(bytes)).toEqual([
      { row: 2, cells: { firstName: 'Anna', lastName: 'Nowak', inActivity: '2001' } },
      { row: 4, cells: { firstName: 'Johan', email: 'j@x.org' } },
    ]);
  });

  it('refuses bytes that are not an xlsx, whatever the name says', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    expect(await refusal(pdf)).toMatchObject({ status: 400, code: IMPORT_ERROR_CODES.notXlsx });
    expect(await refusal(Buffer.alloc(0))).toMatchObject({ code: IMPORT_ERROR_CODES.notXlsx });
  });

  it('refuses a zip that is no workbook', async () => {
    const zip = singleEntryZip('hello.txt', Buffer.from('hello'));
    expect(zipUnpackedSize(zip)).toBe(5);
    expect(await refusal(zip)).toMatchObject({ code: IMPORT_ERROR_CODES.notXlsx });
  });

  it('refuses a zip that would unpack to more than a workbook can hold', async () => {
    const bomb = singleEntryZip('xl/sharedStrings.xml', Buffer.alloc(0), 200 * 1024 * 1024);
    expect(await refusal(bomb)).toMatchObject({ code: IMPORT_ERROR_CODES.tooLarge });
  });

  it('refuses other columns and names them', async () => {
    const bytes = await workbookOf([
      ['Name', 'Surname', ...IMPORT_COLUMN_NAMES.filter((c) => c !== 'firstName' && c !== 'lastName')],
      ['Maria', 'Rossi'],
    ]);
    const error = await refusal(bytes);
    expect(error).toMatchObject({ status: 400, code: IMPORT_ERROR_CODES.wrongColumns });
    expect(error.violations?.map((v) => v.message)).toEqual([
      'Missing column: firstName',
      'Missing column: lastName',
      'Unknown column: Name',
      'Unknown column: Surname',
    ]);
  });

  it('refuses a file with the header only', async () => {
    expect(await refusal(await workbookOf([[...IMPORT_COLUMN_NAMES]]))).toMatchObject({
      code: IMPORT_ERROR_CODES.noRows,
    });
  });

  it(`refuses more than ${MAX_IMPORT_ROWS} artisans`, async () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`First ${i}`, `Last ${i}`]);
    const others = IMPORT_COLUMN_NAMES.filter((c) => c !== 'firstName' && c !== 'lastName');
    const bytes = await workbookOf([['firstName', 'lastName', ...others], ...rows]);
    expect(await refusal(bytes)).toMatchObject({ code: IMPORT_ERROR_CODES.tooManyRows });
  });
});

/** A zip with one stored entry; `declaredSize` lies about its unpacked size. */
function singleEntryZip(name: string, content: Buffer, declaredSize = content.length): Buffer {
  const data = deflateRawSync(content);
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declaredSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declaredSize, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const directoryOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}
