import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/http-client';
import { hydraMembers, type HydraItem } from './hydra';

/** GET /api/craft_people: the occupations, each with the IRI of its craft. */
export type CraftPerson = HydraItem & { craftMaterail: string | undefined };

export async function getCraftPeople(): Promise<CraftPerson[]> {
  return hydraMembers<CraftPerson>(await apiFetch('/api/craft_people'), (item) => ({
    craftMaterail: typeof item.craftMaterail === 'string' ? item.craftMaterail : undefined,
  }));
}

export const craftPeopleQuery = (language: string) =>
  queryOptions({ queryKey: ['craft-people', language], queryFn: getCraftPeople });

export function useCraftPeople(language: string) {
  return useQuery(craftPeopleQuery(language));
}
