import { useQuery } from '@tanstack/react-query';
import { USERS_KEY, readUser, type UserRow } from './list-users';
import { getVersioned, latestVersionQuery } from './versioned-record';

/** An account with the version it was read at: the ETag a change sends back as If-Match. */
export type VersionedUser = { user: UserRow; etag: string | null };

export const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

/** GET /api/users/{id}: the account and its version (ETag). */
export async function getUser(id: string, signal?: AbortSignal): Promise<VersionedUser> {
  const { record: user, etag } = await getVersioned(userPath(id), readUser, signal);
  return { user, etag };
}

export const userQuery = (id: string) =>
  latestVersionQuery([...USERS_KEY, 'one', id], (signal) => getUser(id, signal));

export function useUser(id: string | null) {
  return useQuery({ ...userQuery(id ?? ''), enabled: id !== null });
}
