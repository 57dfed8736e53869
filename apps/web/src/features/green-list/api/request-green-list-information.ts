import { sendVersioned } from '../../../lib/http/versioned-change';
import { greenListPath, toGreenListView, type GreenListView } from './get-green-list';

/** What the foundation says is missing, and the codes whose answers the artisan may change. */
export type InformationRequest = { missing: string; codes: string[] };

/**
 * POST /api/green_lists/{artisan id}/request-information: information is missing (PENDING); the
 * artisan may change the answers of `codes` (`s1` opens the whole material list) and send again.
 * 400 without a message or codes; If-Match as every review step.
 */
export async function requestGreenListInformation(
  artisanId: string,
  request: InformationRequest,
  version: string | null,
): Promise<GreenListView> {
  const { body, etag } = await sendVersioned(
    `${greenListPath(artisanId)}/request-information`,
    'POST',
    request,
    version,
  );
  return toGreenListView(body, etag);
}
