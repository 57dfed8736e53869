import { apiFetch } from '../../../lib/http/http-client';
import type { ArtisanSignUpBody } from '../utils/signup-rules';

/** POST /api/artisans: the sign-up; the API then mails the verification link. */
export async function createArtisan(body: ArtisanSignUpBody): Promise<void> {
  await apiFetch('/api/artisans', { method: 'POST', json: body, anonymous: true });
}
