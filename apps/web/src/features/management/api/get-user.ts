import { queryOptions, useQuery } from '@tanstack/react-query';
import { USERS_KEY, readUser, type UserRow } from './list-users';
import { getVersioned } from './versioned-record';

/** An account with the version it was read at: the ETag a change sends back as If-Match. */
export type VersionedUser = { user: UserRow; etag: string | null };

export const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** GET /api/users/{id}: the account and its version (ETag). */
export async function getUser(id: string, signal?: AbortSignal): Promise<VersionedUser> {
  const { record: user, etag } = await getVersioned(userPath(id), readUser, signal);
  return { user, etag };
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
