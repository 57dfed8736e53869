import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** POST /get-user-by-hash: the staff member a reset link belongs to. */
export async function getUserByHash(hash: string): Promise<string> {
  return field(
    await apiFetch('/get-user-by-hash', { method: 'POST', json: { hash }, anonymous: true }),
    'id',
  );
}
