import { z } from 'zod';
import { LANGUAGES, MESSAGES, isEmail, isLanguage, type Language } from '@artisans/domain';
import { withoutBrackets } from '../../infrastructure/http/request-input';
import type { HydraResource } from '../../infrastructure/http/hydra';
import { AppError } from '../../infrastructure/http/problem.filter';
import {
  CONFIRMED,
  COUNTRY,
  CRAFT_MATERIAL,
  CRAFT_PERSON,
  RECOMMENDATION,
} from '../../reference-data/reference-data.service';
import type { ArtisanPersonalData } from '../artisan-accounts.service';
import { ARTISAN_MESSAGES } from '../domain/artisan-messages';
import { ARTISAN_PERSONAL_FIELDS, CONSIDERED_AS, type ArtisanProfile } from '../domain/artisan-profile';
import {
  checkbox,
  firstName,
  inActivity,
  lastName,
  link,
  optionalText,
  phone,
  place,
  reference,
  referenceId,
  title,
  withTitleAlias,
} from '../http/artisan-input';

/**
 * The artisan profile form of staff (and the artisan's own "My profile"), SPEC.md sections 3 and 5,
 * with the field names of the API Platform contract. JSON or form-encoded; lists as arrays, repeated
 * fields or `name[]`. Every problem is a 400 naming the field; missing mandatory fields add the
 * summary 'Some mandatory information is missing.'.
 */

const MAX_LIST = 50;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The messages that say a mandatory field is missing (SPEC.md section 5). */
const MANDATORY_MESSAGES = new Set<string>([
  ARTISAN_MESSAGES.titleRequired,
  ARTISAN_MESSAGES.firstNameRequired,
  ARTISAN_MESSAGES.lastNameRequired,
  ARTISAN_MESSAGES.countryRequired,
  ARTISAN_MESSAGES.craftRequired,
  ARTISAN_MESSAGES.inActivityRequired,
]);

/** Optional on the profile form, but 'Invalid email' when given and wrong; blank is none. */
const optionalEmail = z.preprocess(
  (value) => (blank(value) ? null : value),
  z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .refine(isEmail, { error: MESSAGES.invalidEmail })
    .nullable(),
);

/** A reference that may be empty (the occupation). */
const optionalReference = (resource: Pick<HydraResource, 'path'>, invalid: string) =>
  z.preprocess(
    (value) => (blank(value) ? null : value),
    z
      .union([z.number(), z.string()], { error: invalid })
      .transform((value, ctx) => {
        const id = referenceId(resource, value);
        if (id === undefined) {
          ctx.addIssue({ code: 'custom', message: invalid });
          return z.NEVER;
        }
        return id;
      })
      .nullable(),
  );

