/**
 * Projections read events of every age, whose data may lack newer keys or hold what an older
 * version wrote: these read numbers leniently, alike in every read model.
 */

/** A whole number, or null for anything else. */
export function intOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** The whole numbers of a list (ids), each once and sorted; anything else is an empty list. */
export function ints(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is number => typeof v === 'number' && Number.isSafeInteger(v));
  return [...new Set(ids)].sort((a, b) => a - b);
}
