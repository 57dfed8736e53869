import { existsSync } from 'node:fs';
import type { Language } from '@artisans/domain';
import type { AnalysisDashboard, DashboardField } from './analysis-dashboard';
import {
  lineWriter,
  openPdf,
  ruleDrawer,
  writeTitleBlock,
  type FontPair,
  type PdfOptions,
} from './pdf-document';

/**
 * Draws the analysis dashboard on one A4 page with pdfkit: texts, a table of scores and a bar chart
 * of rectangles (staff evaluation and self-assessment per criterion, large gaps marked). All the
 * content comes from `analysisDashboard`; this file only places it.
 */

const DEJAVU: readonly FontPair[] = [
  {
    regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  },
  { regular: '/usr/share/fonts/dejavu/DejaVuSans.ttf', bold: '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf' },
];

/** Where Debian's fonts-noto-cjk, fonts-ipafont-gothic and fonts-droid-fallback put their fonts. */
const CJK: readonly FontPair[] = [
  {
    regular: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    bold: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
    regularFace: 'NotoSansCJKjp-Regular',
    boldFace: 'NotoSansCJKjp-Bold',
  },
  {
    regular: '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf',
    bold: '/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf',
  },
  {
    regular: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
    bold: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf',
  },
];

/** What pdfkit's Helvetica can write (WinAnsi): the languages whose letters are all Latin-1. */
const HELVETICA_LANGUAGES: ReadonlySet<Language> = new Set([
  'en',
  'es',
  'da',
  'de',
  'fr',
  'it',
  'nl',
  'pt',
  'sq',
]);

export type PdfSetup = {
  /** The embedded font, or undefined for pdfkit's Helvetica. */
  font: FontPair | undefined;
  /** The language to write in: the asked one when the font has its letters, else English. */
  language: Language;
};

/**
 * The font and language of a PDF. DejaVu Sans (Debian's fonts-dejavu-core) has Latin, Cyrillic,
 * Armenian and Georgian: every UI language but Japanese, which needs a CJK font. Without a font
 * that has the language's letters, the PDF is written in English rather than in empty boxes.
 */
export function pdfSetup(language: Language, exists: (path: string) => boolean = existsSync): PdfSetup {
  const found = (candidates: readonly FontPair[]) =>
    candidates.find((pair) => exists(pair.regular) && exists(pair.bold));
  const dejavu = found(DEJAVU);
  if (language === 'jp') {
    const cjk = found(CJK);
    return cjk ? { font: cjk, language } : { font: dejavu, language: 'en' };
  }
  if (dejavu) return { font: dejavu, language };
  return { font: undefined, language: HELVETICA_LANGUAGES.has(language) ? language : 'en' };
}

