import type { StaffRole } from '../roles';

/**
 * The back office's accounts and organisations (SPEC.md section 3, "User" and "Organisation"). In a
 * Hydra collection or answered alone, each item also carries its `@id` (IRI) and `@type`.
 */

/** An organisation as an account names it: its IRI, type, id and name. */
export type OrganisationRef = { '@id': string; '@type': string; id: number; name: string };

/** GET /api/users and /api/users/{id} (and the answer of a change): a back-office account. */
export type UserItem = {
  id: string;
  title: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  role: StaffRole;
  roles: StaffRole[];
  roleName: string;
  /** IRIs of /api/countries. */
  countries: string[];
  organisation: OrganisationRef | null;
  organisations: OrganisationRef[];
  isActive: boolean;
  /** Listed for User by SPEC.md section 3; a back-office account has no evaluation status. */
  statusEval: null;
  language: string;
  createdAt: string;
  updatedAt: string;
};

/**
 * GET /organizations/list and GET /api/organizations/{id} (and the answer of a change): an
 * organisation (name, members and countries as IRIs). `countries` is where it works: the countries
 * given to it (`assignedCountries`, what the form changes) and those of its members.
 */
export type OrganizationView = {
  id: number;
  name: string;
  users: string[];
  countries: string[];
  assignedCountries: string[];
};
