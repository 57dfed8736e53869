import {
  GREEN_LIST_STATUSES,
  STATUS_EVALS,
  isGreenListStatus,
  isStatusEval,
  type GreenListStatus,
  type StatusEval,
} from '@artisans/domain/statuses';
import {
  ARTISAN_LIST_PARAMS as P,
  ARTISAN_SEARCH_MAX_LENGTH,
  ARTISANS_PAGE_SIZE,
  type PointRange,
} from '@artisans/domain/contracts/artisan-list';
import { can, type Role } from '../../../lib/auth/permissions';

export { GREEN_LIST_STATUSES, STATUS_EVALS, type GreenListStatus, type StatusEval };

/** The page size and the range of points are the API's (libs/domain/src/contracts/artisan-list.ts). */
export { ARTISANS_PAGE_SIZE, type PointRange };

/** The API refuses longer searches. */
export const SEARCH_MAX_LENGTH = ARTISAN_SEARCH_MAX_LENGTH;

/**
 * The artisan list's filters as the screen holds them. Everything lives in the URL, so a filtered
 * list can be shared and survives a reload; an empty list or an undefined value means "not filtered".
 */
export type ListFilters = {
  page: number;
  search: string;
  /** Ids of /api/countries. */
  countries: number[];
  statuses: StatusEval[];
  /** Ids of /api/recommendations. */
  recommendations: number[];
  /** Ids of /api/craft_materails. */
  crafts: number[];
  /** Ids (UUIDs) of the staff accounts that created the artisans. */
  creators: string[];
  /** Years in activity since. */
  years: number[];
  /** Created on or after this day (yyyy-mm-dd). */
  createdFrom: string | undefined;
  /** Created on or before this day (yyyy-mm-dd). */
  createdTo: string | undefined;
  evaluationPoints: PointRange | undefined;
  greenListStatuses: GreenListStatus[];
  greenListPoints: PointRange | undefined;
  /** Whether a confidential comment exists. */
  comments: boolean | undefined;
  /** Admins only (SPEC.md section 6). */
  pending: boolean | undefined;
  /** Admins, the executive committee and network members (SPEC.md section 6). */
  selfAssessment: boolean | undefined;
  order: 'asc' | 'desc';
};

export const EMPTY_FILTERS: ListFilters = {
  page: 1,
  search: '',
  countries: [],
  statuses: [],
  recommendations: [],
  crafts: [],
  creators: [],
  years: [],
  createdFrom: undefined,
  createdTo: undefined,
  evaluationPoints: undefined,
  greenListStatuses: [],
  greenListPoints: undefined,
  comments: undefined,
  pending: undefined,
  selfAssessment: undefined,
  order: 'asc',
};

/** The names the filters take in the web app's URL: short, readable, stable. */
export const URL_KEYS = {
  page: 'page',
  search: 'q',
  countries: 'country',
  statuses: 'status',
  recommendations: 'recommendation',
  crafts: 'craft',
  creators: 'user',
  years: 'year',
  createdFrom: 'from',
  createdTo: 'to',
  evaluationPoints: 'points',
  greenListStatuses: 'greenList',
  greenListPoints: 'greenListPoints',
  comments: 'comments',
  pending: 'pending',
  selfAssessment: 'selfAssessment',
  order: 'order',
} as const satisfies Record<keyof ListFilters, string>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SPEC.md section 5: the years run from 1900 to next year. Newest first, as the year list shows them. */
export function yearOptions(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear + 1; year >= 1900; year -= 1) years.push(year);
  return years;
}

/** The numeric id at the end of an IRI (`/api/countries/250`) or an id itself; else undefined. */
export function idOf(value: string): number | undefined {
  const last = value.trim().split('/').pop() ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(last)) return undefined;
  return Number(last);
}

/** A user id from its IRI (`/api/users/<uuid>`) or the id itself; else undefined. */
export function userIdOf(value: string): string | undefined {
  const last = value.trim().split('/').pop() ?? '';
  return UUID.test(last) ? last.toLowerCase() : undefined;
}

