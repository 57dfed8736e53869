import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  DataTable,
  MissingValue,
  RowActionButton,
  RowActionLink,
  dataTableClasses as table,
} from '../../../components/ui/data-table';
import { PencilIcon, TrashIcon } from '../../../components/ui/icons';
import { pathTo } from '../../../config/paths';
import { can, type Role } from '../../../lib/auth/permissions';
import { formatDate } from '../../../lib/i18n/date-format';
import type { Language } from '../../../lib/i18n/languages';
import type { ArtisanListRow, ListPerson } from '../api/list-artisans';
import { EvaluateIcon, EyeIcon, MailIcon } from './artisan-list-icons';
import { StatusBadge, statusKey } from './artisan-list-status';
import classes from './artisan-list.module.css';

/** Where "see" leads: the profile in read-only mode (the profile screen reads `mode=see`). */
export function seePath(language: Language, id: string): string {
  return `${pathTo('artisan_edit', language, { id })}?mode=see`;
}

/**
 * Whether "send invite" is offered: artisans with an email address and no account yet (an
 * invitation is how one is made). The API has the last word and the screen shows its message.
 */
export function invitable(row: ArtisanListRow): boolean {
  return row.hasEmail && !row.hasAccount;
}

/**
 * The artisans of one page (SPEC.md section 2): name, craft, in activity since, recommended for,
 * status, created on, last modified by, and the actions the role may take. A table on wide screens;
 * on phones each row is a card with its labels.
 */
export function ArtisanListTable({
  rows,
  role,
  language,
  order,
  caption,
  busy,
  onSort,
  onInvite,
  onDelete,
}: {
  rows: readonly ArtisanListRow[];
  role: Role;
  language: Language;
  order: 'asc' | 'desc';
  caption: string;
  busy: boolean;
  onSort: () => void;
  onInvite: (row: ArtisanListRow) => void;
  onDelete: (row: ArtisanListRow) => void;
}) {
  const { t } = useTranslation('artisan-list');
  const showDate = (iso: string) => formatDate(iso, language);
  const personName = (person: ListPerson) =>
    person.name ?? t(person['@type'] === 'Artisan' ? 'table.theArtisan' : 'table.deletedAccount');
  const mayInvite = can(role, 'artisans.invite');
  const mayDelete = can(role, 'artisans.delete');
  const mayEdit = can(role, 'artisans.update');
  const mayEvaluate = can(role, 'artisans.evaluate');
  const columns = {
    name: t('table.name'),
    craft: t('table.craft'),
    inActivity: t('table.inActivity'),
    recommendedFor: t('table.recommendedFor'),
    status: t('table.status'),
    createdOn: t('table.createdOn'),
    lastModifiedBy: t('table.lastModifiedBy'),
    greenList: t('table.greenList'),
    actions: t('table.actions'),
  };

  const missing = <MissingValue label={t('table.none')} />;

  return (
    <DataTable
      testId="artisan-table"
      className={classes.table}
      caption={caption}
      busy={busy}
      sortable={{
        label: columns.name,
        order,
        onSort,
        sortAscLabel: t('table.sortAsc'),
        sortDescLabel: t('table.sortDesc'),
      }}
      columns={[
        columns.craft,
        columns.inActivity,
        columns.recommendedFor,
        columns.status,
        columns.createdOn,
        columns.lastModifiedBy,
        columns.greenList,
      ]}
      actionsLabel={columns.actions}
    >
      {rows.map((row) => (
        <tr key={row.id} data-testid="artisan-row">
          <td className={`${table.nameCell} ${classes.nameCell}`}>
            <Link to={seePath(language, row.id)} className={`${table.name} ${classes.name}`}>
              {row.name}
            </Link>
            {row.pending ? <span className={classes.pendingTag}>{t('table.pending')}</span> : null}
            {row.country ? <span className={table.secondary}>{row.country.name}</span> : null}
          </td>
          <td data-label={columns.craft}>
            {row.craftMaterail ? row.craftMaterail.name : missing}
            {row.craftPerson ? <span className={table.secondary}>{row.craftPerson.name}</span> : null}
          </td>
          <td data-label={columns.inActivity}>{row.inActivity ?? missing}</td>
          <td data-label={columns.recommendedFor}>
            {row.recommendations.length > 0 ? (
              <ul className={classes.tags}>
                {row.recommendations.map((item) => (
                  <li key={item['@id']} className={classes.tag}>
                    {item.name}
                  </li>
                ))}
              </ul>
            ) : (
              missing
            )}
          </td>
          <td data-label={columns.status}>
            <StatusBadge status={row.statusEval} />
          </td>
          <td data-label={columns.createdOn}>
            <time dateTime={row.createdAt} className={classes.date}>
              {showDate(row.createdAt)}
            </time>
            <span className={table.secondary}>
              {row.user ? t('table.createdBy', { name: personName(row.user) }) : t('table.signedUp')}
            </span>
          </td>
          <td data-label={columns.lastModifiedBy}>
            {row.lastModifiedBy ? (
              <>
                {personName(row.lastModifiedBy)}
                <time dateTime={row.lastModifiedAt} className={`${table.secondary} ${classes.date}`}>
                  {showDate(row.lastModifiedAt)}
                </time>
              </>
            ) : (
              missing
            )}
          </td>
          <td data-label={columns.greenList}>
            {row.greenList ? (
              <Link
                to={pathTo('green_list', language, { id: row.id })}
                className={classes.greenListLink}
                data-testid="artisan-row-green-list"
              >
                <span className="visually-hidden">{t('table.greenListOf', { name: row.name })}: </span>
                <span className={classes.status} data-status={row.greenList.status}>
                  {t(`greenListStatus.${statusKey(row.greenList.status)}`)}
                </span>
                {row.greenList.totalPoint !== null ? (
                  <span className={table.secondary}>
                    {t('table.greenListPoints', { points: row.greenList.totalPoint })}
                  </span>
                ) : null}
              </Link>
            ) : (
              missing
            )}
          </td>
          <td className={table.actionsCell}>
            <div className={table.actions}>
              <RowActionLink
                to={seePath(language, row.id)}
                label={t('actions.see')}
                named={t('actions.seeNamed', { name: row.name })}
                icon={<EyeIcon />}
              />
              {mayEdit ? (
                <RowActionLink
                  to={pathTo('artisan_edit', language, { id: row.id })}
                  label={t('actions.edit')}
                  named={t('actions.editNamed', { name: row.name })}
                  icon={<PencilIcon />}
                />
              ) : null}
              {mayEvaluate ? (
                <RowActionLink
                  to={pathTo('artisan_evaluation_edit', language, { id: row.id })}
                  label={t('actions.evaluate')}
                  named={t('actions.evaluateNamed', { name: row.name })}
                  icon={<EvaluateIcon />}
                />
              ) : null}
              {mayInvite && invitable(row) ? (
                <RowActionButton
                  label={t('actions.invite')}
                  named={t('actions.inviteNamed', { name: row.name })}
                  icon={<MailIcon />}
                  onClick={() => onInvite(row)}
                />
              ) : mayInvite ? (
                <span style={{ width: 34 }} aria-hidden="true" />
              ) : null}
              {mayDelete ? (
                <RowActionButton
                  label={t('actions.delete')}
                  named={t('actions.deleteNamed', { name: row.name })}
                  icon={<TrashIcon />}
                  danger
                  onClick={() => onDelete(row)}
                />
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
