import { apiFetch } from '../../../lib/http/http-client';

/** POST /send-created-email: the welcome mail once the email is confirmed (SPEC.md section 2). */
export async function sendCreatedEmail(email: string): Promise<void> {
  await apiFetch('/send-created-email', { method: 'POST', json: { email }, anonymous: true });
}