/** A list of references: an array, one value, or blank for none. Sorted out by the decider. */
const referenceList = (resource: Pick<HydraResource, 'path'>, label: string) =>
  z.preprocess(
    (value) => (blank(value) ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(z.union([z.number(), z.string()]), {
        error: `${label} must be a list of /api/${resource.path} IRIs.`,
      })
      .max(MAX_LIST, { error: `${label}: at most ${MAX_LIST} values.` })
      .transform((values, ctx) => {
        const ids: number[] = [];
        for (const value of values) {
          const id = referenceId(resource, value);
          if (id === undefined) {
            ctx.addIssue({
              code: 'custom',
              message: `${label} must be a list of /api/${resource.path} IRIs; got ${JSON.stringify(value).slice(0, 60)}.`,
            });
            return z.NEVER;
          }
          ids.push(id);
        }
        return ids;
      }),
  );

const consideredAs = z.preprocess(
  (value) => {
    if (blank(value)) return null;
    if (typeof value !== 'string') return value;
    const key = value.trim().toLowerCase();
    return CONSIDERED_AS.find((option) => option.toLowerCase() === key) ?? value;
  },
  z
    .enum(CONSIDERED_AS, { error: `consideredAs must be ${CONSIDERED_AS.join(' or ')}, or empty.` })
    .nullable(),
);

const language = z.preprocess(
  (value) => (blank(value) ? undefined : typeof value === 'string' ? value.trim().toLowerCase() : value),
  z
    .string({ error: `language must be one of ${LANGUAGES.join(', ')}.` })
    .refine(isLanguage, { error: `language must be one of ${LANGUAGES.join(', ')}.` })
    .optional(),
);

/** Every field of the form; in an update each one is optional (absent: unchanged). */
const FIELDS = {
  title,
  firstName,
  lastName,
  email: optionalEmail,
  phone,
  associated: optionalText('Associated'),
  workshop: optionalText('Workshop'),
  website: link('website'),
  address: optionalText('Address'),
  postalCode: optionalText('Postal code', 20),
  place,
  pinterest: link('Pinterest'),
  facebook: link('Facebook'),
  instagram: link('Instagram'),
  youtube: link('YouTube'),
  otherSocial: link('other social network'),
  country: reference(COUNTRY, ARTISAN_MESSAGES.countryRequired, ARTISAN_MESSAGES.unknownCountry),
  craftMaterail: reference(CRAFT_MATERIAL, ARTISAN_MESSAGES.craftRequired, ARTISAN_MESSAGES.unknownCraft),
  craftPerson: optionalReference(CRAFT_PERSON, ARTISAN_MESSAGES.unknownOccupation),
  inActivity,
  master: checkbox('master'),
  risingTalent: checkbox('risingTalent'),
  deceased: checkbox('deceased'),
  recommendations: referenceList(RECOMMENDATION, 'recommendations'),
  consideredAs,
  confirmeds: referenceList(CONFIRMED, 'confirmeds'),
  suggestedCountries: referenceList(COUNTRY, 'suggestedCountries'),
  selfAssessment: checkbox('selfAssessment'),
  isReceiveNews: checkbox('isReceiveNews'),
  pending: checkbox('pending'),
};

type Fields = typeof FIELDS;
type FieldName = keyof Fields;

/** A field a new artisan may leave out, and the value it then takes (SPEC.md section 3). */
const orElse = <Schema extends z.ZodType, Fallback extends z.output<Schema>>(
  schema: Schema,
  fallback: Fallback,
) => schema.optional().transform((value): z.output<Schema> => value ?? fallback);

const creationSchema = z
  .object({
    ...FIELDS,
    email: orElse(FIELDS.email, null),
    phone: orElse(FIELDS.phone, null),
    associated: orElse(FIELDS.associated, null),
    workshop: orElse(FIELDS.workshop, null),
    website: orElse(FIELDS.website, null),
    address: orElse(FIELDS.address, null),
    postalCode: orElse(FIELDS.postalCode, null),
    place: orElse(FIELDS.place, null),
    pinterest: orElse(FIELDS.pinterest, null),
    facebook: orElse(FIELDS.facebook, null),
    instagram: orElse(FIELDS.instagram, null),
    youtube: orElse(FIELDS.youtube, null),
    otherSocial: orElse(FIELDS.otherSocial, null),
    craftPerson: orElse(FIELDS.craftPerson, null),
    master: orElse(FIELDS.master, false),
    risingTalent: orElse(FIELDS.risingTalent, false),
    deceased: orElse(FIELDS.deceased, false),
    recommendations: orElse(FIELDS.recommendations, []),
    consideredAs: orElse(FIELDS.consideredAs, null),
    confirmeds: orElse(FIELDS.confirmeds, []),
    suggestedCountries: orElse(FIELDS.suggestedCountries, []),
    selfAssessment: orElse(FIELDS.selfAssessment, true),
    isReceiveNews: orElse(FIELDS.isReceiveNews, false),
    pending: orElse(FIELDS.pending, false),
    language,
  })
  .strict();

const updateSchema = z
  .object({
    ...(Object.fromEntries(Object.entries(FIELDS).map(([name, schema]) => [name, schema.optional()])) as {
      [Name in FieldName]: z.ZodOptional<Fields[Name]>;
    }),
  })
  .strict();

export type ProfileChanges = {
  personal: Partial<ArtisanPersonalData>;
  profile: Partial<ArtisanProfile>;
};

export type NewArtisanInput = {
  personal: ArtisanPersonalData;
  profile: ArtisanProfile;
  language: Language | undefined;
};

/** The body of `confirmedFor` and `gender` (older clients), under their contract names. */
function withAliases(body: unknown): unknown {
  const unbracketed = withoutBrackets(withTitleAlias(body));
  if (typeof unbracketed !== 'object' || unbracketed === null || Array.isArray(unbracketed))
    return unbracketed;
  const { confirmedFor, ...rest } = unbracketed as Record<string, unknown>;
  if (confirmedFor === undefined) return unbracketed;
  return rest.confirmeds === undefined ? { ...rest, confirmeds: confirmedFor } : rest;
}

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(withAliases(body ?? {}));
  if (result.success) return result.data;
  const violations = result.error.issues.map((issue) => ({
    propertyPath: issue.path.join('.'),
    message:
      issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message,
  }));
  const missing = violations.some((v) => MANDATORY_MESSAGES.has(v.message));
  const messages = violations.map((v) => v.message);
  throw new AppError(
    400,
    (missing ? [ARTISAN_MESSAGES.mandatoryMissing, ...messages] : messages).join('\n'),
    missing ? 'mandatory-missing' : 'invalid-input',
    violations,
  );
}

