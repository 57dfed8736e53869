import { apiFetch } from '../../../lib/http/http-client';

/** POST /set-hash-reset-pass-artisan: mails an artisan a link to choose a new password. */
export async function setHashResetPassArtisan(email: string): Promise<void> {
  await apiFetch('/set-hash-reset-pass-artisan', { method: 'POST', json: { email }, anonymous: true });
}
