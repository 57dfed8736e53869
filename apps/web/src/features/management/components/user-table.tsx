import { useTranslation } from 'react-i18next';
import {
  DataTable,
  MissingValue,
  RowActionButton,
  dataTableClasses as table,
} from '../../../components/ui/data-table';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons';
import type { SessionClaims } from '../../../lib/auth/session-token';
import type { UserRow } from '../api/list-users';
import { accountRights } from '../utils/account-rules';
import { ActivateIcon, PowerIcon } from './management-icons';
import { MANAGEMENT_NAMESPACES } from './management-namespaces';
import classes from './management.module.css';

/** How many country names a row shows before "+n". */
const COUNTRIES_SHOWN = 3;

/**
 * One page of accounts: name (title, email), role, countries, organisation, status, and the actions
 * the person may take on each (the rules of libs/domain: admin accounts are the admins' business,
 * nobody changes their own role, countries, state or existence here). A table on wide screens; on
 * phones each account is a card with its labels.
 */
export function UserTable({
  rows,
  viewer,
  countryNames,
  order,
  caption,
  busy,
  onSort,
  onEdit,
  onToggle,
  onDelete,
}: {
  rows: readonly UserRow[];
  viewer: SessionClaims;
  countryNames: ReadonlyMap<number, string>;
  order: 'asc' | 'desc';
  caption: string;
  busy: boolean;
  onSort: () => void;
  onEdit: (row: UserRow) => void;
  onToggle: (row: UserRow) => void;
  onDelete: (row: UserRow) => void;
}) {
  const { t } = useTranslation(MANAGEMENT_NAMESPACES);
  const columns = {
    name: t('users.table.name'),
    role: t('users.table.role'),
    countries: t('users.table.countries'),
    organisation: t('users.table.organisation'),
    status: t('users.table.status'),
    actions: t('users.table.actions'),
  };

  const missing = <MissingValue label={t('users.table.none')} />;

  return (
    <DataTable
      testId="user-table"
      className={classes.table}
      caption={caption}
      busy={busy}
      sortable={{
        label: columns.name,
        order,
        onSort,
        sortAscLabel: t('users.table.sortAsc'),
        sortDescLabel: t('users.table.sortDesc'),
      }}
      columns={[columns.role, columns.countries, columns.organisation, columns.status]}
      actionsLabel={columns.actions}
    >
      {rows.map((row) => {
        const rights = accountRights(viewer, row);
        const own = row.id === viewer.sub;
        const names = row.countries.map((id) => countryNames.get(id) ?? String(id));
        return (
          <tr key={row.id} data-testid="user-row" data-active={row.isActive}>
            <td className={table.nameCell}>
              <span className={table.name}>
                {row.title ? `${row.title} ` : ''}
                {row.name}
              </span>
              {own ? <span className={classes.youTag}>{t('users.table.you')}</span> : null}
              <span className={table.secondary}>{row.email}</span>
            </td>
            <td data-label={columns.role}>{t(`roles.${row.role}`, { ns: 'account' })}</td>
            <td data-label={columns.countries}>
              {names.length === 0 ? (
                missing
              ) : (
                <>
                  {names.slice(0, COUNTRIES_SHOWN).join(', ')}
                  {names.length > COUNTRIES_SHOWN ? (
                    <span title={names.slice(COUNTRIES_SHOWN).join(', ')}>
                      {' '}
                      {t('users.table.moreCountries', { count: names.length - COUNTRIES_SHOWN })}
                    </span>
                  ) : null}
                </>
              )}
            </td>
            <td data-label={columns.organisation}>{row.organisation?.name ?? missing}</td>
            <td data-label={columns.status}>
              <span className={classes.status} data-active={row.isActive}>
                {row.isActive ? t('users.table.active') : t('users.table.inactive')}
              </span>
            </td>
            <td className={table.actionsCell}>
              <div className={`${table.actions} ${classes.actions}`}>
                {rights.adminsOnly ? (
                  <span className={classes.note}>{t('users.table.adminsOnly')}</span>
                ) : null}
                {rights.edit ? (
                  <RowActionButton
                    label={t('users.actions.edit')}
                    named={t('users.actions.editNamed', { name: row.name })}
                    icon={<PencilIcon />}
                    onClick={() => onEdit(row)}
                  />
                ) : null}
                {rights.toggle ? (
                  <RowActionButton
                    label={row.isActive ? t('users.actions.deactivate') : t('users.actions.activate')}
                    named={
                      row.isActive
                        ? t('users.actions.deactivateNamed', { name: row.name })
                        : t('users.actions.activateNamed', { name: row.name })
                    }
                    icon={row.isActive ? <PowerIcon /> : <ActivateIcon />}
                    onClick={() => onToggle(row)}
                  />
                ) : null}
                {rights.delete ? (
                  <RowActionButton
                    label={t('users.actions.delete')}
                    named={t('users.actions.deleteNamed', { name: row.name })}
                    icon={<TrashIcon />}
                    danger
                    onClick={() => onDelete(row)}
                  />
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
