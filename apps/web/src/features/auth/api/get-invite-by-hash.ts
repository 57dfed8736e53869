import { apiFetch } from '../../../lib/http/http-client';
import { field } from '../../../lib/http/read-fields';

/** POST /get-invite-by-hash: the invited artisan (id and email) of an invitation link. */
export async function getInviteByHash(hashInvite: string): Promise<{ id: string; email: string }> {
  const body = await apiFetch('/get-invite-by-hash', {
    method: 'POST',
    json: { hashInvite },
    anonymous: true,
  });
  return { id: field(body, 'id'), email: field(body, 'email') };
}
