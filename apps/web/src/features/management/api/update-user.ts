import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserBody } from '../utils/user-form-values';
import { userPath, type VersionedUser } from './get-user';
import { USERS_KEY, readUser } from './list-users';
import { putVersioned } from './versioned-record';

export type UserUpdate = {
  id: string;
  changes: Partial<UserBody>;
  /** The ETag the screen showed: a change made since is refused (412, code `stale-version`). */
  etag: string | null;
};

/** PUT /api/users/{id}: the fields sent (any subset); answers the account and its new version. */
export async function updateUser({ id, changes, etag }: UserUpdate): Promise<VersionedUser> {
  const answer = await putVersioned(userPath(id), readUser, changes, etag);
  return { user: answer.record, etag: answer.etag };
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** Activates or deactivates an account from the list; a deactivation ends its sessions at once. */
export function useSetUserActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      updateUser({ id, changes: { isActive }, etag: null }),
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
