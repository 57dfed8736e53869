import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ConfirmPopupWithMantine as ConfirmPopup } from '../../../components/ui/confirm-popup';
import { PlusIcon } from '../../../components/ui/icons';
import listPage from '../../../components/ui/list-page.module.css';
import { ListEmpty, ListFailed, ListLoading, ListPagination } from '../../../components/ui/list-states';
import { lazyWithMantine } from '../../../components/ui/mantine/lazy-with-mantine';
import { mountedOnceOpened } from '../../../components/ui/mounted-once-opened';
import { Button, buttonLook } from '../../../components/ui/native/button';
import { useNotify } from '../../../components/ui/notifications/notifications';
import { pathTo } from '../../../config/paths';
import { can, type Role } from '../../../lib/auth/permissions';
import { useSession } from '../../../lib/auth/session';
import { prepareDates } from '../../../lib/i18n/date-format';
import type { Language } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/use-language';
import { queryClient } from '../../../lib/query/query-client';
import { useDeleteArtisan } from '../api/delete-artisan';
import { ARTISAN_LIST_KEY, useArtisanList, type ArtisanListRow } from '../api/list-artisans';
import { useSendInvite } from '../api/send-invite';
import {
  ARTISANS_PAGE_SIZE,
  allowedFilters,
  filtersFromSearchParams,
  hasActiveFilters,
  lastPage,
  resetFilters,
  searchParamsFromFilters,
  withFilters,
  type ListFilters,
} from '../utils/list-filters';
import { ArtisanListFilters } from './artisan-list-filters';
import { UploadIcon } from './artisan-list-icons';
import { ArtisanListTable } from './artisan-list-table';
import classes from './artisan-list.module.css';

/**
 * The import popup (its upload, progress and results, its texts) comes when it is first wanted,
 * with Mantine: the list's first paint on a phone waited for it, and most visits import nothing.
 * Pointing at the button starts the download.
 */
const loadImportPopup = () => import('./import/artisan-import-popup');
// Once opened, the popup stays mounted: an import it started goes on, and reloads the list, when closed.
const ArtisanImportPopup = mountedOnceOpened(
  lazyWithMantine(() => loadImportPopup().then((module) => module.ArtisanImportPopup)),
);

/**
 * SPEC.md route `artisans`: the artisans the staff member may see, 20 a page, with the search box,
 * the advanced filters and their reset, add, import, send invite, and per row see, edit, evaluate
 * and delete. The filters live in the URL: a filtered list can be shared and survives a reload.
 * Its first screen is drawn on native controls (ADR 14); the advanced filters and the popups bring
 * Mantine when they first open.
 */
export function ArtisanListPage() {
  const session = useSession();
  if (!session) return null;
  return (
    <QueryClientProvider client={queryClient}>
      <ArtisanList role={session.claims.role} />
    </QueryClientProvider>
  );
}

