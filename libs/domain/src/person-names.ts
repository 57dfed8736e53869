/**
 * SPEC.md section 5: a person's names are trimmed and capitalised per word and per hyphen. The web
 * shows the name so when a field is left, the API stores it so: one rule for both.
 */
export function capitalizeName(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, separator: string, letter: string) => separator + letter.toLocaleUpperCase(),
    );
}
