import { sendVersioned } from '../../../lib/http/versioned-change';
import type { ArtisanBody } from './create-artisan';
import { artisanPath, toArtisan, type Artisan } from './get-artisan';

/**
 * PUT /api/artisans/{id}: changes the fields sent (any subset); answers the artisan. The history
 * records which fields changed, so the screen sends only those. `version` is the ETag the screen
 * showed: if someone changed the artisan since, the API refuses with 412 (code `stale-version`).
 */
export async function updateArtisan(
  id: string,
  changes: Partial<ArtisanBody>,
  version: string | null,
): Promise<Artisan> {
  const { body, etag } = await sendVersioned(artisanPath(id), 'PUT', changes, version);
  return toArtisan(body, etag);
}
