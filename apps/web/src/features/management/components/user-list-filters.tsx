import { Button } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IdsFilter,
  ValuesFilter,
  filterBinder,
  type FilterTexts,
} from '../../../components/ui/filter-selects';
import { ResetIcon } from '../../../components/ui/icons';
import listPage from '../../../components/ui/list-page.module.css';
import { SearchBox } from '../../../components/ui/search-box';
import type { Language } from '../../../lib/i18n/languages';
import { STAFF_ROLES } from '../../../lib/auth/permissions';
import { USER_SEARCH_MAX_LENGTH, hasActiveUserFilters, type UserFilters } from '../utils/user-filters';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import { useCountryOptions } from './use-country-options';
import { useOrganizationOptions } from './use-organization-options';
import classes from './management.module.css';

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
  const countryOptions = useCountryOptions(language);
  const roleOptions = useMemo(
    () => STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`, { ns: 'account' }) })),
    [t],
  );
  const organizationOptions = useOrganizationOptions();
  const texts: FilterTexts = {
    anyLabel: t('users.filters.any'),
    nothingFoundMessage: t('users.filters.nothingFound'),
  };
  const bind = filterBinder(filters, onChange);

  return (
    <section className={`${listPage.filterBox} ${classes.filters}`} aria-label={t('users.filters.region')}>
      <SearchBox
        className={classes.search}
        value={filters.search}
        onSearch={(search) => onChange({ search })}
        label={t('users.search.label')}
        description={t('users.search.hint')}
        placeholder={t('users.search.placeholder')}
        maxLength={USER_SEARCH_MAX_LENGTH}
      />
      <IdsFilter
        {...texts}
        label={t('users.filters.countries')}
        data={countryOptions}
        {...bind('countries')}
        searchable
      />
      <ValuesFilter {...texts} label={t('users.filters.roles')} data={roleOptions} {...bind('roles')} />
      <IdsFilter
        {...texts}
        label={t('users.filters.organisations')}
        data={organizationOptions}
        {...bind('organizations')}
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
