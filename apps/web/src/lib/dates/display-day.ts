const pad = (n: number) => String(n).padStart(2, '0');

/** A day typed as dd/mm/yyyy (SPEC.md section 9; d/m and . or - also accepted) as yyyy-mm-dd; else undefined. */
export function parseDisplayDay(text: string): string | undefined {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** A day yyyy-mm-dd (or a month yyyy-mm) as SPEC.md section 9 writes it: dd/mm/yyyy (mm/yyyy). */
export function formatDisplayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return date === undefined ? `${month}/${year}` : `${date}/${month}/${year}`;
}
