import { useMemo } from 'react';
import type { Language } from '../../../lib/i18n/languages';
import { useCountries } from '../../../lib/reference-data/countries';

/** The countries as select options (values: their ids), in the alphabetical order of the language. */
export function useCountryOptions(language: Language) {
  const countries = useCountries(language);
  return useMemo(() => {
    const collator = new Intl.Collator(language === 'jp' ? 'ja' : language, { sensitivity: 'base' });
    return (countries.data ?? [])
      .map((country) => ({ value: String(country.id), label: country.name }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [countries.data, language]);
}

/** The countries' names in the language, by id. */
export function useCountryNames(language: Language): ReadonlyMap<number, string> {
  const countries = useCountries(language);
  return useMemo(
    () => new Map((countries.data ?? []).map((country) => [country.id, country.name])),
    [countries.data],
  );
}
