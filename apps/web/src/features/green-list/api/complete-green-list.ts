import { apiFetchVersioned } from '../../../lib/http/http-client';
import { greenListPath, toGreenListView, type GreenListView } from './get-green-list';

/**
 * POST /api/green_lists/{artisan id}/complete: the review is done (COMPLETE, with the final score
 * and an optional comment for the artisan). If-Match as every review step.
 */
export async function completeGreenList(
  artisanId: string,
  comment: string,
  version: string | null,
): Promise<GreenListView> {
  const { body, etag } = await apiFetchVersioned(`${greenListPath(artisanId)}/complete`, {
    method: 'POST',
    json: { comment },
    headers: version ? { 'If-Match': version } : undefined,
  });
  return toGreenListView(body, etag);
}
