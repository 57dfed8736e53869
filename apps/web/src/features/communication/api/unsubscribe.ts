import { isApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';

/** What the one-click unsubscribe came to: done (also when it was done before), or a link that is not ours. */
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/**
 * POST /api/unsubscribe/{token} (public): turns the artisan's news off. A token the API does not
 * know (404) or cannot read (400) is an invalid link; any other failure is thrown.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  try {
    await apiFetch(`/api/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST', anonymous: true });
    return 'unsubscribed';
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) return 'invalid';
    throw error;
  }
}
