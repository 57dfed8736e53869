import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** POST /artisan-auto-login: an artisan's token from a one-time login proof. */
export async function artisanAutoLogin(input: { id: string; loginProof: string }): Promise<string> {
  const body = await apiFetch('/artisan-auto-login', { method: 'POST', json: input, anonymous: true });
  return field(body, 'token');
}
