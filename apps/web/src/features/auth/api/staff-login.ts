import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

export type Credentials = { email: string; password: string };

/** POST /user/login_check: a staff member's token. */
export async function staffLogin(credentials: Credentials): Promise<string> {
  const body = await apiFetch('/user/login_check', { method: 'POST', json: credentials, anonymous: true });
  return field(body, 'token');
}
