/**
 * The moments of the "as of" panel: ISO instants shown and typed day first, `dd/mm/yyyy hh:mm:ss` in
 * the reader's time zone, as the artisan list's dates are (SPEC.md section 9). The browser's own
 * date-time picker writes the browser's format (mm/dd/yyyy in a US English Chromium) whatever the
 * page's language, so it is not used.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO moment as `dd/mm/yyyy hh:mm:ss`, local time. */
export function toMomentText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Day, month, year (separated by `/`, `.` or `-`), then optionally hours, minutes and seconds. */
const MOMENT_TEXT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[\s,T]+(\d{1,2})[:.h](\d{2})(?:[:.](\d{2}))?)?$/i;

/**
 * What was typed, as an ISO moment (local time; without a time, the start of the day); null when
 * it is not a real date and time (31/02, 25:00) or not finished.
 */
export function fromMomentText(text: string): string | null {
  const match = MOMENT_TEXT.exec(text.trim());
  if (!match) return null;
  const [day = 0, month = 0, year = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // The Date constructor rolls 31/02 over to March: such a day does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}
