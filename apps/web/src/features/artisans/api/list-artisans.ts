import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ArtisanListItem,
  ArtisanListPerson,
  ArtisanListReference,
} from '@artisans/domain/contracts/artisan-list';
import { isGreenListStatus, type GreenListStatus } from '@artisans/domain/statuses';
import { ApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import type { Role } from '../../../lib/auth/permissions';
import { apiQueryFromFilters, type ListFilters } from '../utils/list-filters';
import { isRecord } from '../../../lib/http/json';

/** A reference as a list row names it (a country, a craft, a recommendation), without its type. */
export type ListReference = Omit<ArtisanListReference, '@type'>;

/** A person as a list row names them; null when the answer gives no name. */
export type ListPerson = Omit<ArtisanListPerson, 'name'> & { name: string | null };

/**
 * One row of GET /api/artisans (the API's ArtisanListItem, libs/domain/src/contracts/artisan-list.ts,
 * as far as the screen reads it). The Green List is null before it is open (the artisan is not
 * selected), else its status is one the web knows.
 */
export type ArtisanListRow = Pick<
  ArtisanListItem,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'inActivity'
  | 'createdAt'
  | 'lastModifiedAt'
  | 'statusEval'
  | 'pending'
  | 'hasAccount'
  | 'hasEmail'
> & {
  craftMaterail: ListReference | null;
  craftPerson: ListReference | null;
  country: ListReference | null;
  recommendations: ListReference[];
  user: ListPerson | null;
  lastModifiedBy: ListPerson | null;
  greenList: { status: GreenListStatus; totalPoint: number | null } | null;
};

export type ArtisanListPage = { items: ArtisanListRow[]; totalItems: number };

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function reference(value: unknown): ListReference | null {
  if (!isRecord(value)) return null;
  const iri = text(value['@id']);
  const name = text(value.name);
  if (!iri || name === undefined) return null;
  return { '@id': iri, id: Number(value.id ?? iri.split('/').pop()), name };
}

function person(value: unknown): ListPerson | null {
  if (!isRecord(value)) return null;
  const iri = text(value['@id']);
  if (!iri) return null;
  return {
    '@id': iri,
    '@type': text(value['@type']) ?? 'User',
    id: String(value.id ?? iri.split('/').pop()),
    name: text(value.name) ?? null,
  };
}

function row(value: unknown): ArtisanListRow | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const firstName = text(value.firstName) ?? '';
  const lastName = text(value.lastName) ?? '';
  const createdAt = text(value.createdAt);
  if (!id || !createdAt) return undefined;
  return {
    id,
    firstName,
    lastName,
    name: text(value.name) ?? `${firstName} ${lastName}`.trim(),
    craftMaterail: reference(value.craftMaterail),
    craftPerson: reference(value.craftPerson),
    country: reference(value.country),
    inActivity: typeof value.inActivity === 'number' ? value.inActivity : null,
    recommendations: Array.isArray(value.recommendations)
      ? value.recommendations.map(reference).filter((item): item is ListReference => item !== null)
      : [],
    createdAt,
    user: person(value.user),
    lastModifiedAt: text(value.lastModifiedAt) ?? createdAt,
    lastModifiedBy: person(value.lastModifiedBy),
    statusEval: text(value.statusEval) ?? 'IN PROGRESS',
    pending: value.pending === true,
    hasAccount: value.hasAccount === true,
    hasEmail: value.hasEmail === true,
    greenList: greenList(value.greenList),
  };
}

function greenList(value: unknown): ArtisanListRow['greenList'] {
  if (!isRecord(value) || !isGreenListStatus(value.status)) return null;
  return { status: value.status, totalPoint: typeof value.totalPoint === 'number' ? value.totalPoint : null };
}

/** Reads a Hydra page of artisans; an answer of another shape is the generic error. */
export function readArtisanListPage(body: unknown): ArtisanListPage {
  const members = isRecord(body) ? body['hydra:member'] : undefined;
  const total = isRecord(body) ? body['hydra:totalItems'] : undefined;
  if (!Array.isArray(members) || typeof total !== 'number') throw new ApiError({ status: 200 });
  return {
    items: members.map(row).filter((item): item is ArtisanListRow => item !== undefined),
    totalItems: total,
  };
}

/** GET /api/artisans: one page (20) of the artisans the caller may see, filtered (SPEC.md section 7). */
export async function listArtisans(query: URLSearchParams, signal?: AbortSignal): Promise<ArtisanListPage> {
  return readArtisanListPage(await apiFetch(`/api/artisans?${query.toString()}`, { signal }));
}

/** Every page of the list shares this prefix: a change to an artisan refreshes them all. */
export const ARTISAN_LIST_KEY = ['artisans', 'list'] as const;

export const artisanListQuery = (filters: ListFilters, role: Role, language: string) => {
  const query = apiQueryFromFilters(filters, role);
  return queryOptions({
    queryKey: [...ARTISAN_LIST_KEY, language, query.toString()],
    queryFn: ({ signal }) => listArtisans(query, signal),
    // The list changes as people work: read it again whenever the screen opens.
    staleTime: 0,
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
};

export function useArtisanList(filters: ListFilters, role: Role, language: string) {
  return useQuery(artisanListQuery(filters, role, language));
}
