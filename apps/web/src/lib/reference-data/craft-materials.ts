import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/http-client';
import { hydraMembers, type HydraItem } from './hydra';

/** GET /api/craft_materails (the spelling is the contract): the crafts. */
export type CraftMaterial = HydraItem;

export async function getCraftMaterials(): Promise<CraftMaterial[]> {
  return hydraMembers<CraftMaterial>(await apiFetch('/api/craft_materails'));
}

export const craftMaterialsQuery = (language: string) =>
  queryOptions({ queryKey: ['craft-materials', language], queryFn: getCraftMaterials });

export function useCraftMaterials(language: string) {
  return useQuery(craftMaterialsQuery(language));
}
