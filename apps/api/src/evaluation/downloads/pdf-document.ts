import PDFDocument from 'pdfkit';

/** A font file per style; a collection (.ttc) names the face it means (PostScript name). */
export type FontPair = { regular: string; bold: string; regularFace?: string; boldFace?: string };

export type PdfOptions = {
  /** From `pdfSetup` (analysis-pdf.ts). */
  font: FontPair | undefined;
  /** Off: page streams stay readable (debugging, tests). */
  compress?: boolean;
};

export type OpenPdf = {
  doc: PDFKit.PDFDocument;
  /** The names to give `doc.font()`: the embedded font's, or pdfkit's Helvetica. */
  regular: string;
  bold: string;
  /** The document's bytes, once `doc.end()` is called. */
  bytes: Promise<Buffer>;
};

/** An A4 document in the reader's font (every download's PDF starts so), collecting its bytes. */
export function openPdf(
  options: PdfOptions,
  page: { margin: number; title: string; author: string },
): OpenPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    compress: options.compress ?? true,
    info: { Title: page.title, Author: page.author },
  });
  const { font } = options;
  if (font) {
    doc.registerFont('body', font.regular, font.regularFace);
    doc.registerFont('body-bold', font.bold, font.boldFace);
  }
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    regular: font ? 'body' : 'Helvetica',
    bold: font ? 'body-bold' : 'Helvetica-Bold',
    bytes,
  };
}

export type LineStyle = { size: number; bold?: boolean; color?: string; align?: 'left' | 'right' | 'center' };

export type LineWriter = ReturnType<typeof lineWriter>;

/** Writes one line in a box at a given place, cut with an ellipsis where it does not fit. */
export function lineWriter({ doc, regular, bold }: OpenPdf, ink: string) {
  return (text: string, x: number, top: number, width: number, style: LineStyle): void => {
    doc
      .font(style.bold ? bold : regular)
      .fontSize(style.size)
      .fillColor(style.color ?? ink)
      .text(text, x, top, { width, align: style.align ?? 'left', lineBreak: false, ellipsis: true });
  };
}

/** Draws a thin horizontal rule from `left` across `width`. */
export function ruleDrawer({ doc }: OpenPdf, left: number, width: number, color: string) {
  return (top: number): void => {
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  };
}

/**
 * The head of a download's first page: the product name on the left and the day on the right, small
 * and muted, then the title under them. Returns the top of the title's line.
 */
export function writeTitleBlock(
  write: LineWriter,
  box: { left: number; top: number; width: number; muted: string },
  text: { productName: string; date: string; title: string },
): number {
  const { left, top, width, muted } = box;
  write(text.productName, left, top, width / 2, { size: 9, color: muted });
  write(text.date, left + width / 2, top, width / 2, { size: 9, color: muted, align: 'right' });
  const titleTop = top + 16;
  write(text.title, left, titleTop, width, { size: 20, bold: true });
  return titleTop;
}
