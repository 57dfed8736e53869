/** A cell of a table: text, a number, or nothing (an empty cell). */
export type Cell = string | number | null;

function field(cell: Cell): string {
  if (cell === null) return '';
  const text = String(cell);
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A table as CSV (RFC 4180: commas, CRLF, quotes doubled), numbers written as numbers, opened with
 * a UTF-8 byte order mark so that Excel reads accents and other scripts right.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
