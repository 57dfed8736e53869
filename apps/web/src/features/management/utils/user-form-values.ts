import type { StaffRole } from '../../../lib/auth/permissions';
import type { Language } from '../../../lib/i18n/languages';
import {
  emailProblem,
  newPasswordProblems,
  type CredentialProblem,
} from '../../../lib/validation/credentials';
import type { UserRow } from '../api/list-users';

/** The body of POST and PUT /api/users as this screen sends it (SPEC.md section 3, "User"). */
export type UserBody = {
  title: 'Mr.' | 'Ms.';
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  password?: string;
  confirmation?: string;
  /** IRIs of /api/countries. */
  countries: string[];
  /** IRI of /api/organizations, or null for none. */
  organisation: string | null;
  role: StaffRole;
  language: Language;
  isActive?: boolean;
};

/** The user form as the person fills it in: selects hold ids as strings, '' is "not chosen". */
export type UserFormValues = {
  title: 'Mr.' | 'Ms.' | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmation: string;
  countries: string[];
  organisation: string | null;
  role: StaffRole | '';
  language: Language;
};

export type UserField = keyof UserFormValues;

/** What is wrong with a field: a message of this screen, or one of SPEC.md section 5. */
export type UserFormProblem =
  | 'titleRequired'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'roleRequired'
  | 'phoneFormat'
  | CredentialProblem;

export const emptyUserForm = (language: Language): UserFormValues => ({
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmation: '',
  countries: [],
  organisation: null,
  role: '',
  language,
});

const asLanguage = (value: string, fallback: Language): Language =>
  value === '' ? fallback : (value as Language);

export function valuesFromUser(user: UserRow): UserFormValues {
  return {
    title: user.title === 'Mr.' || user.title === 'Ms.' ? user.title : '',
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    password: '',
    confirmation: '',
    countries: user.countries.map(String),
    organisation: user.organisation ? String(user.organisation.id) : null,
    role: user.role,
    language: asLanguage(user.language, 'en'),
  };
}

/** The API's pattern for phone numbers: digits, spaces and + ( ) . / - only. */
const PHONE = /^\+?[0-9 ()./-]{3,40}$/;

/**
 * The problems of the form, field by field. On creation the password may stay empty (the person
 * is mailed a link to choose one); a password given must have 8 characters and match its
 * confirmation.
 */
export function userFormProblems(values: UserFormValues): Partial<Record<UserField, UserFormProblem>> {
  const problems: Partial<Record<UserField, UserFormProblem>> = {};
  if (values.title === '') problems.title = 'titleRequired';
  if (values.firstName.trim() === '') problems.firstName = 'firstNameRequired';
  if (values.lastName.trim() === '') problems.lastName = 'lastNameRequired';
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  if (values.phone.trim() !== '' && !PHONE.test(values.phone.trim())) problems.phone = 'phoneFormat';
  if (values.role === '') problems.role = 'roleRequired';
  if (values.password !== '' || values.confirmation !== '') {
    const password = newPasswordProblems(values.password, values.confirmation);
    if (password.password) problems.password = password.password;
    if (password.confirmation) problems.confirmation = password.confirmation;
  }
  return problems;
}

const countryIris = (ids: readonly string[]) =>
  [...ids].sort((a, b) => Number(a) - Number(b)).map((id) => `/api/countries/${id}`);
const organisationIri = (id: string | null) => (id === null ? null : `/api/organizations/${id}`);

/** The body of a new account: every field; no password means "mail a link". */
export function createBody(values: UserFormValues): UserBody {
  if (values.title === '' || values.role === '') throw new Error('createBody needs a checked form');
  return {
    title: values.title,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() === '' ? null : values.phone.trim(),
    ...(values.password !== '' && { password: values.password, confirmation: values.confirmation }),
    countries: countryIris(values.countries),
    organisation: organisationIri(values.organisation),
    role: values.role,
    language: values.language,
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * Only what the person changed since the version they opened: the account's history names the
 * changed fields, and a field left alone never overwrites a colleague's change.
 */
export function changedBody(seen: UserFormValues, values: UserFormValues): Partial<UserBody> {
  const full = createBody(values);
  const changes: Partial<UserBody> = {};
  if (values.title !== seen.title) changes.title = full.title;
  if (values.firstName.trim() !== seen.firstName.trim()) changes.firstName = full.firstName;
  if (values.lastName.trim() !== seen.lastName.trim()) changes.lastName = full.lastName;
  if (values.email.trim() !== seen.email.trim()) changes.email = full.email;
  if (values.phone.trim() !== seen.phone.trim()) changes.phone = full.phone;
  if (!sameSet(values.countries, seen.countries)) changes.countries = full.countries;
  if (values.organisation !== seen.organisation) changes.organisation = full.organisation;
  if (values.role !== seen.role) changes.role = full.role;
  if (values.language !== seen.language) changes.language = full.language;
  if (values.password !== '') {
    changes.password = values.password;
    changes.confirmation = values.confirmation;
  }
  return changes;
}

/**
 * The form after a stale save (412): the latest version, with every field the person changed on
 * the version they had opened laid back on top, so their input stays on the screen.
 */
export function rebaseUserDraft(
  seen: UserFormValues,
  latest: UserFormValues,
  typed: UserFormValues,
): UserFormValues {
  const draft: Record<string, unknown> = { ...latest };
  for (const key of Object.keys(typed) as UserField[])
    if (JSON.stringify(typed[key]) !== JSON.stringify(seen[key])) draft[key] = typed[key];
  return draft as UserFormValues;
}
