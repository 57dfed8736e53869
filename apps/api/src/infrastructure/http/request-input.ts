import { z } from 'zod';

/**
 * Reading request input the way API Platform's clients send it, for any feature: form and query
 * fields named `x[]` or `x`, a value or a list, users named by IRI or id. Features build their zod
 * schemas (`*-input.ts`) from these.
 */

/** Users are named by UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user's id from `/api/users/<uuid>` or a bare uuid; undefined if the value names none. */
export function userIdFromIri(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(?:\/api\/users\/)?([^/]+)$/.exec(value.trim());
  const id = match?.[1];
  return id !== undefined && UUID.test(id) ? id.toLowerCase() : undefined;
}

/** `x[]` (form encoding, PHP style) and `x` mean the same field; both present: their values joined. */
export function withoutBrackets(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    out[name] = name in out ? [...toArray(out[name]), ...toArray(value)] : value;
  }
  return out;
}

function toArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

/** One value or a list of them (`?country=1` or `?country[]=1&country[]=2`), at most `max`. */
export const oneOrMany = <T extends z.ZodType>(item: T, max = 300) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : [value]),
    z.array(item).max(max, { error: `At most ${max} values.` }),
  );

/** Text without control characters (a NUL or an escape sequence is never meant). */
export const hasNoControlCharacters = (value: string) => !/\p{Cc}/u.test(value);