function isRealDay(year: number, month: number, day: number): boolean {
  const at = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 9999 &&
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day typed as dd/mm/yyyy (SPEC.md section 9; d/m also accepted) as yyyy-mm-dd; else undefined. */
export function parseDisplayDate(text: string): string | undefined {
  const match = /^\s*(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : undefined;
}

/** yyyy-mm-dd as the date filter shows it: dd/mm/yyyy. */
export function formatDisplayDate(iso: string | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

function parseIsoDay(value: string | null): string | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim()) : null;
  if (!match) return undefined;
  return isRealDay(Number(match[1]), Number(match[2]), Number(match[3])) ? match[0] : undefined;
}

/** `10..40`: two numbers, the first not above the second; else undefined. */
export function parsePointRange(value: string | null | undefined): PointRange | undefined {
  const match = value ? /^\s*(\d+(?:\.\d+)?)\s*\.\.\s*(\d+(?:\.\d+)?)\s*$/.exec(value) : null;
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = Number(match[2]);
  return min <= max ? { min, max } : undefined;
}

export function formatPointRange(range: PointRange): string {
  return `${range.min}..${range.max}`;
}

/**
 * A range from two inputs where either may be empty: an empty bound is open (0, or a very large
 * number), and bounds given the wrong way round are swapped. Both empty: no range.
 */
export function pointRangeFrom(
  min: number | string | undefined,
  max: number | string | undefined,
): PointRange | undefined {
  const read = (value: number | string | undefined) => {
    if (value === undefined || value === '') return undefined;
    const n = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(n) && n >= 0 ? n : undefined;
  };
  const low = read(min);
  const high = read(max);
  if (low === undefined && high === undefined) return undefined;
  const a = low ?? 0;
  const b = high ?? OPEN_MAX;
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}

/** The upper bound an empty "to" stands for: above any score. */
export const OPEN_MAX = 9999;

function parseBoolean(value: string | null): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function many<T>(params: URLSearchParams, key: string, read: (value: string) => T | undefined): T[] {
  const values: T[] = [];
  for (const raw of params.getAll(key))
    for (const part of raw.split(',')) {
      const value = read(part);
      if (value !== undefined) values.push(value);
    }
  return unique(values);
}

/**
 * The filters a URL holds. Anything it cannot read (a hand-edited or stale link) is left out rather
 * than sent to the API, which would refuse the whole list.
 */
export function filtersFromSearchParams(params: URLSearchParams, currentYear: number): ListFilters {
  const page = params.get(URL_KEYS.page);
  const lastYear = currentYear + 1;
  const from = parseIsoDay(params.get(URL_KEYS.createdFrom));
  const to = parseIsoDay(params.get(URL_KEYS.createdTo));
  return {
    page: page && /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
    search: (params.get(URL_KEYS.search) ?? '').slice(0, SEARCH_MAX_LENGTH),
    countries: many(params, URL_KEYS.countries, idOf),
    statuses: many(params, URL_KEYS.statuses, (value) => (isStatusEval(value) ? value : undefined)),
    recommendations: many(params, URL_KEYS.recommendations, idOf),
    crafts: many(params, URL_KEYS.crafts, idOf),
    creators: many(params, URL_KEYS.creators, userIdOf),
    years: many(params, URL_KEYS.years, (value) => {
      const year = /^\d{4}$/.test(value.trim()) ? Number(value) : NaN;
      return year >= 1900 && year <= lastYear ? year : undefined;
    }),
    // Both given the wrong way round would match nothing: the later day is kept as "to".
    createdFrom: from && to && from > to ? to : from,
    createdTo: from && to && from > to ? from : to,
    evaluationPoints: parsePointRange(params.get(URL_KEYS.evaluationPoints)),
    greenListStatuses: many(params, URL_KEYS.greenListStatuses, (value) =>
      isGreenListStatus(value) ? value : undefined,
    ),
    greenListPoints: parsePointRange(params.get(URL_KEYS.greenListPoints)),
    comments: parseBoolean(params.get(URL_KEYS.comments)),
    pending: parseBoolean(params.get(URL_KEYS.pending)),
    selfAssessment: parseBoolean(params.get(URL_KEYS.selfAssessment)),
    order: params.get(URL_KEYS.order)?.toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL search params of the filters: defaults left out, one parameter per value. */
export function searchParamsFromFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set(URL_KEYS.search, search);
  for (const id of filters.countries) params.append(URL_KEYS.countries, String(id));
  for (const status of filters.statuses) params.append(URL_KEYS.statuses, status);
  for (const id of filters.recommendations) params.append(URL_KEYS.recommendations, String(id));
  for (const id of filters.crafts) params.append(URL_KEYS.crafts, String(id));
  for (const id of filters.creators) params.append(URL_KEYS.creators, id);
  for (const year of filters.years) params.append(URL_KEYS.years, String(year));
  if (filters.createdFrom) params.set(URL_KEYS.createdFrom, filters.createdFrom);
  if (filters.createdTo) params.set(URL_KEYS.createdTo, filters.createdTo);
  if (filters.evaluationPoints)
    params.set(URL_KEYS.evaluationPoints, formatPointRange(filters.evaluationPoints));
  for (const status of filters.greenListStatuses) params.append(URL_KEYS.greenListStatuses, status);
  if (filters.greenListPoints)
    params.set(URL_KEYS.greenListPoints, formatPointRange(filters.greenListPoints));
  if (filters.comments !== undefined) params.set(URL_KEYS.comments, String(filters.comments));
  if (filters.pending !== undefined) params.set(URL_KEYS.pending, String(filters.pending));
  if (filters.selfAssessment !== undefined)
    params.set(URL_KEYS.selfAssessment, String(filters.selfAssessment));
  if (filters.order === 'desc') params.set(URL_KEYS.order, 'desc');
  if (filters.page > 1) params.set(URL_KEYS.page, String(filters.page));
  return params;
}

/** A filter changed: the list starts again at page 1 (unless the change is the page itself). */
export function withFilters(filters: ListFilters, change: Partial<ListFilters>): ListFilters {
  return { ...filters, page: 1, ...change };
}

/** The filters a role may send: the pending and self-assessment filters are not everyone's. */
export function allowedFilters(filters: ListFilters, role: Role): ListFilters {
  return {
    ...filters,
    pending: can(role, 'artisans.filter.pending') ? filters.pending : undefined,
    selfAssessment: can(role, 'artisans.filter.selfAssessment') ? filters.selfAssessment : undefined,
  };
}

/** yyyy-mm-dd as the API's date filter reads it in the web app's format, dd/mm/yyyy. */
const apiDate = (iso: string) => formatDisplayDate(iso);

/**
 * The query string of GET /api/artisans (SPEC.md section 7, names as the API reads them,
 * libs/domain/src/contracts/artisan-list.ts): references as IRIs, dates as dd/mm/yyyy, ranges as
 * min..max, filters the role is not offered left out.
 */
export function apiQueryFromFilters(filters: ListFilters, role: Role): URLSearchParams {
  const allowed = allowedFilters(filters, role);
  const params = new URLSearchParams();
  params.set(P.page, String(allowed.page));
  const search = allowed.search.trim();
  if (search) params.set(P.search, search);
  for (const id of allowed.countries) params.append(P.country, `/api/countries/${id}`);
  for (const status of allowed.statuses) params.append(P.statusEval, status);
  for (const id of allowed.recommendations) params.append(P.recommendations, `/api/recommendations/${id}`);
  for (const id of allowed.crafts) params.append(P.craftMaterail, `/api/craft_materails/${id}`);
  for (const id of allowed.creators) params.append(P.user, `/api/users/${id}`);
  for (const year of allowed.years) params.append(P.inActivity, String(year));
  if (allowed.createdFrom) params.set(P.createdAfter, apiDate(allowed.createdFrom));
  if (allowed.createdTo) params.set(P.createdBefore, apiDate(allowed.createdTo));
  if (allowed.evaluationPoints)
    params.set(P.evaluationTotalPoint, formatPointRange(allowed.evaluationPoints));
  for (const status of allowed.greenListStatuses) params.append(P.greenListStatus, status);
  if (allowed.greenListPoints) params.set(P.greenListTotalPoint, formatPointRange(allowed.greenListPoints));
  if (allowed.comments !== undefined) params.set(P.comments, String(allowed.comments));
  if (allowed.pending !== undefined) params.set(P.pending, String(allowed.pending));
  if (allowed.selfAssessment !== undefined) params.set(P.selfAssessment, String(allowed.selfAssessment));
  params.set(P.order, allowed.order);
  return params;
}

/** How many filters of the advanced panel are set (the search box and the order are not filters there). */
export function advancedFilterCount(filters: ListFilters): number {
  const set = [
    filters.countries.length > 0,
    filters.statuses.length > 0,
    filters.recommendations.length > 0,
    filters.crafts.length > 0,
    filters.creators.length > 0,
    filters.years.length > 0,
    filters.createdFrom !== undefined,
    filters.createdTo !== undefined,
    filters.evaluationPoints !== undefined,
    filters.greenListStatuses.length > 0,
    filters.greenListPoints !== undefined,
    filters.comments !== undefined,
    filters.pending !== undefined,
    filters.selfAssessment !== undefined,
  ];
  return set.filter(Boolean).length;
}

/** Whether "Reset filters" has anything to reset. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return filters.search.trim() !== '' || advancedFilterCount(filters) > 0;
}

/** "Reset filters": everything but the order goes; back to page 1. */
export function resetFilters(filters: ListFilters): ListFilters {
  return { ...EMPTY_FILTERS, order: filters.order };
}

/** The last page there is for a total (at least 1). */
export function lastPage(totalItems: number): number {
  return Math.max(1, Math.ceil(totalItems / ARTISANS_PAGE_SIZE));
}
