import { apiFetch } from '../http/http-client';

/**
 * POST /send-confirm-email: a new verification link (valid about 10 minutes) to an artisan who has
 * not confirmed their email yet. Used by the sign-up and by the artisan login.
 */
export async function sendConfirmEmail(email: string): Promise<void> {
  await apiFetch('/send-confirm-email', { method: 'POST', json: { email: email.trim() }, anonymous: true });
}
