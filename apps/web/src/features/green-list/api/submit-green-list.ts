import { sendVersioned } from '../../../lib/http/versioned-change';
import { greenListPath, toGreenListView, type GreenListView } from './get-green-list';

/**
 * POST /api/green_lists/{artisan id}/submit: the artisan sends its Green List, which is locked from
 * then on. 400 with every problem as violations (propertyPath `p3`, `s1`, `s1.<material id>.s4`);
 * 412 when the version sent is not the latest; 409 once sent.
 */
export async function submitGreenList(artisanId: string, version: string | null): Promise<GreenListView> {
  const { body, etag } = await sendVersioned(`${greenListPath(artisanId)}/submit`, 'POST', {}, version);
  return toGreenListView(body, etag);
}
