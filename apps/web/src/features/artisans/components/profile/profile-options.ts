import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ARTISAN_SCOPE } from '@artisans/domain/permissions';
import type { Role } from '../../../../lib/auth/permissions';
import { confirmedsQuery } from '../../../../lib/reference-data/confirmeds';
import { useCountries } from '../../../../lib/reference-data/countries';
import { useCraftMaterials } from '../../../../lib/reference-data/craft-materials';
import { useCraftPeople, type CraftPerson } from '../../../../lib/reference-data/craft-people';
import { toOptions, type HydraItem, type Option } from '../../../../lib/reference-data/hydra';
import { recommendationsQuery } from '../../../../lib/reference-data/recommendations';
import type { Language } from '../../../../lib/i18n/languages';

export type ProfileOptions = {
  countries: Option[];
  crafts: Option[];
  people: readonly CraftPerson[];
  recommendations: Option[];
  confirmeds: Option[];
  /** IRI → name, for the see mode and for choices no longer offered. */
  names: ReadonlyMap<string, string>;
};

/** The occupations of a craft, sorted by label (SPEC.md section 3). */
export function occupationsOf(people: readonly CraftPerson[], craft: string, language: string): Option[] {
  if (craft === '') return [];
  return toOptions(
    people.filter((person) => person.craftMaterail === craft),
    language,
  );
}

/**
 * The countries someone may put an artisan in: network members, ambassadors and artisan hunters
 * their own countries only (the API refuses others), plus the one it already has.
 */
export function countriesFor(
  countries: readonly Option[],
  role: Role,
  ownCountries: readonly number[],
  current: string,
): Option[] {
  if (ARTISAN_SCOPE[role] === 'all' || role === 'ROLE_ARTISAN' || ownCountries.length === 0)
    return [...countries];
  const own = new Set(ownCountries.map((id) => `/api/countries/${id}`));
  return countries.filter((option) => own.has(option.value) || option.value === current);
}

/** The reference lists of the profile; recommendations and confirmeds for staff only. */
export function useProfileOptions(language: Language, staff: boolean) {
  const countries = useCountries(language);
  const crafts = useCraftMaterials(language);
  const people = useCraftPeople(language);
  const recommendations = useQuery({ ...recommendationsQuery(language), enabled: staff });
  const confirmeds = useQuery({ ...confirmedsQuery(language), enabled: staff });
  const lists = [countries, crafts, people, ...(staff ? [recommendations, confirmeds] : [])];

  const options = useMemo<ProfileOptions>(() => {
    const all: HydraItem[] = [
      ...(countries.data ?? []),
      ...(crafts.data ?? []),
      ...(people.data ?? []),
      ...(recommendations.data ?? []),
      ...(confirmeds.data ?? []),
    ];
    return {
      countries: toOptions(countries.data ?? [], language),
      crafts: toOptions(crafts.data ?? [], language),
      people: people.data ?? [],
      recommendations: toOptions(recommendations.data ?? [], language),
      // The API answers the latest year first: kept so.
      confirmeds: (confirmeds.data ?? []).map((item) => ({ value: item['@id'], label: item.name })),
      names: new Map(all.map((item) => [item['@id'], item.name])),
    };
  }, [countries.data, crafts.data, people.data, recommendations.data, confirmeds.data, language]);

  return {
    options,
    ready: lists.every((list) => list.isSuccess),
    error: lists.find((list) => list.error)?.error,
  };
}
