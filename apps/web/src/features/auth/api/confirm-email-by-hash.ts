import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** POST /confirm-email-by-hash: confirms an artisan's email by the mailed link; answers the email. */
export async function confirmEmailByHash(hashEmail: string): Promise<{ email: string }> {
  const body = await apiFetch('/confirm-email-by-hash', {
    method: 'POST',
    json: { hashEmail },
    anonymous: true,
  });
  return { email: field(body, 'email') };
}
