import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';
import type { Credentials } from './staff-login';

/** POST /artisan/login_check: an artisan's token; `error-verify-email` until the email is confirmed. */
export async function artisanLogin(credentials: Credentials): Promise<string> {
  const body = await apiFetch('/artisan/login_check', { method: 'POST', json: credentials, anonymous: true });
  return field(body, 'token');
}