function ArtisanList({ role }: { role: Role }) {
  const { t } = useTranslation(['artisan-list', 'common']);
  const language = useLanguage();
  const notify = useNotify();
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [currentYear] = useState(() => new Date().getFullYear());
  const filters = useMemo(
    () => allowedFilters(filtersFromSearchParams(searchParams, currentYear), role),
    [searchParams, currentYear, role],
  );

  const apply = useCallback(
    (next: ListFilters, replace = false) => setSearchParams(searchParamsFromFilters(next), { replace }),
    [setSearchParams],
  );

  const list = useArtisanList(filters, role, language);
  // While the first page is on its way, not in the render that shows its dates.
  useEffect(() => prepareDates(language), [language]);
  const totalItems = list.data?.totalItems ?? 0;
  const pages = lastPage(totalItems);

  // A page past the end (the last artisan of the last page deleted, an old link): the last page.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && filters.page > pages)
      apply({ ...filters, page: pages }, true);
  }, [list.isSuccess, list.isPlaceholderData, filters, pages, apply]);

  const [importOpen, setImportOpen] = useState(false);
  const [toDelete, setToDelete] = useState<ArtisanListRow | null>(null);
  const [toInvite, setToInvite] = useState<ArtisanListRow | null>(null);
  const deletion = useDeleteArtisan();
  const invite = useSendInvite();

  const closeDelete = () => {
    setToDelete(null);
    deletion.reset();
  };
  const closeInvite = () => {
    setToInvite(null);
    invite.reset();
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const { id, name } = toDelete;
    deletion.mutate(id, {
      onSuccess: () => {
        closeDelete();
        notify({ id: `artisan-deleted-${id}`, tone: 'success', message: t('delete.done', { name }) });
      },
    });
  };

  const confirmInvite = () => {
    if (!toInvite) return;
    const { id, name } = toInvite;
    invite.mutate(id, {
      onSuccess: () => {
        closeInvite();
        notify({ id: `artisan-invited-${id}`, tone: 'success', message: t('invite.done', { name }) });
      },
    });
  };

  const rows = list.data?.items ?? [];
  const from = totalItems === 0 ? 0 : (filters.page - 1) * ARTISANS_PAGE_SIZE + 1;
  const to = Math.min(totalItems, from + rows.length - 1);
  const summary = list.data
    ? totalItems === 0
      ? t('results.none')
      : totalItems === 1
        ? t('results.one')
        : t('results.summary', { from, to, total: totalItems })
    : '';

  return (
    <div className={listPage.page}>
      <div className={listPage.inner}>
        <header className={classes.hero}>
          <div className={`${listPage.heading} ${classes.heroText}`}>
            <p className={listPage.overline}>{t('page.overline')}</p>
            <h1 className={listPage.title}>{t('page.title')}</h1>
            <p className={listPage.intro}>{t('page.intro')}</p>
          </div>
          <div className={classes.heroActions}>
            {can(role, 'artisans.create') ? (
              <Link {...buttonLook({})} to={pathTo('artisan_edit', language, { id: 'new' })}>
                <PlusIcon />
                {t('page.add')}
              </Link>
            ) : null}
            {can(role, 'artisans.import') ? (
              <Button
                variant="default"
                onPointerEnter={() => void loadImportPopup()}
                onFocus={() => void loadImportPopup()}
                onClick={() => setImportOpen(true)}
              >
                <UploadIcon />
                {t('page.import')}
              </Button>
            ) : null}
          </div>
        </header>

        <ArtisanListFilters
          filters={filters}
          role={role}
          language={language}
          currentYear={currentYear}
          onChange={(change) => apply(withFilters(filters, change))}
          onSearch={(search) => apply(withFilters(filters, { search }), true)}
          onReset={() => apply(resetFilters(filters))}
        />

        <section className={classes.results} aria-labelledby="artisan-results-title">
          <h2 id="artisan-results-title" className="visually-hidden">
            {t('results.title')}
          </h2>
          <p className={listPage.summary} aria-live="polite" data-testid="artisan-summary">
            {summary}
          </p>
          <Results
            list={list}
            rows={rows}
            role={role}
            language={language}
            filters={filters}
            summary={summary}
            onSort={() => apply(withFilters(filters, { order: filters.order === 'asc' ? 'desc' : 'asc' }))}
            onReset={() => apply(resetFilters(filters))}
            onInvite={setToInvite}
            onDelete={setToDelete}
          />
          <ListPagination
            label={t('pagination.label')}
            total={pages}
            page={filters.page}
            onChange={(page) => {
              apply({ ...filters, page });
              window.scrollTo({ top: 0 });
            }}
            pageLabel={(page) => t('pagination.page', { page })}
            controlLabel={(control) => t(`pagination.${control}`)}
          />
        </section>
      </div>

      {can(role, 'artisans.import') ? (
        <ArtisanImportPopup
          opened={importOpen}
          onClose={() => setImportOpen(false)}
          onImported={() => void client.invalidateQueries({ queryKey: ARTISAN_LIST_KEY })}
        />
      ) : null}

      <ConfirmPopup
        opened={toDelete !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        danger
        pending={deletion.isPending}
        error={deletion.error}
        onConfirm={confirmDelete}
        onClose={closeDelete}
        testId="delete-artisan-popup"
      >
        {toDelete ? t('delete.text', { name: toDelete.name }) : null}
      </ConfirmPopup>

      <ConfirmPopup
        opened={toInvite !== null}
        title={t('invite.title')}
        confirmLabel={t('invite.confirm')}
        pending={invite.isPending}
        error={invite.error}
        onConfirm={confirmInvite}
        onClose={closeInvite}
        testId="send-invite-popup"
      >
        {toInvite ? (
          <>
            <p>{t('invite.text', { name: toInvite.name })}</p>
            <p style={{ marginTop: '0.5rem', color: 'var(--ink-soft)' }}>{t('invite.note')}</p>
          </>
        ) : null}
      </ConfirmPopup>
    </div>
  );
}

function Results({
  list,
  rows,
  role,
  language,
  filters,
  summary,
  onSort,
  onReset,
  onInvite,
  onDelete,
}: {
  list: ReturnType<typeof useArtisanList>;
  rows: readonly ArtisanListRow[];
  role: Role;
  language: Language;
  filters: ListFilters;
  summary: string;
  onSort: () => void;
  onReset: () => void;
  onInvite: (row: ArtisanListRow) => void;
  onDelete: (row: ArtisanListRow) => void;
}) {
  const { t } = useTranslation(['artisan-list', 'common']);

  if (list.isError && !list.data)
    return (
      <ListFailed error={list.error} retryLabel={t('results.retry')} onRetry={() => void list.refetch()} />
    );

  if (!list.data) return <ListLoading label={t('common.loading', { ns: 'common' })} />;

  if (rows.length === 0) {
    const filtered = hasActiveFilters(filters);
    return (
      <ListEmpty
        title={filtered ? t('empty.filteredTitle') : t('empty.title')}
        text={filtered ? t('empty.filteredText') : t('empty.text')}
        testId="artisan-list-empty"
      >
        {filtered ? (
          <Button variant="default" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </ListEmpty>
    );
  }

  return (
    <ArtisanListTable
      rows={rows}
      role={role}
      language={language}
      order={filters.order}
      caption={summary}
      busy={list.isFetching && list.isPlaceholderData}
      onSort={onSort}
      onInvite={onInvite}
      onDelete={onDelete}
    />
  );
}
