import { z } from 'zod';
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  capitalizeName,
  isEmail,
} from '@artisans/domain';
import { idFromIri, type HydraResource } from '../../infrastructure/http/hydra';
import { requiredText } from '../../infrastructure/http/validation';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { GO_TO_TARGETS } from '../mail/artisan-links';

/**
 * Field schemas of the artisan forms. Bodies come as JSON or form-encoded (where every value is a
 * string), so numbers, booleans and references accept both spellings. Every problem is a 400 with
 * the spec's message; nothing here can throw.
 */

const MAX_ID = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const blankToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

/** PostgreSQL text cannot hold NUL, and no name or address needs a control character. */
const hasNoControlCharacters = (value: string) => !/\p{Cc}/u.test(value);

/** An optional free text: blank is null. */
export const optionalText = (label: string, max = 255) =>
  z.preprocess(
    blankToNull,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, { error: `${label}: at most ${max} characters.` })
      .refine(hasNoControlCharacters, { error: `${label} cannot hold control characters.` })
      .nullable(),
  );

/** Emails of the sign-up form (SPEC.md section 5: 'Invalid email'). */
export const artisanEmail = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .refine(isEmail, { error: MESSAGES.invalidEmail });

/** Emails of the login-like requests (reset, resend): the login screen's messages. */
export const requestEmail = z
  .string({ error: MESSAGES.fillEmail })
  .trim()
  .min(1, { error: MESSAGES.fillEmail, abort: true })
  .refine(isEmail, { error: MESSAGES.emailFormat });

export const password = z
  .string({ error: MESSAGES.fillPassword })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: ARTISAN_MESSAGES.passwordTooLong });

/** A confirmation, when sent, must equal the password it confirms. */
export const confirmation = z.string({ error: MESSAGES.passwordsDiffer }).max(PASSWORD_MAX_LENGTH).optional();

export function checkConfirmation(
  value: { confirmation?: string | undefined } & Record<string, unknown>,
  ctx: z.RefinementCtx,
  passwordKey: string,
): void {
  if (value.confirmation !== undefined && value.confirmation !== value[passwordKey]) {
    ctx.addIssue({ code: 'custom', path: ['confirmation'], message: MESSAGES.passwordsDiffer });
  }
}

/** A hash from a mailed link: only its presence is checked here, its value by AccountHashes. */
export const hashField = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .trim()
    .min(1, { error: `${name} is required.` })
    .max(200, { error: MESSAGES.invalidHash });

export const artisanId = z
  .string({ error: 'id is required.' })
  .trim()
  .regex(UUID, { error: 'id must be the id of an artisan.' })
  .transform((id) => id.toLowerCase());

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Where to go after an invitation (the link's goTo): a screen name such as `profile`, or an app
 * path without scheme or host, so that it can never send the artisan to another site.
 */
export const goTo = z.preprocess(
  blankToNull,
  z
    .string({ error: 'goto must be text.' })
    .trim()
    .max(100, { error: 'goto: at most 100 characters.' })
    .regex(/^(?!\/\/)[A-Za-z0-9_\-/]+$/, { error: 'goto must be a screen of the app.' })
    .nullable(),
);

export const goToTarget = z.enum(GO_TO_TARGETS, {
  error: `target must be one of ${GO_TO_TARGETS.join(', ')}.`,
});

/** The id a reference names: its IRI (`/api/countries/250`), or a whole number within the ids' range. */
export const referenceId = (
  resource: Pick<HydraResource, 'path'>,
  value: string | number,
): number | undefined =>
  typeof value === 'number'
    ? Number.isSafeInteger(value) && value > 0 && value <= MAX_ID
      ? value
      : undefined
    : idFromIri(resource, value);

/** A reference by IRI (`/api/countries/250`) or id (`250`, 250). */
export const reference = (resource: Pick<HydraResource, 'path'>, required: string, invalid: string) =>
  z
    .preprocess(blankToNull, z.union([z.number(), z.string()], { error: invalid }).nullable())
    .transform((value, ctx) => {
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const id = referenceId(resource, value);
      if (id === undefined) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return id;
    });

/** SPEC.md section 5: years 1900 to next year. */
export const inActivity = z
  .preprocess(
    (value) => {
      const blank = blankToNull(value);
      return typeof blank === 'string' && /^\s*\d{1,6}\s*$/.test(blank) ? Number(blank) : blank;
    },
    z
      .number({ error: 'In Activity must be a year.' })
      .int({ error: 'In Activity must be a year.' })
      .nullable(),
  )
  .transform((year, ctx) => {
    if (year === null) {
      ctx.addIssue({ code: 'custom', message: ARTISAN_MESSAGES.inActivityRequired });
      return z.NEVER;
    }
    const last = new Date().getUTCFullYear() + 1;
    if (year < 1900 || year > last) {
      ctx.addIssue({ code: 'custom', message: `In Activity must be a year between 1900 and ${last}.` });
      return z.NEVER;
    }
    return year;
  });

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  '1': true,
  on: true,
  yes: true,
  false: false,
  '0': false,
  off: false,
  no: false,
};

/**
 * A checkbox of the sign-up and profile forms: off unless sent as on (a form does not send an
 * unchecked box; SPEC.md section 5: the newsletter checkbox is off by default).
 */
export const checkbox = (name: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      if (blank === null) return false;
      return typeof blank === 'string' ? (BOOLEAN_WORDS[blank.trim().toLowerCase()] ?? blank) : blank;
    },
    z.boolean({ error: `${name} must be true or false.` }),
  );

export const title = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const key = value.trim().toLowerCase().replace(/\.$/, '');
    if (key === '') return undefined;
    return key === 'mr' ? 'Mr.' : key === 'ms' ? 'Ms.' : value;
  },
  z.enum(['Mr.', 'Ms.'], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? ARTISAN_MESSAGES.titleRequired
        : ARTISAN_MESSAGES.titleValues,
  }),
);

const personName = (required: string) =>
  requiredText(required, 100)
    .refine(hasNoControlCharacters, {
      error: `${required.replace(/ is required$/, '')} cannot hold control characters.`,
    })
    .transform(capitalizeName);

export const firstName = personName(ARTISAN_MESSAGES.firstNameRequired);
export const lastName = personName(ARTISAN_MESSAGES.lastNameRequired);

/** SPEC.md section 5: letters (accented too), digits, hyphen, underscore, dot and space. */
export const place = optionalText('City', 100).refine(
  (value) => value === null || /^[\p{L}\p{M}\p{N}\-_. ]+$/u.test(value),
  { error: ARTISAN_MESSAGES.placeCharacters },
);

export const phone = optionalText('Phone', 40).refine(
  (value) => value === null || /^\+?[\d ()./-]{3,39}$/.test(value),
  { error: ARTISAN_MESSAGES.phoneFormat },
);

/**
 * A website or social link (SPEC.md section 5): a missing scheme is taken as https://, anything
 * that is still not a web address is refused with the network's name.
 */
export const link = (network: string) =>
  optionalText(network, 255).transform((value, ctx) => {
    if (value === null) return null;
    const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
    let valid = false;
    try {
      const url = new URL(withScheme);
      valid =
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) &&
        !/\s/.test(value);
    } catch {
      valid = false;
    }
    if (!valid) {
      ctx.addIssue({ code: 'custom', message: `The ${network} link is not a valid URL.` });
      return z.NEVER;
    }
    return withScheme;
  });

/** Old clients send `gender` for the title. */
export function withTitleAlias(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { gender, ...rest } = body as Record<string, unknown>;
  if (gender === undefined) return body;
  return rest.title === undefined ? { ...rest, title: gender } : rest;
}
