import { apiFetch } from '../../../lib/http/http-client';

/** POST /reset-password-request: mails a staff member a link to choose a new password. */
export async function resetPasswordRequest(email: string): Promise<void> {
  await apiFetch('/reset-password-request', { method: 'POST', json: { email }, anonymous: true });
}