/** The body of POST /api/artisans from staff: the whole profile, mandatory fields checked. */
export function parseNewArtisan(body: unknown): NewArtisanInput {
  const input = parse(creationSchema, body);
  return {
    personal: {
      title: input.title,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      phone: input.phone,
      associated: input.associated,
      workshop: input.workshop,
      website: input.website,
      address: input.address,
      postalCode: input.postalCode,
      place: input.place,
      pinterest: input.pinterest,
      facebook: input.facebook,
      instagram: input.instagram,
      youtube: input.youtube,
      otherSocial: input.otherSocial,
    },
    profile: {
      countryId: input.country,
      craftMaterialId: input.craftMaterail,
      craftPersonId: input.craftPerson,
      inActivity: input.inActivity,
      receiveNews: input.isReceiveNews,
      master: input.master,
      risingTalent: input.risingTalent,
      deceased: input.deceased,
      recommendations: input.recommendations,
      consideredAs: input.consideredAs,
      confirmedFor: input.confirmeds,
      suggestedCountryIds: input.suggestedCountries,
      selfAssessment: input.selfAssessment,
      pending: input.pending,
    },
    language: input.language,
  };
}

/** The personal fields of the form are the aggregate's personal fields. */
const PERSONAL_INPUTS = ARTISAN_PERSONAL_FIELDS satisfies readonly (FieldName & keyof ArtisanPersonalData)[];

/** API field name → profile key. */
const PROFILE_INPUTS = {
  country: 'countryId',
  craftMaterail: 'craftMaterialId',
  craftPerson: 'craftPersonId',
  inActivity: 'inActivity',
  isReceiveNews: 'receiveNews',
  master: 'master',
  risingTalent: 'risingTalent',
  deceased: 'deceased',
  recommendations: 'recommendations',
  consideredAs: 'consideredAs',
  confirmeds: 'confirmedFor',
  suggestedCountries: 'suggestedCountryIds',
  selfAssessment: 'selfAssessment',
  pending: 'pending',
} as const satisfies Partial<Record<FieldName, keyof ArtisanProfile>>;

/** Profile key → the API field name the history and the errors use. */
export const API_FIELD_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PROFILE_INPUTS).map(([api, key]) => [key, api]),
);

/** The body of PUT /api/artisans/{id}: any subset of the fields; null or blank empties an optional one. */
export function parseProfileChanges(body: unknown): ProfileChanges {
  const input = parse(updateSchema, body) as Record<string, unknown>;
  const personal: Record<string, unknown> = {};
  const profile: Record<string, unknown> = {};
  for (const name of PERSONAL_INPUTS) if (input[name] !== undefined) personal[name] = input[name];
  for (const [name, key] of Object.entries(PROFILE_INPUTS))
    if (input[name] !== undefined) profile[key] = input[name];
  return { personal: personal as Partial<ArtisanPersonalData>, profile: profile as Partial<ArtisanProfile> };
}
