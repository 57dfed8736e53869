import { isEmail } from '@artisans/domain/credentials';
import {
  capitalizeName,
  filterCity,
  isValidLink,
  normalizeLink,
  SOCIAL_NETWORKS,
  yearOptions,
  type LinkField,
  type Title,
} from '../../../../lib/validation/artisan-fields';
import type { ArtisanBody } from '../../api/create-artisan';
import type { Artisan, ConsideredAs } from '../../api/get-artisan';

/** The profile form's values: texts as typed, references as IRIs ('' for none), the year as text. */
export type ProfileValues = {
  title: Title | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  associated: string;
  workshop: string;
  website: string;
  address: string;
  postalCode: string;
  place: string;
  pinterest: string;
  facebook: string;
  instagram: string;
  youtube: string;
  otherSocial: string;
  country: string;
  craftMaterail: string;
  craftPerson: string;
  inActivity: string;
  isReceiveNews: boolean;
  master: boolean;
  risingTalent: boolean;
  deceased: boolean;
  recommendations: string[];
  consideredAs: ConsideredAs | '';
  confirmeds: string[];
  suggestedCountries: string[];
  selfAssessment: boolean;
  pending: boolean;
};

/** A new artisan: nothing filled in, self-assessment on and the newsletter off (SPEC.md sections 3, 5). */
export const EMPTY_PROFILE: ProfileValues = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  associated: '',
  workshop: '',
  website: '',
  address: '',
  postalCode: '',
  place: '',
  pinterest: '',
  facebook: '',
  instagram: '',
  youtube: '',
  otherSocial: '',
  country: '',
  craftMaterail: '',
  craftPerson: '',
  inActivity: '',
  isReceiveNews: false,
  master: false,
  risingTalent: false,
  deceased: false,
  recommendations: [],
  consideredAs: '',
  confirmeds: [],
  suggestedCountries: [],
  selfAssessment: true,
  pending: false,
};

export function profileFrom(artisan: Artisan): ProfileValues {
  return {
    title: artisan.title ?? '',
    firstName: artisan.firstName,
    lastName: artisan.lastName,
    email: artisan.email ?? '',
    phone: artisan.phone ?? '',
    associated: artisan.associated ?? '',
    workshop: artisan.workshop ?? '',
    website: artisan.website ?? '',
    address: artisan.address ?? '',
    postalCode: artisan.postalCode ?? '',
    place: artisan.place ?? '',
    pinterest: artisan.pinterest ?? '',
    facebook: artisan.facebook ?? '',
    instagram: artisan.instagram ?? '',
    youtube: artisan.youtube ?? '',
    otherSocial: artisan.otherSocial ?? '',
    country: artisan.country ?? '',
    craftMaterail: artisan.craftMaterail ?? '',
    craftPerson: artisan.craftPerson ?? '',
    inActivity: artisan.inActivity === null ? '' : String(artisan.inActivity),
    isReceiveNews: artisan.isReceiveNews,
    master: artisan.master,
    risingTalent: artisan.risingTalent,
    deceased: artisan.deceased,
    recommendations: artisan.recommendations,
    consideredAs: artisan.consideredAs ?? '',
    confirmeds: artisan.confirmeds,
    suggestedCountries: artisan.suggestedCountries,
    selfAssessment: artisan.selfAssessment,
    pending: artisan.pending,
  };
}

/** The mandatory fields of SPEC.md section 5, in the order of the form. */
export const MANDATORY_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'craftMaterail',
  'inActivity',
  'country',
] as const satisfies readonly (keyof ProfileValues)[];
export type MandatoryField = (typeof MANDATORY_FIELDS)[number];

export const LINK_FIELDS = ['website', ...SOCIAL_NETWORKS] as const satisfies readonly LinkField[];

/** What is wrong with a field: missing (its own message), a malformed email, a link that is not one. */
export type ProfileProblem = 'required' | 'invalidEmail' | 'invalidLink';
export type ProfileProblems = Partial<Record<MandatoryField | 'email' | LinkField, ProfileProblem>>;