const COLORS = {
  text: '#1a1a1a',
  muted: '#666666',
  rule: '#d0d0d0',
  grid: '#e6e6e6',
  evaluation: '#1f4e79',
  selfAssessment: '#c9a227',
  gap: '#c0392b',
  gapBand: '#fbeaea',
} as const;

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export function renderAnalysisPdf(dashboard: AnalysisDashboard, options: PdfOptions): Promise<Buffer> {
  const pdf = openPdf(options, {
    margin: PAGE.margin,
    title: `${dashboard.title} – ${dashboard.artisan[0]?.value ?? ''}`,
    author: dashboard.productName,
  });
  const { doc, regular, bytes: done } = pdf;

  const left = PAGE.margin;
  let y: number = PAGE.margin;
  const ensure = (height: number) => {
    if (y + height <= PAGE.height - PAGE.margin) return;
    doc.addPage();
    y = PAGE.margin;
  };
  const write = lineWriter(pdf, COLORS.text);
  const rule = ruleDrawer(pdf, left, CONTENT_WIDTH, COLORS.rule);

  // Heading: product, title, date.
  y = writeTitleBlock(write, { left, top: y, width: CONTENT_WIDTH, muted: COLORS.muted }, dashboard);
  y += 32;
  rule(y);
  y += 12;

  // Who, and where the evaluation stands: two columns of label and value.
  const fieldsColumn = (fields: DashboardField[], x: number, top: number, width: number) => {
    let line = top;
    for (const field of fields) {
      write(field.label, x, line, width, { size: 8, color: COLORS.muted });
      write(field.value, x, line + 10, width, { size: 11, bold: true });
      line += 30;
    }
    return line;
  };
  const half = (CONTENT_WIDTH - 24) / 2;
  y = Math.max(
    fieldsColumn(dashboard.artisan, left, y, half),
    fieldsColumn(dashboard.standing, left + half + 24, y, half),
  );
  rule(y);
  y += 14;

  // Scores: total and per group, staff evaluation beside self-assessment.
  const [labelColumn, evaluationColumn, selfColumn] = [
    CONTENT_WIDTH * 0.36,
    CONTENT_WIDTH * 0.32,
    CONTENT_WIDTH * 0.32,
  ];
  const { columns, rows } = dashboard.scores;
  write(columns[0], left, y, labelColumn, { size: 9, color: COLORS.muted });
  write(columns[1], left + labelColumn, y, evaluationColumn, {
    size: 9,
    color: COLORS.evaluation,
    bold: true,
  });
  write(columns[2], left + labelColumn + evaluationColumn, y, selfColumn, {
    size: 9,
    color: COLORS.selfAssessment,
    bold: true,
  });
  y += 16;
  for (const row of rows) {
    write(row.label, left, y, labelColumn, { size: 10, bold: row.total });
    write(row.evaluation, left + labelColumn, y, evaluationColumn, { size: 10, bold: row.total });
    write(row.selfAssessment, left + labelColumn + evaluationColumn, y, selfColumn, {
      size: 10,
      bold: row.total,
    });
    y += 17;
  }
  y += 6;
  rule(y);
  y += 14;

  // The chart: per criterion a staff bar and a self-assessment bar on one 0..max axis.
  const { chart } = dashboard;
  write(chart.title, left, y, CONTENT_WIDTH, { size: 12, bold: true });
  y += 20;
  const legendItem = (x: number, color: string, text: string) => {
    doc.rect(x, y + 1, 9, 9).fill(color);
    write(text, x + 13, y, 150, { size: 9 });
    return x + 13 + Math.min(150, doc.font(regular).fontSize(9).widthOfString(text)) + 18;
  };
  const legendColor = {
    evaluation: COLORS.evaluation,
    selfAssessment: COLORS.selfAssessment,
    largeGap: COLORS.gap,
  };
  chart.legend.reduce<number>((x, item) => legendItem(x, legendColor[item.kind], item.label), left);
  y += 20;

  const labelWidth = 132;
  const valueWidth = 22;
  const axisX = left + labelWidth + 8;
  const axisWidth = CONTENT_WIDTH - labelWidth - 8 - valueWidth - 18;
  const barHeight = 8;
  const rowHeight = 2 * barHeight + 10;
  const scale = (points: number) => (axisWidth * Math.max(0, Math.min(points, chart.max))) / chart.max;
  const ticks = [0, chart.max / 3, (2 * chart.max) / 3, chart.max];

  const chartHeight = chart.bars.length * rowHeight + 16;
  ensure(chartHeight);
  const chartTop = y;
  for (const tick of ticks) {
    const x = axisX + scale(tick);
    doc
      .moveTo(x, chartTop)
      .lineTo(x, chartTop + chart.bars.length * rowHeight)
      .lineWidth(0.5)
      .strokeColor(COLORS.grid)
      .stroke();
    write(String(tick), x - 15, chartTop + chart.bars.length * rowHeight + 3, 30, {
      size: 7,
      color: COLORS.muted,
      align: 'center',
    });
  }
  chart.bars.forEach((bar, index) => {
    const top = chartTop + index * rowHeight;
    if (bar.largeGap) doc.rect(left, top + 1, CONTENT_WIDTH, rowHeight - 2).fill(COLORS.gapBand);
    write(bar.label, left + 4, top + barHeight - 1, labelWidth - 4, {
      size: 9,
      bold: bar.largeGap,
      color: bar.largeGap ? COLORS.gap : COLORS.text,
    });
    const side = (points: number | null, barTop: number, color: string) => {
      if (points === null) return;
      if (points > 0) doc.rect(axisX, barTop, scale(points), barHeight).fill(color);
      write(String(points), axisX + scale(points) + 3, barTop, valueWidth, { size: 7, color: COLORS.muted });
    };
    side(bar.evaluation, top + 4, COLORS.evaluation);
    side(bar.selfAssessment, top + 4 + barHeight + 1, COLORS.selfAssessment);
    if (bar.largeGap) {
      const markX = left + CONTENT_WIDTH - 12;
      doc.circle(markX + 5, top + rowHeight / 2, 5).fill(COLORS.gap);
      write('!', markX, top + rowHeight / 2 - 4.5, 10, {
        size: 8,
        bold: true,
        color: '#ffffff',
        align: 'center',
      });
    }
  });
  y = chartTop + chartHeight + 4;
  if (chart.note) {
    doc.font(regular).fontSize(8).fillColor(COLORS.muted).text(chart.note, left, y, { width: CONTENT_WIDTH });
    y = doc.y;
  }
  y += 14;

  if (dashboard.committee) {
    const { label, value } = dashboard.committee;
    doc.font(regular).fontSize(10);
    ensure(20 + doc.heightOfString(value, { width: CONTENT_WIDTH }));
    rule(y);
    y += 12;
    write(label, left, y, CONTENT_WIDTH, { size: 8, color: COLORS.muted });
    doc
      .font(regular)
      .fontSize(10)
      .fillColor(COLORS.text)
      .text(value, left, y + 12, { width: CONTENT_WIDTH });
  }

  doc.end();
  return done;
}
