import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** POST /get-go-to-hash: the artisan and a login proof of a mailed "go to" link. */
export async function getGoToHash(hash: string): Promise<{ id: string; loginProof: string }> {
  const body = await apiFetch('/get-go-to-hash', { method: 'POST', json: { hash }, anonymous: true });
  return { id: field(body, 'id'), loginProof: field(body, 'loginProof') };
}
