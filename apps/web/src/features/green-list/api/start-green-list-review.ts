import { sendVersioned } from '../../../lib/http/versioned-change';
import { greenListPath, toGreenListView, type GreenListView } from './get-green-list';

/**
 * POST /api/green_lists/{artisan id}/review: the foundation starts reviewing a sent Green List (IN
 * REVIEWAL), naming the version it read (If-Match: 412 if it changed since; 409 if not sent).
 */
export async function startGreenListReview(
  artisanId: string,
  version: string | null,
): Promise<GreenListView> {
  const { body, etag } = await sendVersioned(`${greenListPath(artisanId)}/review`, 'POST', {}, version);
  return toGreenListView(body, etag);
}
