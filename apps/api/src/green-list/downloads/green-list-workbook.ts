import ExcelJS from 'exceljs';
import type { GreenListDocument } from './green-list-document';

function styleHeader(sheet: ExcelJS.Worksheet, row: number): void {
  const header = sheet.getRow(row);
  header.font = { bold: true };
  header.alignment = { vertical: 'middle', wrapText: true };
}

/**
 * The Green List as an Excel workbook, in the reader's language: a summary sheet (who, status, the
 * score per section and in total, as numbers) and an answers sheet (one row per question asked, the
 * raw materials' questions named with their material; the answer in words, and as a number where
 * it is one, so that levels and shares sort and sum).
 */
export async function greenListWorkbook(document: GreenListDocument, generatedAt: Date): Promise<Buffer> {
  const { labels } = document;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = document.productName;
  workbook.created = generatedAt;

  const summary = workbook.addWorksheet(labels.summarySheet);
  summary.columns = [{ width: 28 }, { width: 14 }, { width: 14 }, { width: 14 }];
  summary.addRow([document.title]).font = { bold: true, size: 14 };
  summary.addRow([document.madeOn]);
  summary.addRow([]);
  for (const field of document.fields) summary.addRow([field.label, field.value]);
  summary.addRow([]);
  const headerRow = summary.addRow([labels.section, labels.points, labels.maximum, labels.percentage]);
  styleHeader(summary, headerRow.number);
  for (const section of document.sections) {
    summary.addRow([section.title, section.score.points, section.score.maximum, section.score.percentage]);
  }
  const total = summary.addRow([
    labels.total,
    document.total.points,
    document.total.maximum,
    document.total.percentage,
  ]);
  total.font = { bold: true };

  const answers = workbook.addWorksheet(labels.answersSheet);
  answers.columns = [
    { header: labels.section, key: 'section', width: 20 },
    { header: labels.material, key: 'material', width: 18 },
    { header: labels.code, key: 'code', width: 8 },
    { header: labels.question, key: 'question', width: 60 },
    { header: labels.answer, key: 'answer', width: 40 },
    { header: labels.value, key: 'value', width: 10 },
    { header: labels.notApplicable, key: 'notApplicable', width: 30 },
    { header: labels.explain, key: 'explain', width: 40 },
  ];
  styleHeader(answers, 1);
  answers.views = [{ state: 'frozen', ySplit: 1 }];
  for (const section of document.sections) {
    for (const row of section.rows) {
      answers.addRow({
        section: section.title,
        material: row.material,
        code: row.code,
        question: row.question,
        answer: row.answer,
        value: row.number ?? null,
        notApplicable: row.notApplicable,
        explain: row.explain,
      }).alignment = { vertical: 'top', wrapText: true };
    }
  }
  answers.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: 8 } };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
