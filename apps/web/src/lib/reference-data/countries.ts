import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../http/http-client';
import { hydraMembers, type HydraItem } from './hydra';

/** GET /api/countries: names in the request's language, with the ISO 3166 code. */
export type Country = HydraItem & { code: string | undefined };

export async function getCountries(): Promise<Country[]> {
  return hydraMembers<Country>(await apiFetch('/api/countries'), (item) => ({
    code: typeof item.code === 'string' ? item.code.toUpperCase() : undefined,
  }));
}

export const countriesQuery = (language: string) =>
  queryOptions({ queryKey: ['countries', language], queryFn: getCountries });

export function useCountries(language: string) {
  return useQuery(countriesQuery(language));
}
