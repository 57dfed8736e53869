import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../http/http-client';
import { hydraMembers, type HydraItem } from './hydra';

/** GET /api/confirmeds: a year and a recommendation ("2025 Master"). */
export async function getConfirmeds(): Promise<HydraItem[]> {
  return hydraMembers(await apiFetch('/api/confirmeds'));
}

export const confirmedsQuery = (language: string) =>
  queryOptions({ queryKey: ['confirmeds', language], queryFn: getConfirmeds });
