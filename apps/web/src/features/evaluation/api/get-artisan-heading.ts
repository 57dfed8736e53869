import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';

/** The artisan the analysis and decision screens are about: its name for their heading. */
export type ArtisanHeading = { firstName: string; lastName: string };

/** GET /api/artisans/{id}, read for the name only (staff who reach the artisan, or the artisan itself). */
export async function getArtisanHeading(id: string): Promise<ArtisanHeading> {
  const body = await apiFetch(`/api/artisans/${encodeURIComponent(id)}`, { silent: true });
  const record = isRecord(body) ? body : {};
  return {
    firstName: typeof record.firstName === 'string' ? record.firstName : '',
    lastName: typeof record.lastName === 'string' ? record.lastName : '',
  };
}

export const artisanHeadingQuery = (id: string) =>
  queryOptions({ queryKey: ['artisan', id, 'heading'], queryFn: () => getArtisanHeading(id) });

export function useArtisanHeading(id: string) {
  return useQuery(artisanHeadingQuery(id));
}
