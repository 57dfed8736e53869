import { apiFetch } from '../../../lib/http/http-client';

export type ExistenceQuery = { firstName: string; lastName: string; country: string; email: string };

/**
 * POST /check-artisan-exitsts (the spelling is the contract): whether the network already knows
 * this artisan. SPEC.md section 7 sends the country's label.
 */
export async function checkArtisanExists(query: ExistenceQuery): Promise<boolean> {
  const body = await apiFetch<{ exists?: unknown }>('/check-artisan-exitsts', {
    method: 'POST',
    json: query,
    anonymous: true,
  });
  return body?.exists === true;
}
