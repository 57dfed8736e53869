import ExcelJS from 'exceljs';
import type { StatisticsGroupId } from '@artisans/domain';
import type { DashboardTable } from './dashboard-tables';

export type DashboardHeading = {
  title: string;
  /** "From … to …", the "as of" day, the filters: one line each, above every sheet's table. */
  lines: string[];
  /** Each group's title in the reader's language: the sheet's name and its first line. */
  groupTitles: Record<StatisticsGroupId, string>;
};

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ], unique. */
function sheetName(title: string, taken: Set<string>): string {
  const base = title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, 27)} (${n})`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The statistics dashboard as a workbook (issue 16): one sheet per group of figures, the period and
 * filters above the table, numbers as numbers (Excel sums them), no figure left empty.
 */
export async function dashboardWorkbook(
  tables: readonly DashboardTable[],
  heading: DashboardHeading,
  generatedAt: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = generatedAt;
  workbook.title = heading.title;
  const taken = new Set<string>();
  for (const table of tables) {
    const title = heading.groupTitles[table.id];
    const sheet = workbook.addWorksheet(sheetName(title, taken), {
      views: [{ state: 'frozen', ySplit: heading.lines.length + 3 }],
    });
    sheet.addRow([title]).font = { bold: true, size: 14 };
    for (const line of heading.lines) sheet.addRow([line]);
    sheet.addRow([]);
    const header = sheet.addRow(table.columns);
    header.font = { bold: true };
    header.alignment = { wrapText: true, vertical: 'top' };
    for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? null));
    sheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 34 : 18;
      if (index > 0) column.numFmt = '#,##0.##';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
