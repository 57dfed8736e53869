import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  isEmail,
  isLanguage,
  isStaffRole,
  type StaffRole,
} from '@artisans/domain';
import { idFromIri, type HydraResource } from '../../infrastructure/http/hydra';
import { AppError } from '../../infrastructure/http/problem.filter';
import {
  hasNoControlCharacters,
  oneOrMany,
  userIdFromIri,
  withoutBrackets,
} from '../../infrastructure/http/request-input';

/** The resources of this module as API Platform named them (SPEC.md sections 3 and 7). */
export const USER = { path: 'users', type: 'User' } as const satisfies HydraResource;
export const ORGANIZATION = { path: 'organizations', type: 'Organization' } as const satisfies HydraResource;
export const COUNTRY_PATH = { path: 'countries' } as const;

/** A path or body user id, or a 400 that says what is expected. */
export function parseUserId(value: unknown, field = 'id'): string {
  const id = userIdFromIri(value);
  if (!id) {
    throw new AppError(
      400,
      `${field} must be a user id (a UUID) or its IRI /api/users/<id>; got ${JSON.stringify(value)?.slice(0, 80)}.`,
      'invalid-input',
      [{ propertyPath: field, message: 'Not a user id' }],
    );
  }
  return id;
}

/** true/false as JSON, or as a form sends them. */
export const booleanField = (name: string) =>
  z.preprocess(
    (value) =>
      value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
    z.boolean({ error: `${name} must be true or false.` }),
  );

/** A numeric id or the IRI of a resource (`/api/countries/250` or `250`, as a number or a string). */
const referenceTo = (resource: { path: string }, label: string) =>
  z
    .union([z.number(), z.string()], {
      error: `${label} must be an id or an IRI /api/${resource.path}/<id>.`,
    })
    .transform((value, ctx) => {
      const id = idFromIri(resource, String(value));
      if (id === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be an id or an IRI /api/${resource.path}/<id>; got ${JSON.stringify(value).slice(0, 60)}.`,
        });
        return z.NEVER;
      }
      return id;
    });

export const countryReference = referenceTo(COUNTRY_PATH, 'A country');
export const organizationReference = referenceTo(ORGANIZATION, 'The organisation');

export const staffRole = z.string({ error: 'The role is required.' }).refine(isStaffRole, {
  error: `The role must be one of ${STAFF_ROLES.join(', ')}.`,
});

export const passwordField = (name = 'password') =>
  z
    .string({ error: `The ${name} is required.` })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX_LENGTH, {
      error: `The ${name} must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
    });

const text = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, {
      error: `${required.replace(/ (is|field is) required$/, '')} must be at most ${max} characters.`,
    })
    .refine(hasNoControlCharacters, {
      error: 'Control characters are not allowed.',
    });

const email = z
  .string({ error: MESSAGES.fillEmail })
  .trim()
  .min(1, { error: MESSAGES.fillEmail })
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.invalidEmail })
  .refine((value) => isEmail(value) && hasNoControlCharacters(value), { error: MESSAGES.invalidEmail });

const title = z.preprocess(
  (value) => (value === 'Mr' ? 'Mr.' : value === 'Ms' ? 'Ms.' : value),
  z.enum(['Mr.', 'Ms.'], { error: 'Title field is required (Mr. or Ms.)' }),
);

const phone = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'The phone number must be text.' })
    .trim()
    .max(40, { error: 'The phone number must be at most 40 characters.' })
    .regex(/^\+?[0-9 ()./-]{3,40}$/, {
      error: 'The phone number may hold digits, spaces, + ( ) . / - only.',
    })
    .nullable(),
);

const language = z
  .string({ error: 'The language must be a language code such as en or fr.' })
  .refine(isLanguage, { error: MESSAGES.languageNotSupported });

const organisation = z.preprocess((value) => (value === '' ? null : value), organizationReference.nullable());

