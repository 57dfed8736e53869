import type { GreenListAnswer, MaterialEntry } from '@artisans/domain/green-list-rules';
import { sendVersioned } from '../../../lib/http/versioned-change';
import { greenListPath, toGreenListView, type GreenListView } from './get-green-list';

/** The autosave's body: the answers that changed (null clears one) and the whole list of materials if it changed. */
export type GreenListPatch = {
  answers: Record<string, GreenListAnswer | null>;
  materials?: readonly MaterialEntry[];
};

/**
 * PUT /api/green_lists/{artisan id}/answers (the autosave), naming the version the screen holds
 * (If-Match): a change made elsewhere since is refused (412) rather than overwritten. 409 once sent,
 * or while PENDING for an answer the foundation did not ask about. Silent (no global loader: it runs
 * while the artisan types); `keepalive` lets a save outlive a closing page.
 */
export async function saveGreenListAnswers(
  artisanId: string,
  patch: GreenListPatch,
  version: string | null,
  options: { keepalive?: boolean } = {},
): Promise<GreenListView> {
  const { body, etag } = await sendVersioned(`${greenListPath(artisanId)}/answers`, 'PUT', patch, version, {
    silent: true,
    keepalive: options.keepalive,
  });
  return toGreenListView(body, etag);
}
