import {
  lineWriter,
  openPdf,
  ruleDrawer,
  writeTitleBlock,
  type PdfOptions,
} from '../../evaluation/downloads/pdf-document';
import type { DashboardHeading } from './dashboard-workbook';
import type { DashboardCell, DashboardTable } from './dashboard-tables';

/**
 * The statistics dashboard as a PDF (issue 16), drawn with pdfkit: for each group of figures its
 * chart (bars of rectangles, or lines through the days or months) and the table under it, the
 * same tables as the screen and the workbook. Nothing here counts: it only places.
 */

const COLORS = {
  text: '#1a1a1a',
  muted: '#666666',
  rule: '#d0d0d0',
  grid: '#e6e6e6',
  stripe: '#f4f4f2',
  series: ['#1f4e79', '#c9a227', '#2e8b57', '#8e44ad', '#d35400', '#c0392b', '#16a085'],
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin;

export type DashboardPdfInput = {
  productName: string;
  heading: DashboardHeading;
  tables: readonly DashboardTable[];
  /** The day it was made, as people read it. */
  date: string;
  /** For numbers (1,234.5 or 1 234,5). */
  locale: string;
};

const colorOf = (index: number) => COLORS.series[index % COLORS.series.length] ?? COLORS.text;

export function renderDashboardPdf(input: DashboardPdfInput, options: PdfOptions): Promise<Buffer> {
  const pdf = openPdf(options, {
    margin: PAGE.margin,
    title: input.heading.title,
    author: input.productName,
  });
  const { doc, regular, bold, bytes: done } = pdf;

  const numbers = new Intl.NumberFormat(input.locale, { maximumFractionDigits: 1 });
  const cellText = (cell: DashboardCell) =>
    cell === null ? '–' : typeof cell === 'number' ? numbers.format(cell) : cell;
  const left = PAGE.margin;
  let y: number = PAGE.margin;
  const ensure = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const write = lineWriter(pdf, COLORS.text);
  const rule = ruleDrawer(pdf, left, CONTENT_WIDTH, COLORS.rule);

  // Heading: product and day, title, the period, "as of" and filters.
  y = writeTitleBlock(
    write,
    { left, top: y, width: CONTENT_WIDTH, muted: COLORS.muted },
    { productName: input.productName, date: input.date, title: input.heading.title },
  );
  y += 30;
  for (const line of input.heading.lines) {
    write(line, left, y, CONTENT_WIDTH, { size: 10 });
    y += 15;
  }
  y += 4;
  rule(y);
  y += 14;

  const legend = (table: DashboardTable) => {
    let x = left;
    table.charted.forEach((column, index) => {
      const label = table.columns[column] ?? '';
      const width = Math.min(180, doc.font(regular).fontSize(8).widthOfString(label));
      if (x + width + 14 > left + CONTENT_WIDTH) {
        x = left;
        y += 12;
      }
      doc.rect(x, y + 1, 8, 8).fill(colorOf(index));
      write(label, x + 11, y, width + 2, { size: 8 });
      x += width + 24;
    });
    y += 16;
  };
  const valuesOf = (table: DashboardTable) =>
    table.rows
      .flatMap((row) => table.charted.map((column) => row[column]))
      .filter((cell): cell is number => typeof cell === 'number');

  const barChart = (table: DashboardTable) => {
    const max = Math.max(...valuesOf(table), 0);
    const labelWidth = 130;
    const valueWidth = 34;
    const axisX = left + labelWidth + 6;
    const axisWidth = CONTENT_WIDTH - labelWidth - 6 - valueWidth;
    const bar = 7;
    const rowHeight = Math.max(14, table.charted.length * (bar + 1) + 6);
    ensure(table.rows.length * rowHeight + 4);
    const top = y;
    doc
      .moveTo(axisX, top)
      .lineTo(axisX, top + table.rows.length * rowHeight)
      .lineWidth(0.5)
      .strokeColor(COLORS.grid)
      .stroke();
    table.rows.forEach((row, index) => {
      const rowTop = top + index * rowHeight;
      write(String(row[0] ?? ''), left, rowTop + rowHeight / 2 - 4, labelWidth, { size: 8 });
      table.charted.forEach((column, seriesIndex) => {
        const cell = row[column] ?? null;
        const value = typeof cell === 'number' ? cell : 0;
        const width = max > 0 ? (axisWidth * value) / max : 0;
        const barTop = rowTop + 3 + seriesIndex * (bar + 1);
        if (width > 0) doc.rect(axisX, barTop, width, bar).fill(colorOf(seriesIndex));
      });
    });
    y = top + table.rows.length * rowHeight + 8;
  };

  const lineChart = (table: DashboardTable) => {
    const height = 130;
    ensure(height + 24);
    const max = Math.max(...valuesOf(table), 1);
    const axisX = left + 30;
    const axisWidth = CONTENT_WIDTH - 30;
    const top = y;
    const bottom = top + height;
    // Counts: no half an artisan on the axis.
    for (const tick of max >= 2 ? [0, Math.round(max / 2), max] : [0, max]) {
      const tickY = bottom - (height * tick) / max;
      doc
        .moveTo(axisX, tickY)
        .lineTo(axisX + axisWidth, tickY)
        .lineWidth(0.5)
        .strokeColor(COLORS.grid)
        .stroke();
      write(numbers.format(tick), left, tickY - 4, 26, { size: 7, color: COLORS.muted, align: 'right' });
    }
    const count = table.rows.length;
    const xOf = (index: number) => axisX + (count <= 1 ? axisWidth / 2 : (axisWidth * index) / (count - 1));
    table.charted.forEach((column, seriesIndex) => {
      const points = table.rows.map((row, index) => {
        const cell = row[column];
        return [xOf(index), bottom - (height * (typeof cell === 'number' ? cell : 0)) / max] as const;
      });
      const color = colorOf(seriesIndex);
      if (points.length === 1 && points[0]) doc.circle(points[0][0], points[0][1], 2).fill(color);
      else {
        points.forEach(([x, pointY], index) => (index === 0 ? doc.moveTo(x, pointY) : doc.lineTo(x, pointY)));
        doc.lineWidth(1.2).strokeColor(color).stroke();
      }
    });
    const first = String(table.rows[0]?.[0] ?? '');
    const last = String(table.rows[count - 1]?.[0] ?? '');
    if (count === 1)
      write(first, xOf(0) - 40, bottom + 3, 80, { size: 7, color: COLORS.muted, align: 'center' });
    else write(first, axisX, bottom + 3, 80, { size: 7, color: COLORS.muted });
    if (count > 1)
      write(last, axisX + axisWidth - 80, bottom + 3, 80, { size: 7, color: COLORS.muted, align: 'right' });
    y = bottom + 18;
  };

  const tableOf = (table: DashboardTable) => {
    const columns = table.columns.length;
    const firstWidth = columns > 4 ? CONTENT_WIDTH * 0.22 : CONTENT_WIDTH * 0.4;
    const otherWidth = (CONTENT_WIDTH - firstWidth) / Math.max(1, columns - 1);
    const xOf = (index: number) => (index === 0 ? left : left + firstWidth + (index - 1) * otherWidth);
    const widthOf = (index: number) => (index === 0 ? firstWidth : otherWidth) - 4;
    const header = () => {
      doc.font(bold).fontSize(7.5);
      const height = Math.max(
        ...table.columns.map((column, index) => doc.heightOfString(column, { width: widthOf(index) })),
      );
      ensure(height + 18);
      table.columns.forEach((column, index) =>
        doc
          .font(bold)
          .fontSize(7.5)
          .fillColor(COLORS.muted)
          .text(column, xOf(index), y, { width: widthOf(index), align: index === 0 ? 'left' : 'right' }),
      );
      y += height + 3;
      rule(y);
      y += 3;
    };
    header();
    table.rows.forEach((row, rowIndex) => {
      if (y + 13 > BOTTOM) {
        doc.addPage();
        y = PAGE.margin;
        header();
      }
      if (rowIndex % 2 === 1) doc.rect(left, y - 2, CONTENT_WIDTH, 13).fill(COLORS.stripe);
      row.forEach((cell, index) =>
        write(cellText(cell), xOf(index), y, widthOf(index), {
          size: 8,
          align: index === 0 ? 'left' : 'right',
        }),
      );
      y += 13;
    });
    y += 16;
  };

  for (const table of input.tables) {
    ensure(60);
    write(input.heading.groupTitles[table.id], left, y, CONTENT_WIDTH, { size: 13, bold: true });
    y += 20;
    if (valuesOf(table).some((value) => value !== 0)) {
      legend(table);
      if (table.kind === 'line') lineChart(table);
      else barChart(table);
    }
    tableOf(table);
  }

  doc.end();
  return done;
}