export function profileProblems(values: ProfileValues, currentYear: number): ProfileProblems {
  const problems: ProfileProblems = {};
  if (values.title === '') problems.title = 'required';
  if (values.firstName.trim() === '') problems.firstName = 'required';
  if (values.lastName.trim() === '') problems.lastName = 'required';
  if (values.craftMaterail === '') problems.craftMaterail = 'required';
  if (!yearOptions(currentYear).includes(values.inActivity)) problems.inActivity = 'required';
  if (values.country === '') problems.country = 'required';
  if (values.email.trim() !== '' && !isEmail(values.email.trim())) problems.email = 'invalidEmail';
  for (const field of LINK_FIELDS) if (!isValidLink(values[field])) problems[field] = 'invalidLink';
  return problems;
}

/** Whether the artisan can be saved: SPEC.md section 5 ('Some mandatory information is missing'). */
export function canSave(values: ProfileValues, currentYear: number): boolean {
  return Object.keys(profileProblems(values, currentYear)).length === 0;
}

/** Who edits: the artisan (its own profile), staff, or an admin (who alone changes `pending`). */
export type Editor = 'artisan' | 'staff' | 'admin';

/** The fields only staff change (the API answers 403 when an artisan changes them). */
export const STAFF_FIELDS = [
  'master',
  'risingTalent',
  'deceased',
  'recommendations',
  'consideredAs',
  'confirmeds',
  'suggestedCountries',
  'selfAssessment',
  'pending',
] as const satisfies readonly (keyof ArtisanBody)[];

const orNull = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * The body of POST /api/artisans and PUT /api/artisans/{id} from the form, cleaned as SPEC.md
 * section 5 says (names capitalised, links with a scheme, the city filtered), with the fields the
 * editor may send. Call it with complete values only (see canSave).
 */
export function toArtisanBody(values: ProfileValues, editor: Editor): Partial<ArtisanBody> {
  const link = (value: string) => orNull(normalizeLink(value));
  const body: Partial<ArtisanBody> = {
    title: values.title === '' ? undefined : values.title,
    firstName: capitalizeName(values.firstName),
    lastName: capitalizeName(values.lastName),
    email: orNull(values.email),
    phone: orNull(values.phone),
    associated: orNull(values.associated),
    workshop: orNull(values.workshop),
    website: link(values.website),
    address: orNull(values.address),
    postalCode: orNull(values.postalCode),
    place: orNull(filterCity(values.place)),
    pinterest: link(values.pinterest),
    facebook: link(values.facebook),
    instagram: link(values.instagram),
    youtube: link(values.youtube),
    otherSocial: link(values.otherSocial),
    country: values.country,
    craftMaterail: values.craftMaterail,
    craftPerson: values.craftPerson === '' ? null : values.craftPerson,
    inActivity: Number(values.inActivity),
    isReceiveNews: values.isReceiveNews,
  };
  if (editor !== 'artisan') {
    Object.assign(body, {
      master: values.master,
      risingTalent: values.risingTalent,
      deceased: values.deceased,
      recommendations: values.recommendations,
      consideredAs: values.consideredAs === '' ? null : values.consideredAs,
      confirmeds: values.confirmeds,
      suggestedCountries: values.suggestedCountries,
      selfAssessment: values.selfAssessment,
    } satisfies Partial<ArtisanBody>);
  }
  if (editor === 'admin') body.pending = values.pending;
  return body;
}

const sameValue = (a: unknown, b: unknown) => {
  if (Array.isArray(a) && Array.isArray(b))
    return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
};

/**
 * The fields of `body` that differ from what the artisan had: what PUT sends, so that the history
 * names only the fields really changed. Empty when nothing changed.
 */
export function changesOf(before: Partial<ArtisanBody>, body: Partial<ArtisanBody>): Partial<ArtisanBody> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    if (!sameValue(before[key as keyof ArtisanBody], value)) changes[key] = value;
  return changes as Partial<ArtisanBody>;
}
