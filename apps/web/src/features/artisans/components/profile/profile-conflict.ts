import { isApiError } from '../../../../lib/http/api-error';
import type { ProfileValues } from './profile-rules';

/** The API refused a save made on an older version of the artisan (If-Match, 412). */
export function isStaleSave(error: unknown): boolean {
  return isApiError(error) && error.status === 412;
}

/** The stream version named by an ETag such as `"7"`; undefined for anything else. */
export function versionOf(etag: string | null | undefined): number | undefined {
  const match = /^"(\d+)"$/.exec(etag ?? '');
  return match ? Number(match[1]) : undefined;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form after a conflict: the latest saved profile, with every field the person changed on the
 * version they had opened laid back on top, so their input stays visible and nothing of the other
 * person's is lost unless they deliberately typed over it.
 */
export function rebaseDraft(seen: ProfileValues, latest: ProfileValues, typed: ProfileValues): ProfileValues {
  const draft: Record<string, unknown> = { ...latest };
  for (const key of Object.keys(typed) as (keyof ProfileValues)[])
    if (!same(typed[key], seen[key])) draft[key] = typed[key];
  return draft as ProfileValues;
}
