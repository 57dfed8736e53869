import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { optionalField } from '../../../lib/http/read-fields';

/**
 * POST /api/artisans/{id}/invite: mails the artisan a link to create a password (staff). The API
 * answers 400 without an email address and 409 once the artisan has activated their account, with
 * a message the screen shows as it is.
 */
export async function sendInvite(id: string): Promise<string | undefined> {
  const body = await apiFetch(`/api/artisans/${encodeURIComponent(id)}/invite`, {
    method: 'POST',
    json: {},
  });
  return optionalField(body, 'message');
}

export function useSendInvite() {
  return useMutation({ mutationFn: sendInvite });
}
