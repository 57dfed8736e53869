import { can, type Role } from '@artisans/domain';

export const STATISTICS_SCOPE_MESSAGES = {
  otherCountry: 'You see the statistics of your own countries only: pick one of them or none.',
} as const;

export type StatisticsViewer = { role: Role; countries: readonly number[] };

/**
 * Which countries' figures a viewer may count (issue 16): the foundation every country, a network
 * member its own countries only, whatever it filters on. Returns the countries to count (null: all),
 * or 'refused' when the filter names a country outside the viewer's.
 */
export function countriesCounted(
  viewer: StatisticsViewer,
  country: number | null,
): number[] | null | 'refused' {
  if (can(viewer.role, 'statistics.read')) return country === null ? null : [country];
  if (!can(viewer.role, 'statistics.readOwnCountries')) return 'refused';
  if (country === null) return [...viewer.countries];
  return viewer.countries.includes(country) ? [country] : 'refused';
}
