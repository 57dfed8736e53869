import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import type { UserBody } from '../utils/user-form-values';
import { USERS_KEY, readUser, type UserRow } from './list-users';

/**
 * POST /api/users: a new back-office account. Without a password the person is mailed a link to
 * choose one; a taken address answers 409 'This email already exists'.
 */
export async function createUser(body: UserBody): Promise<UserRow> {
  const user = readUser(await apiFetch('/api/users', { method: 'POST', json: body }));
  if (!user) throw new ApiError({ status: 200 });
  return user;
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
