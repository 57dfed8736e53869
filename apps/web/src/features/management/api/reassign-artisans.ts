import { apiFetch } from '../../../lib/http/http-client';
import { userPath } from './get-user';

/** POST /api/users/{id}/reassign-artisans: the account's artisans get another creator (CREATED BY). */
export async function reassignArtisans(from: string, to: string): Promise<{ reassigned: number }> {
  const answer = await apiFetch<{ reassigned?: unknown }>(`${userPath(from)}/reassign-artisans`, {
    method: 'POST',
    json: { to: `/api/users/${to}` },
  });
  return { reassigned: typeof answer?.reassigned === 'number' ? answer.reassigned : 0 };
}
