import type { Organization } from '../api/list-organizations';

/** The body of POST and PUT /api/organizations as this screen sends it. */
export type OrganizationBody = {
  name: string;
  /** IRIs of /api/countries: the countries given to the organisation itself. */
  countries: string[];
  /** IRIs of /api/users: every listed member. */
  users: string[];
};

/** The organisation form: selects hold ids as strings. */
export type OrganizationFormValues = { name: string; countries: string[]; users: string[] };

export const EMPTY_ORGANIZATION_FORM: OrganizationFormValues = { name: '', countries: [], users: [] };

/** The API's limit (organization.decider.ts). */
export const ORGANIZATION_NAME_MAX_LENGTH = 120;

export function valuesFromOrganization(organization: Organization): OrganizationFormValues {
  return {
    name: organization.name,
    countries: organization.assignedCountries.map(String),
    users: [...organization.users],
  };
}

export function organizationNameProblem(name: string): 'nameRequired' | undefined {
  return name.trim() === '' ? 'nameRequired' : undefined;
}

const sortedIds = (ids: readonly string[]) => [...ids].sort((a, b) => Number(a) - Number(b));
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export function organizationBody(values: OrganizationFormValues): OrganizationBody {
  return {
    name: values.name.trim().replace(/\s+/g, ' '),
    countries: sortedIds(values.countries).map((id) => `/api/countries/${id}`),
    users: values.users.map((id) => `/api/users/${id}`),
  };
}

/** Only what changed since the version the form opened on. */
export function changedOrganizationBody(
  seen: OrganizationFormValues,
  values: OrganizationFormValues,
): Partial<OrganizationBody> {
  const full = organizationBody(values);
  return {
    ...(full.name !== organizationBody(seen).name && { name: full.name }),
    ...(!sameSet(values.countries, seen.countries) && { countries: full.countries }),
    ...(!sameSet(values.users, seen.users) && { users: full.users }),
  };
}
