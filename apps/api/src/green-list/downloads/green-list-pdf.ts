import { openPdf, type PdfOptions } from '../../evaluation/downloads/pdf-document';
import type { GreenListDocument } from './green-list-document';

const COLORS = { text: '#1a1a1a', muted: '#666666', rule: '#d0d0d0', bar: '#2f6b3a', track: '#e6efe8' };
const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

/**
 * Draws the Green List document with pdfkit on as many A4 pages as it needs: heading, who and
 * where it stands, the score per section as bars, then each section's questions with the answer,
 * the reason when not applicable and the explanation. The text flows (pdfkit breaks the pages);
 * only the score table is placed by hand. The font comes from the analysis PDF's `pdfSetup`.
 */
export function renderGreenListPdf(document: GreenListDocument, options: PdfOptions): Promise<Buffer> {
  const {
    doc,
    regular,
    bold,
    bytes: done,
  } = openPdf(options, {
    margin: PAGE.margin,
    title: `${document.title} – ${document.fields[0]?.value ?? ''}`,
    author: document.productName,
  });

  const left = PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  const ensure = (height: number) => {
    if (doc.y + height > bottom) doc.addPage();
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + CONTENT_WIDTH, doc.y)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.moveDown(0.6);
  };
  const line = (text: string, style: { size: number; bold?: boolean; color?: string }) =>
    doc
      .font(style.bold ? bold : regular)
      .fontSize(style.size)
      .fillColor(style.color ?? COLORS.text)
      .text(text, left, doc.y, { width: CONTENT_WIDTH });

  line(`${document.productName} · ${document.madeOn}`, { size: 9, color: COLORS.muted });
  doc.moveDown(0.4);
  line(document.title, { size: 20, bold: true });
  doc.moveDown(0.5);
  rule();
  for (const field of document.fields) {
    line(field.label, { size: 8, color: COLORS.muted });
    line(field.value, { size: 11, bold: true });
    doc.moveDown(0.3);
  }
  rule();

  // The score per section: label, a bar of the percentage, and the points.
  line(document.labels.score, { size: 12, bold: true });
  doc.moveDown(0.4);
  const labelWidth = 150;
  const valueWidth = 120;
  const barWidth = CONTENT_WIDTH - labelWidth - valueWidth - 16;
  const scoreRow = (label: string, score: GreenListDocument['total'], strong: boolean) => {
    ensure(18);
    const top = doc.y;
    doc
      .font(strong ? bold : regular)
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(label, left, top, { width: labelWidth, lineBreak: false, ellipsis: true });
    doc.rect(left + labelWidth + 8, top + 2, barWidth, 8).fill(COLORS.track);
    const filled = (barWidth * Math.max(0, Math.min(100, score.percentage))) / 100;
    if (filled > 0) doc.rect(left + labelWidth + 8, top + 2, filled, 8).fill(COLORS.bar);
    doc
      .font(strong ? bold : regular)
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(
        `${score.points} / ${score.maximum} (${score.percentage} %)`,
        left + labelWidth + barWidth + 16,
        top,
        { width: valueWidth, align: 'right', lineBreak: false },
      );
    doc.x = left;
    doc.y = top + 17;
  };
  for (const section of document.sections) scoreRow(section.title, section.score, false);
  scoreRow(document.labels.total, document.total, true);
  doc.moveDown(0.6);

  for (const section of document.sections) {
    ensure(60);
    rule();
    line(section.title, { size: 14, bold: true });
    line(
      `${document.labels.score}: ${section.score.points} / ${section.score.maximum} (${section.score.percentage} %)`,
      {
        size: 9,
        color: COLORS.muted,
      },
    );
    doc.moveDown(0.5);
    let material: string | null = null;
    for (const row of section.rows) {
      if (row.material !== null && row.material !== material) {
        material = row.material;
        ensure(40);
        doc.moveDown(0.3);
        line(`${document.labels.material}: ${material}`, { size: 11, bold: true, color: COLORS.bar });
        doc.moveDown(0.2);
      }
      ensure(36);
      line(`${row.code} · ${row.question}`, { size: 9, bold: true });
      line(row.answer, { size: 10 });
      if (row.notApplicable !== null) {
        line(`${document.labels.notApplicable}: ${row.notApplicable}`, { size: 9, color: COLORS.muted });
      }
      if (row.explain !== null) {
        line(`${document.labels.explain}: ${row.explain}`, { size: 9, color: COLORS.muted });
      }
      doc.moveDown(0.5);
    }
  }

  doc.end();
  return done;
}
