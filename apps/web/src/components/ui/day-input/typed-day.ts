/**
 * A day as people type it in a date field (SPEC.md section 9 writes dd/mm/yyyy): day first with `/`,
 * `.`, `-` or spaces between, or the eight digits alone (`27112026`), or a pasted `2026-11-27`. The
 * day as `YYYY-MM-DD`, or null when it is not a real day (31/02) or not a whole one yet.
 */
export function typedDay(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst =
    /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/.exec(trimmed) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const [day, month, year] = dayFirst
    ? [Number(dayFirst[1]), Number(dayFirst[2]), Number(dayFirst[3])]
    : iso
      ? [Number(iso[3]), Number(iso[2]), Number(iso[1])]
      : [0, 0, 0];
  if (year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` as the field shows it: `dd/mm/yyyy`. */
export function shownDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
