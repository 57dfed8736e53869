import { apiFetchVersioned, type RequestOptions } from './http-client';

/**
 * A change guarded by the version the screen read: its ETag goes back as If-Match, so the API
 * refuses (412) a change that would be laid over a newer version than the one the user saw. Without
 * a version (a record not changed since it was seeded) no header is sent and the change is made.
 * Answers like apiFetchVersioned: the new body and its ETag.
 */
export function sendVersioned<T>(
  path: string,
  method: 'POST' | 'PUT',
  json: unknown,
  version: string | null,
  options: Omit<RequestOptions, 'method' | 'json' | 'headers'> = {},
) {
  return apiFetchVersioned<T>(path, {
    ...options,
    method,
    json,
    headers: version ? { 'If-Match': version } : undefined,
  });
}
