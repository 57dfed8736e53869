import { apiFetch } from '../../../lib/http/http-client';

export type NewPassword = { hash: string; id: string; password: string; confirmation: string };

/** POST /reset-password-action: a staff member's new password, by the mailed hash. */
export async function resetPasswordAction(input: NewPassword): Promise<void> {
  await apiFetch('/reset-password-action', { method: 'POST', json: input, anonymous: true });
}