/** The fields of the back-office user form (SPEC.md section 3), every one optional here. */
const userFields = {
  title,
  firstName: text('First name is required', 100),
  lastName: text('Last name is required', 100),
  email,
  password: passwordField(),
  confirmation: z.string({ error: 'The confirmation must be text.' }).max(PASSWORD_MAX_LENGTH),
  phone,
  country: countryReference,
  countries: oneOrMany(countryReference),
  organisation,
  organization: organisation,
  organisations: oneOrMany(organizationReference, 1),
  role: staffRole,
  roles: oneOrMany(staffRole, 1),
  isActive: booleanField('isActive'),
  language,
};

const partialUser = z.object(userFields).partial().strict();

export type UserInput = {
  title?: 'Mr.' | 'Ms.';
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  phone?: string | null;
  countries?: number[];
  organizationId?: number | null;
  role?: StaffRole;
  isActive?: boolean;
  language?: string;
};

type PartialUser = z.output<typeof partialUser>;

/** Required to create an account: the field, the body fields that give it, the message. */
const REQUIRED_ON_CREATE: [keyof UserInput, string[], string][] = [
  ['title', ['title'], 'Title field is required (Mr. or Ms.)'],
  ['firstName', ['firstName'], 'First name is required'],
  ['lastName', ['lastName'], 'Last name is required'],
  ['email', ['email'], MESSAGES.fillEmail],
  ['role', ['role', 'roles'], 'The role is required.'],
];

/**
 * The body of POST and PUT /api/users in JSON or form encoding. Aliases old clients send are
 * folded into one field: country/countries, organisation/organization/organisations, role/roles.
 */
export function parseUserInput(body: unknown, mode: 'create' | 'update'): UserInput {
  const raw = withoutBrackets(body ?? {});
  const input = partialUser.safeParse(raw);
  const violations: { propertyPath: string; message: string }[] = [];
  if (!input.success) {
    for (const issue of input.error.issues) {
      violations.push({
        propertyPath: issue.path.join('.'),
        message:
          issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
      });
    }
    if (mode === 'create' && typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const given = raw as Record<string, unknown>;
      for (const [field, aliases, message] of REQUIRED_ON_CREATE)
        if (
          aliases.every((alias) => given[alias] === undefined) &&
          !violations.some((v) => v.propertyPath === field)
        )
          violations.push({ propertyPath: field, message });
    }
    throw invalid(violations);
  }
  const data: PartialUser = input.data;
  const out: UserInput = {
    title: data.title,
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    password: data.password,
    phone: data.phone,
    isActive: data.isActive,
    language: data.language,
  };

  if (data.password !== undefined && data.confirmation !== undefined && data.password !== data.confirmation)
    violations.push({ propertyPath: 'confirmation', message: MESSAGES.passwordsDiffer });
  if (data.confirmation !== undefined && data.password === undefined)
    violations.push({ propertyPath: 'password', message: 'The password is required with its confirmation.' });

  if (data.country !== undefined || data.countries !== undefined)
    // In numeric order, so that the same countries in another order are no change.
    out.countries = [
      ...new Set([...(data.country === undefined ? [] : [data.country]), ...(data.countries ?? [])]),
    ].sort((a, b) => a - b);

  const organisations = [data.organisation, data.organization, ...(data.organisations ?? [])].filter(
    (value) => value !== undefined,
  );
  if (new Set(organisations).size > 1)
    violations.push({
      propertyPath: 'organisation',
      message: 'An account belongs to one organisation only.',
    });
  if (organisations.length > 0) out.organizationId = organisations[0];

  const roles = [...new Set([...(data.role === undefined ? [] : [data.role]), ...(data.roles ?? [])])];
  if (roles.length > 1) violations.push({ propertyPath: 'role', message: 'An account has one role only.' });
  if (roles.length === 1) out.role = roles[0] as StaffRole;

  if (mode === 'create') {
    for (const [field, , message] of REQUIRED_ON_CREATE)
      if (out[field] === undefined) violations.push({ propertyPath: field, message });
  }
  if (violations.length > 0) throw invalid(violations);
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as UserInput;
}

export function invalid(violations: { propertyPath: string; message: string }[]): AppError {
  return new AppError(400, violations.map((v) => v.message).join('\n'), 'invalid-input', violations);
}
