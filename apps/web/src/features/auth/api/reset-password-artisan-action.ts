import { apiFetch } from '../../../lib/http/http-client';
import type { NewPassword } from './reset-password-action';

/** POST /reset-password-artisan-action: an artisan's new password, by the mailed hash. */
export async function resetPasswordArtisanAction(input: NewPassword): Promise<void> {
  await apiFetch('/reset-password-artisan-action', { method: 'POST', json: input, anonymous: true });
}
