import { z } from 'zod';
import { idFromIri } from '../infrastructure/http/hydra';
import { AppError } from '../infrastructure/http/problem.filter';
import { parseInput } from '../infrastructure/http/validation';
import { ORGANIZATION, countryReference } from '../accounts/staff/staff-input';
import {
  hasNoControlCharacters,
  oneOrMany,
  userIdFromIri,
  withoutBrackets,
} from '../infrastructure/http/request-input';
import { ORGANIZATION_NAME_MAX_LENGTH } from './domain/organization.decider';

/** The fields of the organisation form (SPEC.md section 3: name, countries, users). */
export type OrganizationInput = {
  name?: string;
  /** The countries given to the organisation itself, ascending. */
  countries?: number[];
  /** Every listed member: accounts named here join it, listed members left out leave it. */
  users?: string[];
};

const name = z
  .string({ error: 'The name of the organisation is required.' })
  .transform((value) => value.trim().replace(/\s+/g, ' '))
  .pipe(
    z
      .string()
      .min(1, { error: 'The name of the organisation is required.' })
      .max(ORGANIZATION_NAME_MAX_LENGTH, {
        error: `The name of the organisation is at most ${ORGANIZATION_NAME_MAX_LENGTH} characters.`,
      })
      .refine(hasNoControlCharacters, { error: 'Control characters are not allowed.' }),
  );

const userReference = z
  .union([z.string(), z.number()], { error: 'A user must be named by its id or IRI /api/users/<id>.' })
  .transform((value, ctx) => {
    const id = userIdFromIri(String(value));
    if (!id) {
      ctx.addIssue({
        code: 'custom',
        message: 'A user must be named by its id (a UUID) or IRI /api/users/<id>.',
      });
      return z.NEVER;
    }
    return id;
  });

const organizationBody = z
  .object({
    name,
    countries: oneOrMany(countryReference),
    users: oneOrMany(userReference, 1000),
  })
  .partial()
  .strict();

/** The body of POST and PUT /api/organizations, in JSON or form encoding (`countries[]`, `users[]`). */
export function parseOrganizationInput(body: unknown, mode: 'create' | 'update'): OrganizationInput {
  const input = parseInput(organizationBody, withoutBrackets(body ?? {}));
  if (mode === 'create' && input.name === undefined)
    throw new AppError(400, 'The name of the organisation is required.', 'invalid-input', [
      { propertyPath: 'name', message: 'The name of the organisation is required.' },
    ]);
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.countries !== undefined && {
      countries: [...new Set(input.countries)].sort((a, b) => a - b),
    }),
    ...(input.users !== undefined && { users: [...new Set(input.users)] }),
  };
}

/** The organisation a path names (`7` or `/api/organizations/7`), or a 400. */
export function parseOrganizationId(raw: string): number {
  const id = idFromIri(ORGANIZATION, raw);
  if (id === undefined)
    throw new AppError(400, `The id must be a positive whole number; got "${raw.slice(0, 40)}".`);
  return id;
}
