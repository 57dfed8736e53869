import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** POST /user-auto-login: a staff member's token from a one-time login proof. */
export async function userAutoLogin(input: { id?: string; loginProof?: string }): Promise<string> {
  const body = await apiFetch('/user-auto-login', { method: 'POST', json: input, anonymous: true });
  return field(body, 'token');
}
