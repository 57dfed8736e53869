import { Button, MultiSelect, TextInput } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_LIST_ON_SCREEN } from '../../../components/ui/combobox-placement';
import { ResetIcon, SearchIcon } from '../../../components/ui/icons';
import type { Language } from '../../../lib/i18n/languages';
import { useCountries } from '../../../lib/reference-data/countries';
import { STAFF_ROLES, type StaffRole } from '../../../lib/auth/permissions';
import { useOrganizationList } from '../api/list-organizations';
import { USER_SEARCH_MAX_LENGTH, hasActiveUserFilters, type UserFilters } from '../utils/user-filters';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import classes from './management.module.css';

/** How long the search box waits for the typing to stop before it searches. */
const SEARCH_DEBOUNCE_MS = 350;

/** The theme's placement, over the fixed header bars (z-index 200 and 201). */
const COMBOBOX_PROPS = { ...KEEP_LIST_ON_SCREEN, zIndex: 250 };

const toIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

/**
 * The search box and the filters by countries, roles and organisations (SPEC.md section 7). Every
 * change goes to the URL through `onChange`; the search waits for the typing to stop.
 */
export function UserListFilters({
  filters,
  language,
  onChange,
  onReset,
}: {
  filters: UserFilters;
  language: Language;
  onChange: (change: Partial<UserFilters>) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const countries = useCountries(language);
  const organizations = useOrganizationList();
  const collator = useMemo(
    () => new Intl.Collator(language === 'jp' ? 'ja' : language, { sensitivity: 'base' }),
    [language],
  );
  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: String(country.id), label: country.name }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [countries.data, collator],
  );
  const roleOptions = useMemo(
    () => STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`, { ns: 'account' }) })),
    [t],
  );
  const organizationOptions = useMemo(
    () =>
      (organizations.data ?? []).map((organization) => ({
        value: String(organization.id),
        label: organization.name,
      })),
    [organizations.data],
  );
  const common = {
    comboboxProps: COMBOBOX_PROPS,
    nothingFoundMessage: t('users.filters.nothingFound'),
    clearable: true,
    // The typing field after the chosen values stays on their line while there is room.
    styles: { inputField: { minWidth: '2.5rem' } },
  };

  return (
    <section className={classes.filters} aria-label={t('users.filters.region')}>
      <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} />
      <MultiSelect
        {...common}
        label={t('users.filters.countries')}
        placeholder={filters.countries.length ? undefined : t('users.filters.any')}
        data={countryOptions}
        value={filters.countries.map(String)}
        onChange={(values) => onChange({ countries: toIds(values) })}
        searchable
      />
      <MultiSelect
        {...common}
        label={t('users.filters.roles')}
        placeholder={filters.roles.length ? undefined : t('users.filters.any')}
        data={roleOptions}
        value={filters.roles}
        onChange={(values) => onChange({ roles: values as StaffRole[] })}
      />
      <MultiSelect
        {...common}
        label={t('users.filters.organisations')}
        placeholder={filters.organizations.length ? undefined : t('users.filters.any')}
        data={organizationOptions}
        value={filters.organizations.map(String)}
        onChange={(values) => onChange({ organizations: toIds(values) })}
        searchable
      />
      <Button
        variant="subtle"
        leftSection={<ResetIcon />}
        disabled={!hasActiveUserFilters(filters)}
        onClick={onReset}
      >
        {t('users.filters.reset')}
      </Button>
    </section>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const [text, setText] = useState(value);
  const latest = useRef({ value, onSearch });
  latest.current = { value, onSearch };

  // The URL changed without the box (reset, back, a shared link): show what it holds.
  useEffect(() => {
    setText((current) => (current.trim() === value.trim() ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === latest.current.value.trim()) return;
    const timer = window.setTimeout(() => latest.current.onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && text.trim() !== value.trim()) onSearch(text.trim());
  };

  return (
    <TextInput
      className={classes.search}
      type="search"
      label={t('users.search.label')}
      description={t('users.search.hint')}
      placeholder={t('users.search.placeholder')}
      leftSection={<SearchIcon />}
      value={text}
      maxLength={USER_SEARCH_MAX_LENGTH}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
