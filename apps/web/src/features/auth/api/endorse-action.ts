import { apiFetch } from '../../../lib/http/http-client';
import { field, optionalField } from '../../../lib/http/read-fields';

/**
 * POST /endorse-action: uses an endorsement link. Answers the artisan's id and a one-time proof
 * that logs the staff member in; the staff member's id comes as `userId` when the API sends it.
 */
export type Endorsement = { artisanId: string; userId: string | undefined; loginProof: string | undefined };

export async function endorseAction(hash: string): Promise<Endorsement> {
  const body = await apiFetch('/endorse-action', { method: 'POST', json: { hash }, anonymous: true });
  return {
    artisanId: field(body, 'id'),
    userId: optionalField(body, 'userId'),
    loginProof: optionalField(body, 'loginProof'),
  };
}
