import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserItem } from '@artisans/domain/contracts/management';
import { isRole } from '../../../lib/auth/permissions';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { apiQueryFromUserFilters, type UserFilters } from '../utils/user-filters';
import { isRecord } from '../../../lib/http/json';

/**
 * A back-office account as the screens read it (the API's UserItem,
 * libs/domain/src/contracts/management.ts, with its IRI): countries as ids of /api/countries, the
 * organisation by id and name.
 */
export type UserRow = Pick<
  UserItem,
  'id' | 'title' | 'firstName' | 'lastName' | 'name' | 'email' | 'phone' | 'role' | 'isActive' | 'language'
> & {
  '@id': string;
  countries: number[];
  organisation: { id: number; name: string } | null;
};

export type UserListPage = { items: UserRow[]; totalItems: number };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const idOfIri = (iri: string): number => Number(iri.split('/').pop());

/** One account of an API answer; undefined for anything that is not one. */
export function readUser(value: unknown): UserRow | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const role = value.role;
  if (!id || !isRole(role) || role === 'ROLE_ARTISAN') return undefined;
  const firstName = text(value.firstName) ?? '';
  const lastName = text(value.lastName) ?? '';
  const organisation = isRecord(value.organisation) ? value.organisation : undefined;
  const organisationIri = organisation ? text(organisation['@id']) : undefined;
  return {
    id,
    '@id': text(value['@id']) ?? `/api/users/${id}`,
    title: text(value.title) ?? '',
    firstName,
    lastName,
    name: text(value.name) ?? `${firstName} ${lastName}`.trim(),
    email: text(value.email) ?? '',
    phone: text(value.phone) ?? null,
    role,
    countries: Array.isArray(value.countries)
      ? value.countries
          .map((country) => (typeof country === 'string' ? idOfIri(country) : NaN))
          .filter((n) => Number.isSafeInteger(n) && n > 0)
      : [],
    organisation:
      organisation && organisationIri
        ? { id: Number(organisation.id ?? idOfIri(organisationIri)), name: text(organisation.name) ?? '' }
        : null,
    isActive: value.isActive !== false,
    language: text(value.language) ?? 'en',
  };
}

/** A Hydra page of accounts; an answer of another shape is the generic error. */
export function readUserListPage(body: unknown): UserListPage {
  const members = isRecord(body) ? body['hydra:member'] : undefined;
  const total = isRecord(body) ? body['hydra:totalItems'] : undefined;
  if (!Array.isArray(members) || typeof total !== 'number') throw new ApiError({ status: 200 });
  return {
    items: members.map(readUser).filter((user): user is UserRow => user !== undefined),
    totalItems: total,
  };
}

/** GET /api/users: a page of 7 accounts, or every match of a search (SPEC.md section 7). */
export async function listUsers(query: URLSearchParams, signal?: AbortSignal): Promise<UserListPage> {
  return readUserListPage(await apiFetch(`/api/users?${query.toString()}`, { signal }));
}

/** Every query of accounts shares this prefix: a change to an account refreshes them all. */
export const USERS_KEY = ['management', 'users'] as const;

export const userListQuery = (filters: UserFilters) => {
  const query = apiQueryFromUserFilters(filters);
  return queryOptions({
    queryKey: [...USERS_KEY, 'list', query.toString()],
    queryFn: ({ signal }) => listUsers(query, signal),
    // Accounts change as colleagues work: read the list again whenever the screen opens.
    staleTime: 0,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};

export function useUserList(filters: UserFilters) {
  return useQuery(userListQuery(filters));
}

/** Every listed account, sorted by last name: for the pickers (members, who takes over artisans). */
export const allUsersQuery = () =>
  queryOptions({
    queryKey: [...USERS_KEY, 'all'],
    queryFn: async ({ signal }) =>
      (await listUsers(new URLSearchParams({ pagination: 'false', 'order[lastName]': 'asc' }), signal)).items,
    staleTime: 0,
  });

export function useAllUsers(enabled = true) {
  return useQuery({ ...allUsersQuery(), enabled });
}
