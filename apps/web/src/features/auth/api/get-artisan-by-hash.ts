import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** POST /get-artisan-by-hash: the artisan a reset link belongs to. */
export async function getArtisanByHash(hash: string): Promise<string> {
  return field(
    await apiFetch('/get-artisan-by-hash', { method: 'POST', json: { hash }, anonymous: true }),
    'id',
  );
}
