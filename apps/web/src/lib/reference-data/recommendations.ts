import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../http/http-client';
import { hydraMembers, type HydraItem } from './hydra';

/** GET /api/recommendations: what an artisan can be recommended for. */
export async function getRecommendations(): Promise<HydraItem[]> {
  return hydraMembers(await apiFetch('/api/recommendations'));
}

export const recommendationsQuery = (language: string) =>
  queryOptions({ queryKey: ['recommendations', language], queryFn: getRecommendations });
