import { sendVersioned } from '../../../lib/http/versioned-change';
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
  const { body, etag } = await sendVersioned(
    `${greenListPath(artisanId)}/complete`,
    'POST',
    { comment },
    version,
  );
  return toGreenListView(body, etag);
}
