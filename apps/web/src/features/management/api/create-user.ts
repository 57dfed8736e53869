import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import type { UserBody } from '../utils/user-form-values';
import { USERS_KEY, readUser, type UserRow } from './list-users';
import { recordOf } from './versioned-record';

/**
 * POST /api/users: a new back-office account. Without a password the person is mailed a link to
 * choose one; a taken address answers 409 'This email already exists'.
 */
export async function createUser(body: UserBody): Promise<UserRow> {
  return recordOf(readUser, await apiFetch('/api/users', { method: 'POST', json: body }));
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
