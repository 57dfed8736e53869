import { STAFF_ROLES, type StaffRole } from '../../../lib/auth/permissions';

/** SPEC.md section 9: the user list shows 7 accounts a page. */
export const USERS_PAGE_SIZE = 7;

/** The API refuses longer searches (GET /api/users). */
export const USER_SEARCH_MAX_LENGTH = 100;

/**
 * The user list's filters as the screen holds them. They live in the URL, so a filtered list can
 * be shared and survives a reload; an empty list means "not filtered".
 */
export type UserFilters = {
  page: number;
  search: string;
  /** Ids of /api/countries. */
  countries: number[];
  roles: StaffRole[];
  /** Ids of /api/organizations. */
  organizations: number[];
  order: 'asc' | 'desc';
};

export const EMPTY_USER_FILTERS: UserFilters = {
  page: 1,
  search: '',
  countries: [],
  roles: [],
  organizations: [],
  order: 'asc',
};

/** The names the filters take in the web app's URL. */
const KEYS = {
  page: 'page',
  search: 'q',
  countries: 'country',
  roles: 'role',
  organizations: 'org',
  order: 'order',
} as const;

const positiveIds = (values: string[]) =>
  [...new Set(values.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b);

const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/** The filters a URL holds; anything it cannot mean is left out. */
export function userFiltersFromSearchParams(params: URLSearchParams): UserFilters {
  const page = Number(params.get(KEYS.page));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    search: (params.get(KEYS.search) ?? '').slice(0, USER_SEARCH_MAX_LENGTH),
    countries: positiveIds(params.getAll(KEYS.countries)),
    roles: [...new Set(params.getAll(KEYS.roles).filter(isStaffRole))],
    organizations: positiveIds(params.getAll(KEYS.organizations)),
    order: params.get(KEYS.order) === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * The URL for the filters, keeping the parameters that are not filters (the open tab). Defaults
 * are left out, so the plain list has a plain URL.
 */
export function searchParamsFromUserFilters(
  filters: UserFilters,
  current = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of Object.values(KEYS)) params.delete(key);
  if (filters.page > 1) params.set(KEYS.page, String(filters.page));
  if (filters.search.trim()) params.set(KEYS.search, filters.search.trim());
  for (const id of filters.countries) params.append(KEYS.countries, String(id));
  for (const role of filters.roles) params.append(KEYS.roles, role);
  for (const id of filters.organizations) params.append(KEYS.organizations, String(id));
  if (filters.order === 'desc') params.set(KEYS.order, 'desc');
  return params;
}

/**
 * GET /api/users's query (SPEC.md section 7): filters by IRI, sorted by last name. While searching
 * the API answers every match (no pagination), so no page is sent then.
 */
export function apiQueryFromUserFilters(filters: UserFilters): URLSearchParams {
  const query = new URLSearchParams();
  const search = filters.search.trim();
  if (search) query.set('orSearch_search', search);
  else query.set('page', String(filters.page));
  for (const id of filters.countries) query.append('countries[]', `/api/countries/${id}`);
  for (const role of filters.roles) query.append('roles[]', role);
  for (const id of filters.organizations) query.append('organizations[]', `/api/organizations/${id}`);
  query.set('order[lastName]', filters.order);
  return query;
}

/** A change of filters starts again at the first page; a page change keeps the filters. */
export function withUserFilters(filters: UserFilters, change: Partial<UserFilters>): UserFilters {
  return { ...filters, page: 1, ...change };
}

export function hasActiveUserFilters(filters: UserFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.countries.length > 0 ||
    filters.roles.length > 0 ||
    filters.organizations.length > 0
  );
}

/** Every filter cleared; the sort order stays as the person chose it. */
export function resetUserFilters(filters: UserFilters): UserFilters {
  return { ...EMPTY_USER_FILTERS, order: filters.order };
}

export function lastUserPage(totalItems: number): number {
  return Math.max(1, Math.ceil(totalItems / USERS_PAGE_SIZE));
}
