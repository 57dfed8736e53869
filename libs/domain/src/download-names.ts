/**
 * The names of the files people download (the analysis PDF, the statistics workbook): what they are,
 * for whom and of which day, never an id. The API gives them in Content-Disposition; the web app
 * saves under the same name. Days are written YYYY-MM-DD, which sorts in a folder as time goes.
 */

/** A name as part of a file name: letters (any script, accents kept) and digits; the rest a hyphen. */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join('-');

/** `analysis-Dubois-Claire-2026-11-26.pdf`: the artisan, last name first, and the day it was made. */
export function analysisPdfFileName(
  artisan: { firstName: string | null; lastName: string | null },
  day: string,
): string {
  const name = joined(fileNamePart(artisan.lastName ?? ''), fileNamePart(artisan.firstName ?? ''));
  return `${joined('analysis', name, day)}.pdf`;
}

/** `green-list-Dubois-Claire-2026-11-27.pdf` (or `.xlsx`): the artisan's Green List and the day it was made. */
export function greenListFileName(
  artisan: { firstName: string | null; lastName: string | null },
  day: string,
  extension: 'pdf' | 'xlsx',
): string {
  const name = joined(fileNamePart(artisan.lastName ?? ''), fileNamePart(artisan.firstName ?? ''));
  return `${joined('green-list', name, day)}.${extension}`;
}

/**
 * `evaluation-statistics-2026-01-01-to-2026-06-30.xlsx` for a period, `…-until-2026-11-26.xlsx` from
 * the beginning; an open end is the day it was made.
 */
export function statisticsFileName(
  period: { from: string | null; to: string | null },
  today: string,
): string {
  const to = period.to ?? today;
  return period.from
    ? `evaluation-statistics-${period.from}-to-${to}.xlsx`
    : `evaluation-statistics-until-${to}.xlsx`;
}

/**
 * The name for clients that read only the plain `filename=`: accents taken off, letters outside
 * Latin left out (the full name goes in `filename*`).
 */
export function asciiFileName(name: string): string {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  // "analysis--2026-11-26.pdf" once a Cyrillic name is left out: the hyphens close up.
  return plain.replace(/-{2,}/g, '-');
}
