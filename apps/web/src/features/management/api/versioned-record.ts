import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { sendVersioned } from '../../../lib/http/versioned-change';
import { USERS_KEY } from './list-users';
import { ORGANIZATIONS_KEY } from './list-organizations';

/*
 * What the accounts' and the organisations' calls share: each reads one record (with the version
 * it was read at) and sends changes back naming that version.
 */

/** Reads a record from an answer; undefined when the answer is not one. */
type RecordReader<T> = (body: unknown) => T | undefined;

/** The ETag of a version this API answers (`"7"`); a weak tag of the server's own is none. */
export function versionTag(etag: string | null): string | null {
  return etag !== null && /^"\d+"$/.test(etag) ? etag : null;
}

/** The record of a successful answer; one of the wrong shape fails with the generic message. */
export function recordOf<T>(read: RecordReader<T>, body: unknown): T {
  const record = read(body);
  if (!record) throw new ApiError({ status: 200 });
  return record;
}

/** GET a record and the version it was read at. */
export async function getVersioned<T>(path: string, read: RecordReader<T>, signal?: AbortSignal) {
  const { body, etag } = await apiFetchVersioned(path, { signal });
  return { record: recordOf(read, body), etag: versionTag(etag) };
}

/** The query of the record a form edits: always read again, so the form starts from the latest version. */
export function latestVersionQuery<T>(queryKey: QueryKey, read: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: 0, gcTime: 0 });
}

/** PUT changes to a record, refused (412) if it changed since `etag`; answers it and its new version. */
export async function putVersioned<T>(
  path: string,
  read: RecordReader<T>,
  changes: unknown,
  etag: string | null,
) {
  const answer = await sendVersioned(path, 'PUT', changes, etag);
  return { record: recordOf(read, answer.body), etag: versionTag(answer.etag) };
}

/**
 * After an organisation changed: the organisations' screen, the forms' and filters' list of
 * organisations, and the accounts whose organisation changed.
 */
export function invalidateOrganizations(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ORGANIZATIONS_KEY }),
    client.invalidateQueries({ queryKey: ['organizations'] }),
    client.invalidateQueries({ queryKey: USERS_KEY }),
  ]);
}
