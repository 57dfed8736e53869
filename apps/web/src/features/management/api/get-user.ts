import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetchVersioned } from '../../../lib/http/http-client';
import { USERS_KEY, readUser, type UserRow } from './list-users';

/** An account with the version it was read at: the ETag a change sends back as If-Match. */
export type VersionedUser = { user: UserRow; etag: string | null };

export const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** The ETag of a version this API answers (`"7"`); a weak tag of the server's own is none. */
export function versionTag(etag: string | null): string | null {
  return etag !== null && /^"\d+"$/.test(etag) ? etag : null;
}

/** GET /api/users/{id}: the account and its version (ETag). */
export async function getUser(id: string, signal?: AbortSignal): Promise<VersionedUser> {
  const { body, etag } = await apiFetchVersioned(userPath(id), { signal });
  const user = readUser(body);
  if (!user) throw new ApiError({ status: 200 });
  return { user, etag: versionTag(etag) };
}

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: [...USERS_KEY, 'one', id],
    queryFn: ({ signal }) => getUser(id, signal),
    // The form always starts from the latest version.
    staleTime: 0,
    gcTime: 0,
  });

export function useUser(id: string | null) {
  return useQuery({ ...userQuery(id ?? ''), enabled: id !== null });
}
