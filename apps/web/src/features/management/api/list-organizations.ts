import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationView } from '@artisans/domain/contracts/management';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';

/**
 * An organisation as the screens read it (the API's OrganizationView,
 * libs/domain/src/contracts/management.ts, with its IRI): its listed members by id (UUID), and
 * where it works (its own countries and its members') and the countries given to the organisation
 * itself (what its form changes) as ids of /api/countries.
 */
export type Organization = Pick<OrganizationView, 'id' | 'name'> & {
  '@id': string;
  users: string[];
  countries: number[];
  assignedCountries: number[];
};

const lastSegment = (iri: unknown): string | undefined =>
  typeof iri === 'string' ? iri.split('/').pop() : undefined;
const countryIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? value.map((iri) => Number(lastSegment(iri))).filter((n) => Number.isSafeInteger(n) && n > 0)
    : [];

/** One organisation of an API answer; undefined for anything that is not one. */
export function readOrganization(value: unknown): Organization | undefined {
  if (!isRecord(value)) return undefined;
  const iri = value['@id'];
  const name = value.name;
  if (typeof iri !== 'string' || typeof name !== 'string') return undefined;
  const id = Number(value.id ?? lastSegment(iri));
  if (!Number.isSafeInteger(id)) return undefined;
  return {
    id,
    '@id': iri,
    name,
    users: Array.isArray(value.users)
      ? value.users.map(lastSegment).filter((user): user is string => user !== undefined && user !== '')
      : [],
    countries: countryIds(value.countries),
    assignedCountries: countryIds(value.assignedCountries),
  };
}

/** GET /organizations/list: every organisation with its members and countries, by name. */
export async function listOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  const body = await apiFetch<unknown>('/organizations/list', { signal });
  const members = isRecord(body) ? body['hydra:member'] : undefined;
  if (!Array.isArray(members)) throw new ApiError({ status: 200 });
  return members.map(readOrganization).filter((item): item is Organization => item !== undefined);
}

/** Every query of organisations shares this prefix; the staff lists' own copy is ['organizations']. */
export const ORGANIZATIONS_KEY = ['management', 'organizations'] as const;

export const organizationListQuery = () =>
  queryOptions({
    queryKey: [...ORGANIZATIONS_KEY, 'list'],
    queryFn: ({ signal }) => listOrganizations(signal),
    staleTime: 0,
  });

export function useOrganizationList() {
  return useQuery(organizationListQuery());
}
