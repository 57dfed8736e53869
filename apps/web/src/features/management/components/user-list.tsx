import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConfirmPopup } from '../../../components/ui/confirm-popup';
import listPage from '../../../components/ui/list-page.module.css';
import { ListEmpty, ListNotLoaded, ListPagination } from '../../../components/ui/list-states';
import { useNotify } from '../../../components/ui/notifications/notifications';
import type { SessionClaims } from '../../../lib/auth/session-token';
import { errorMessage } from '../../../lib/i18n/error-message';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ORGANIZATIONS_KEY } from '../api/list-organizations';
import { USERS_KEY, allUsersQuery, useUserList, type UserRow } from '../api/list-users';
import { useSetUserActive } from '../api/update-user';
import {
  USERS_PAGE_SIZE,
  hasActiveUserFilters,
  lastUserPage,
  resetUserFilters,
  searchParamsFromUserFilters,
  userFiltersFromSearchParams,
  withUserFilters,
  type UserFilters,
} from '../utils/user-filters';
import { DeleteAccountPopup, useDeleteAccountFlow } from './delete-account-popup';
import { ListSectionHead, useFormPopup } from './list-section';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import { useCountryNames } from './use-country-options';
import { UserFormPopup, type UserFormMode } from './user-form-popup';
import { UserListFilters } from './user-list-filters';
import { UserTable } from './user-table';

/**
 * The back-office accounts (SPEC.md sections 2, 6 and 7): 7 a page sorted by last name, every
 * match while searching, filters by countries, roles and organisations, hidden accounts left out
 * by the API; add, edit, activate, deactivate and delete, each saying what happened.
 */
export function UserList({ viewer }: { viewer: SessionClaims }) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const language = useLanguage();
  const notify = useNotify();
  const client = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => userFiltersFromSearchParams(searchParams), [searchParams]);
  const apply = useCallback(
    (next: UserFilters, replace = false) =>
      setSearchParams((current) => searchParamsFromUserFilters(next, current), { replace }),
    [setSearchParams],
  );

  const list = useUserList(filters);
  const countryNames = useCountryNames(language);
  const searching = filters.search.trim() !== '';
  const totalItems = list.data?.totalItems ?? 0;
  const pages = searching ? 1 : lastUserPage(totalItems);

  // A page past the end (the last account of the last page deleted, an old link): the last page.
  useEffect(() => {
    if (list.isSuccess && !list.isPlaceholderData && !searching && filters.page > pages)
      apply({ ...filters, page: pages }, true);
  }, [list.isSuccess, list.isPlaceholderData, searching, filters, pages, apply]);

  const form = useFormPopup<UserFormMode>('account-form');
  const [toDeactivate, setToDeactivate] = useState<UserRow | null>(null);
  const activation = useSetUserActive();

  const [deletion, sendDeletion] = useDeleteAccountFlow(({ account, heirId, reassigned }) => {
    void client.invalidateQueries({ queryKey: USERS_KEY });
    void client.invalidateQueries({ queryKey: ORGANIZATIONS_KEY });
    const heir = client.getQueryData(allUsersQuery().queryKey)?.find((user) => user.id === heirId)?.name;
    notify({
      id: `account-deleted-${account.id}`,
      tone: 'success',
      message:
        reassigned > 0
          ? t('users.delete.doneReassigned', { name: account.name, count: reassigned, heir: heir ?? '' })
          : t('users.delete.done', { name: account.name }),
    });
  });

  const toggle = (row: UserRow) => {
    if (row.isActive) {
      activation.reset();
      setToDeactivate(row);
      return;
    }
    activation.mutate(
      { id: row.id, isActive: true },
      {
        onSuccess: () =>
          notify({
            id: `account-activated-${row.id}`,
            tone: 'success',
            message: t('users.activated', { name: row.name }),
          }),
        onError: (error) =>
          notify({ id: `account-activation-${row.id}`, tone: 'error', message: errorMessage(error, t) }),
      },
    );
  };

  const confirmDeactivate = () => {
    if (!toDeactivate) return;
    const { id, name } = toDeactivate;
    activation.mutate(
      { id, isActive: false },
      {
        onSuccess: () => {
          setToDeactivate(null);
          notify({
            id: `account-deactivated-${id}`,
            tone: 'success',
            message: t('users.deactivate.done', { name }),
          });
        },
      },
    );
  };

  const rows = list.data?.items ?? [];
  const from = totalItems === 0 ? 0 : (filters.page - 1) * USERS_PAGE_SIZE + 1;
  const summary = !list.data
    ? ''
    : searching
      ? t('users.results.found', { count: totalItems })
      : totalItems === 0
        ? t('users.results.none')
        : totalItems === 1
          ? t('users.results.one')
          : t('users.results.summary', {
              from,
              to: Math.min(totalItems, from + rows.length - 1),
              total: totalItems,
            });

  return (
    <>
      <ListSectionHead
        title={t('users.title')}
        addLabel={t('users.add')}
        onAdd={() => form.open({ kind: 'create' })}
      />

      <UserListFilters
        filters={filters}
        language={language}
        onChange={(change) => apply(withUserFilters(filters, change), 'search' in change)}
        onReset={() => apply(resetUserFilters(filters))}
      />

      <section aria-labelledby="user-results-title">
        <h3 id="user-results-title" className="visually-hidden">
          {t('users.results.title')}
        </h3>
        <p className={listPage.summary} aria-live="polite" data-testid="user-summary">
          {summary}
        </p>
        {!list.data ? (
          <ListNotLoaded
            query={list}
            retryLabel={t('users.results.retry')}
            loadingLabel={t('common.loading', { ns: 'common' })}
          />
        ) : rows.length === 0 ? (
          <ListEmpty title={t('users.empty.title')} text={t('users.empty.text')} testId="user-list-empty">
            {hasActiveUserFilters(filters) ? (
              <Button variant="default" onClick={() => apply(resetUserFilters(filters))}>
                {t('users.filters.reset')}
              </Button>
            ) : null}
          </ListEmpty>
        ) : (
          <UserTable
            rows={rows}
            viewer={viewer}
            countryNames={countryNames}
            order={filters.order}
            caption={summary}
            busy={list.isFetching && list.isPlaceholderData}
            onSort={() =>
              apply(withUserFilters(filters, { order: filters.order === 'asc' ? 'desc' : 'asc' }))
            }
            onEdit={(row) => form.open({ kind: 'edit', id: row.id, name: row.name })}
            onToggle={toggle}
            onDelete={(row) => sendDeletion({ type: 'OPEN', account: { id: row.id, name: row.name } })}
          />
        )}
        <ListPagination
          label={t('users.pagination.label')}
          total={pages}
          page={filters.page}
          onChange={(page) => apply({ ...filters, page })}
          pageLabel={(page) => t('users.pagination.page', { page })}
          controlLabel={(control) => t(`users.pagination.${control}`)}
        />
      </section>

      {form.popup ? <UserFormPopup {...form.popup} viewer={viewer} language={language} /> : null}

      <ConfirmPopup
        opened={toDeactivate !== null}
        title={t('users.deactivate.title')}
        confirmLabel={t('users.deactivate.confirm')}
        danger
        pending={activation.isPending}
        error={activation.error}
        onConfirm={confirmDeactivate}
        onClose={() => setToDeactivate(null)}
        testId="deactivate-account-popup"
      >
        {toDeactivate ? t('users.deactivate.text', { name: toDeactivate.name }) : null}
      </ConfirmPopup>

      <DeleteAccountPopup snapshot={deletion} send={sendDeletion} />
    </>
  );
}
