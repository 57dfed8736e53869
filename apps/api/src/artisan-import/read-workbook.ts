import ExcelJS from 'exceljs';
import { AppError } from '../infrastructure/http/problem.filter';
import { IMPORT_ERROR_CODES, IMPORT_MESSAGES } from './artisan-import-messages';
import {
  ARTISANS_SHEET,
  IMPORT_COLUMN_NAMES,
  MAX_IMPORT_ROWS,
  checkHeader,
  toImportRow,
  type HeaderCheck,
  type ImportRow,
} from './import-sheet';

/** SPEC.md does not give the import a limit; 5 MB holds tens of thousands of rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** What the parts of a 5 MB workbook may unpack to: more is a zip bomb, not a list of artisans. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

/** Rows and columns exceljs may read at all (formatted empty rows count): a bound on the work. */
const MAX_SHEET_ROWS = MAX_IMPORT_ROWS + 8000;
const MAX_SHEET_COLUMNS = 200;

/**
 * Parts of a sheet the import never reads. exceljs expands a data validation or a merge over its
 * whole range, cell by cell: a validation set on whole columns in Excel would cost millions.
 */
const IGNORED_NODES = ['dataValidations', 'conditionalFormatting', 'mergeCells', 'hyperlinks'];

const notXlsx = () => new AppError(400, IMPORT_MESSAGES.notXlsx, IMPORT_ERROR_CODES.notXlsx);
const tooManyRows = () => new AppError(400, IMPORT_MESSAGES.tooManyRows, IMPORT_ERROR_CODES.tooManyRows);

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;

/**
 * The total unpacked size the zip's central directory declares, or undefined when the bytes are
 * not a zip we can read (an .xlsx is one; a PDF, an old .xls or a text file are not).
 */
export function zipUnpackedSize(bytes: Uint8Array): number | undefined {
  if (bytes.length < 22) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0, true) !== ZIP_LOCAL_HEADER) return undefined;
  // The end-of-directory record is in the last 22 + 65535 (comment) bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // 0xffff / 0xffffffff mean ZIP64, which no workbook of 5 MB needs.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return undefined;
  let total = 0;
  let at = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== ZIP_DIRECTORY_ENTRY) return undefined;
    const unpacked = view.getUint32(at + 24, true);
    if (unpacked === 0xffffffff) return undefined;
    total += unpacked;
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}

function sheetCells(row: ExcelJS.Row, width: number): unknown[] {
  const cells: unknown[] = [];
  for (let column = 1; column <= width; column += 1) cells.push(row.getCell(column).value);
  return cells;
}

/**
 * The artisans of an uploaded workbook: the bytes must be an .xlsx that exceljs reads, with a sheet
 * whose first row names the template's columns (the template's sheet, else the first that does).
 * Anything else is a 400 with a message saying what to do; nothing is imported then.
 */
export async function readImportWorkbook(bytes: Buffer): Promise<ImportRow[]> {
  const unpacked = zipUnpackedSize(bytes);
  if (unpacked === undefined) throw notXlsx();
  if (unpacked > MAX_UNPACKED_BYTES)
    throw new AppError(400, IMPORT_MESSAGES.tooLarge, IMPORT_ERROR_CODES.tooLarge);

  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer; it reads a Node Buffer. maxRows and maxCols are
    // options its worksheet parser honours but its types do not list.
    await workbook.xlsx.load(
      bytes as unknown as ArrayBuffer,
      {
        ignoreNodes: IGNORED_NODES,
        maxRows: MAX_SHEET_ROWS,
        maxCols: MAX_SHEET_COLUMNS,
      } as Partial<ExcelJS.XlsxReadOptions>,
    );
  } catch (error) {
    if (/max row count/i.test(String(error))) throw tooManyRows();
    throw notXlsx();
  }
  const sheets = workbook.worksheets.filter(
    (sheet) => sheet.state === 'visible' || sheet.name === ARTISANS_SHEET,
  );
  if (sheets.length === 0) throw notXlsx();

  // The template's sheet first, then the others in their order.
  const ordered = [
    ...sheets.filter((sheet) => sheet.name === ARTISANS_SHEET),
    ...sheets.filter((sheet) => sheet.name !== ARTISANS_SHEET),
  ];
  let firstProblem: Extract<HeaderCheck, { ok: false }> | undefined;
  for (const sheet of ordered) {
    const width = Math.min(sheet.columnCount, MAX_SHEET_COLUMNS);
    const header = checkHeader(sheetCells(sheet.getRow(1), width));
    if (!header.ok) {
      firstProblem ??= header;
      continue;
    }
    const rows: ImportRow[] = [];
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber === 1) return;
      const importRow = toImportRow(rowNumber, header.columns, sheetCells(row, width));
      if (importRow) rows.push(importRow);
    });
    if (rows.length > MAX_IMPORT_ROWS) throw tooManyRows();
    if (rows.length === 0) throw new AppError(400, IMPORT_MESSAGES.noRows, IMPORT_ERROR_CODES.noRows);
    return rows;
  }
  throw wrongColumns(firstProblem);
}

function wrongColumns(problem: Extract<HeaderCheck, { ok: false }> | undefined): AppError {
  const missing = problem?.missing ?? [...IMPORT_COLUMN_NAMES];
  const violations = [
    ...missing.map((column) => ({ propertyPath: column, message: `Missing column: ${column}` })),
    ...(problem?.unknown ?? []).map((column) => ({
      propertyPath: column,
      message: `Unknown column: ${column}`,
    })),
    ...(problem?.repeated ?? []).map((column) => ({
      propertyPath: column,
      message: `Repeated column: ${column}`,
    })),
  ];
  return new AppError(400, IMPORT_MESSAGES.wrongColumns, IMPORT_ERROR_CODES.wrongColumns, violations);
}
