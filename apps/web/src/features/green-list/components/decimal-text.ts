/**
 * The text of a numeric answer as typed, read the way Mantine's NumberInput (react-number-format)
 * read it before: digits with "." or "," as the decimal separator (every locale of the app writes
 * one of the two), shown with "."; no sign, no grouping; at most `decimalScale` decimals (further
 * ones are cut), and a number above `max` is refused rather than clamped.
 */
export type DecimalRules = { max: number; decimalScale?: number };

/** The typed text cleaned up (other characters, a suffix among them, dropped), or null if refused. */
export function cleanDecimal(raw: string, { max, decimalScale }: DecimalRules): string | null {
  const text = raw.replace(/[^\d.,]/g, '').replace(/,/g, '.');
  const [whole = '', decimals, ...more] = text.split('.');
  if (more.length > 0) return null; // a second separator
  const kept =
    decimals === undefined
      ? whole
      : `${whole}.${decimalScale === undefined ? decimals : decimals.slice(0, decimalScale)}`;
  const value = parseDecimal(kept);
  return value !== undefined && value > max ? null : kept;
}

/** The number a cleaned text says; none for an empty text or a lone separator. */
export function parseDecimal(text: string): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** A stored number as the input shows it: plain decimals, never an exponent. */
export function formatDecimal(value: number | undefined): string {
  return value === undefined
    ? ''
    : value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/**
 * One step up or down (the arrow keys, the controls), as NumberInput did: from 0 when empty, by 1,
 * kept within [min, max], without the float noise of the decimals.
 */
export function stepDecimal(value: number | undefined, direction: 1 | -1, min: number, max: number): number {
  if (value === undefined) return Math.min(Math.max(0, min), max);
  const decimals = formatDecimal(value).split('.')[1]?.length ?? 0;
  const factor = 10 ** decimals;
  const next = (Math.round(value * factor) + direction * factor) / factor;
  return Math.min(Math.max(next, min), max);
}
