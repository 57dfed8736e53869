/**
 * The field rules of the artisan forms (SPEC.md section 5), shared by the sign-up and the artisan
 * profile: names, city, phone, links, years and the prefix search of craft and occupation.
 */

export type Title = 'Mr.' | 'Ms.';

export const SOCIAL_NETWORKS = ['pinterest', 'facebook', 'instagram', 'youtube', 'otherSocial'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The website and the social networks: every link field of an artisan. */
export type LinkField = SocialNetwork | 'website';

/** Brand names stay as they are in every language; the others are translated by the screen. */
export const NETWORK_NAMES: Record<LinkField, string | undefined> = {
  website: undefined,
  pinterest: 'Pinterest',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  otherSocial: undefined,
};

/** Names are capitalised per word and per hyphen, and trimmed, on blur (the API stores them so). */
export { capitalizeName } from '@artisans/domain/person-names';

/** City: letters (accented too), digits, hyphen, underscore, dot and space; the rest is blocked. */
export function filterCity(value: string): string {
  return value.replace(/[^\p{L}\p{M}\p{N}\s._-]/gu, '');
}

/** Phone: digits, spaces and + ( ) . / - only (what the API accepts). */
export function filterPhone(value: string): string {
  return value.replace(/[^\d\s()./+-]/g, '');
}

const SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;
const URL_PATTERN =
  /^https?:\/\/(?:[\p{L}\d](?:[\p{L}\d-]*[\p{L}\d])?\.)+[\p{L}]{2,}(?::\d{2,5})?(?:[/?#]\S*)?$/iu;

/** A link without a scheme gets `https://` (SPEC.md section 5); an empty one stays empty. */
export function normalizeLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return SCHEME.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * A link field on leaving it: a missing scheme is added only where that makes a link; anything else
 * stays exactly as typed, so that it is refused as the person wrote it (not as `https://not a url`).
 */
export function completeLink(value: string): string {
  const link = normalizeLink(value);
  return link === '' || URL_PATTERN.test(link) ? link : value;
}

/** Checked against a URL pattern; empty links are fine (they are optional). */
export function isValidLink(value: string): boolean {
  const link = normalizeLink(value);
  return link === '' || URL_PATTERN.test(link);
}

/** SPEC.md sections 5 and 9: the years 1900 to next year, the latest first. */
export function yearOptions(currentYear: number): string[] {
  const years: string[] = [];
  for (let year = currentYear + 1; year >= 1900; year -= 1) years.push(String(year));
  return years;
}

/** Craft and occupation search: labels that start with what was typed, ignoring case. */
export function matchesPrefix(label: string, search: string): boolean {
  const query = search.trim().toLocaleLowerCase();
  return query === '' || label.toLocaleLowerCase().startsWith(query);
}

/** The values with another craft chosen: the occupation, one of the craft's, goes when the craft changes. */
export function withCraft<V extends { craftMaterail: string; craftPerson: string }>(
  values: V,
  craft: string | null,
): V {
  return {
    ...values,
    craftMaterail: craft ?? '',
    craftPerson: craft === values.craftMaterail ? values.craftPerson : '',
  };
}
