import { isEmail, PASSWORD_MIN_LENGTH } from '@artisans/domain/credentials';
import {
  capitalizeName,
  filterCity,
  isValidLink,
  normalizeLink,
  SOCIAL_NETWORKS,
  yearOptions,
  type SocialNetwork,
  type Title,
} from '../../../lib/validation/artisan-fields';

/** Step 1 of the sign-up (SPEC.md section 2). `country` is the country's IRI. */
export type Step1Values = {
  title: Title | '';
  firstName: string;
  lastName: string;
  email: string;
  country: string;
};

/** Step 2: everything of the artisan's sign-up. Lists hold IRIs; the year is a string until sent. */
export type Step2Values = Step1Values & {
  associated: string;
  workshop: string;
  craftMaterail: string;
  craftPerson: string;
  inActivity: string;
  website: string;
  address: string;
  postalCode: string;
  place: string;
  /** ISO code of the phone's country; its calling code prefixes the number. */
  phoneCountry: string;
  phone: string;
  password: string;
  confirmation: string;
  isReceiveNews: boolean;
} & Record<SocialNetwork, string>;

export const EMPTY_STEP1: Step1Values = { title: '', firstName: '', lastName: '', email: '', country: '' };

export function step2From(step1: Step1Values, previous?: Step2Values): Step2Values {
  return {
    associated: '',
    workshop: '',
    craftMaterail: '',
    craftPerson: '',
    inActivity: '',
    website: '',
    address: '',
    postalCode: '',
    place: '',
    phoneCountry: '',
    phone: '',
    pinterest: '',
    facebook: '',
    instagram: '',
    youtube: '',
    otherSocial: '',
    password: '',
    confirmation: '',
    // SPEC.md section 5: the newsletter checkbox is off by default.
    isReceiveNews: false,
    ...previous,
    ...step1,
  };
}

/** Step 1's button is enabled only when gender, names, a well-formed email and the country are there. */
export function isStep1Complete(values: Step1Values): boolean {
  return (
    values.title !== '' &&
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    isEmail(values.email) &&
    values.country !== ''
  );
}

/** What the warning popup lists (SPEC.md section 5), in the order of the form. */
export type MissingItem =
  | 'title'
  | 'firstName'
  | 'lastName'
  | 'country'
  | 'craftMaterail'
  | 'craftPerson'
  | 'inActivity'
  | 'website'
  | SocialNetwork
  | 'email'
  | 'password'
  | 'confirmation';

export function missingItems(values: Step2Values, currentYear: number): MissingItem[] {
  const missing: MissingItem[] = [];
  if (values.title === '') missing.push('title');
  if (values.firstName.trim() === '') missing.push('firstName');
  if (values.lastName.trim() === '') missing.push('lastName');
  if (values.country === '') missing.push('country');
  if (values.craftMaterail === '') missing.push('craftMaterail');
  if (values.craftPerson === '') missing.push('craftPerson');
  if (!yearOptions(currentYear).includes(values.inActivity)) missing.push('inActivity');
  if (!isValidLink(values.website)) missing.push('website');
  for (const network of SOCIAL_NETWORKS) if (!isValidLink(values[network])) missing.push(network);
  if (!isEmail(values.email)) missing.push('email');
  if (values.password.length < PASSWORD_MIN_LENGTH) missing.push('password');
  if (values.confirmation !== values.password) missing.push('confirmation');
  return missing;
}

/** The body of POST /api/artisans (SPEC.md section 7; the field names are the contract). */
export type ArtisanSignUpBody = {
  title: Title;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmation: string;
  country: string;
  craftMaterail: string;
  craftPerson: string;
  inActivity: number;
  associated: string;
  workshop: string;
  website: string;
  address: string;
  postalCode: string;
  place: string;
  phone: string;
  isReceiveNews: boolean;
} & Record<SocialNetwork, string>;

export function toSignUpBody(values: Step2Values, dialCode: string | undefined): ArtisanSignUpBody {
  const phone = values.phone.trim();
  return {
    title: values.title === '' ? 'Mr.' : values.title,
    firstName: capitalizeName(values.firstName),
    lastName: capitalizeName(values.lastName),
    email: values.email.trim(),
    password: values.password,
    confirmation: values.confirmation,
    country: values.country,
    craftMaterail: values.craftMaterail,
    craftPerson: values.craftPerson,
    inActivity: Number(values.inActivity),
    associated: values.associated.trim(),
    workshop: values.workshop.trim(),
    website: normalizeLink(values.website),
    address: values.address.trim(),
    postalCode: values.postalCode.trim(),
    place: filterCity(values.place).trim(),
    phone: phone === '' ? '' : dialCode && !phone.startsWith('+') ? `+${dialCode} ${phone}` : phone,
    pinterest: normalizeLink(values.pinterest),
    facebook: normalizeLink(values.facebook),
    instagram: normalizeLink(values.instagram),
    youtube: normalizeLink(values.youtube),
    otherSocial: normalizeLink(values.otherSocial),
    isReceiveNews: values.isReceiveNews,
  };
}
