import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetIcon } from '../../../components/ui/icons';
import listPage from '../../../components/ui/list-page.module.css';
import { ListLoading } from '../../../components/ui/list-states';
import { lazyWithMantine } from '../../../components/ui/mantine/lazy-with-mantine';
import { Button } from '../../../components/ui/native/button';
import { SearchBox } from '../../../components/ui/search-box';
import type { Role } from '../../../lib/auth/permissions';
import type { Language } from '../../../lib/i18n/languages';
import {
  SEARCH_MAX_LENGTH,
  advancedFilterCount,
  hasActiveFilters,
  type ListFilters,
} from '../utils/list-filters';
import { FiltersIcon } from './artisan-list-icons';
import classes from './artisan-list.module.css';

/**
 * The advanced filters come when the panel first opens, with Mantine: they are most of the list's
 * code (Mantine's selects, pills, calendars and popovers) and most visits only search. Pointing at
 * the button starts the download.
 */
const loadAdvancedFilters = () => import('./artisan-list-advanced-filters');
const AdvancedFilters = lazyWithMantine(() => loadAdvancedFilters().then((module) => module.AdvancedFilters));

/**
 * The search box, the advanced filters and "Reset filters" (SPEC.md section 2). Every change goes
 * to the URL through `onChange`; the search waits for the typing to stop.
 */
export function ArtisanListFilters({
  filters,
  role,
  language,
  currentYear,
  onChange,
  onSearch,
  onReset,
}: {
  filters: ListFilters;
  role: Role;
  language: Language;
  currentYear: number;
  onChange: (change: Partial<ListFilters>) => void;
  onSearch: (search: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation(['artisan-list', 'common']);
  const panelId = useId();
  const count = advancedFilterCount(filters);
  const [open, setOpen] = useState(count > 0);

  return (
    <section className={`${listPage.filterBox} ${classes.filters}`} aria-label={t('filters.region')}>
      <div className={classes.toolbar}>
        <SearchBox
          className={classes.search}
          value={filters.search}
          onSearch={onSearch}
          label={t('search.label')}
          description={t('search.hint')}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <div className={classes.toolbarButtons}>
          <Button
            variant={open ? 'light' : 'default'}
            aria-expanded={open}
            aria-controls={panelId}
            onPointerEnter={() => void loadAdvancedFilters()}
            onFocus={() => void loadAdvancedFilters()}
            onClick={() => setOpen((value) => !value)}
          >
            <FiltersIcon />
            {t('filters.advanced')}
            {count > 0 ? (
              <>
                <span className={classes.countBadge} aria-hidden="true">
                  {count}
                </span>
                <span className="visually-hidden">{t('filters.activeCount', { count })}</span>
              </>
            ) : null}
          </Button>
          <Button variant="subtle" disabled={!hasActiveFilters(filters)} onClick={onReset}>
            <ResetIcon />
            {t('filters.reset')}
          </Button>
        </div>
      </div>
      {open ? (
        <Suspense
          fallback={
            <div id={panelId} className={classes.panel}>
              <ListLoading label={t('common.loading', { ns: 'common' })} />
            </div>
          }
        >
          <AdvancedFilters
            id={panelId}
            filters={filters}
            role={role}
            language={language}
            currentYear={currentYear}
            onChange={onChange}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
