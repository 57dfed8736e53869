import { apiFetch } from '../../../lib/http/http-client';
import type { ArtisanBody } from './create-artisan';
import { artisanPath, toArtisan, type Artisan } from './get-artisan';

/**
 * PUT /api/artisans/{id}: changes the fields sent (any subset); answers the artisan. The history
 * records which fields changed, so the screen sends only those.
 */
export async function updateArtisan(id: string, changes: Partial<ArtisanBody>): Promise<Artisan> {
  return toArtisan(await apiFetch(artisanPath(id), { method: 'PUT', json: changes }));
}
