import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SortIcon } from './icons';
import { buttonLook } from './native/button';
import classes from './data-table.module.css';

/** The classes of the table's cells: the name cell, secondary lines, the actions cell. */
export { classes as dataTableClasses };

/** The first column, the one the list sorts by: its button turns the order over. */
export type SortableColumn = {
  label: string;
  order: 'asc' | 'desc';
  onSort: () => void;
  /** What the button does, said to screen readers: sort A to Z, or Z to A. */
  sortAscLabel: string;
  sortDescLabel: string;
};

/**
 * One page of a back-office list: a table on wide screens (its first column sorts), a card per row
 * with each value under its label on phones (cells say their label in `data-label`). The rows are
 * the children; the last column holds the row actions, its heading said to screen readers only.
 */
export function DataTable({
  testId,
  caption,
  busy,
  className,
  sortable,
  columns,
  actionsLabel,
  children,
}: {
  testId: string;
  caption: string;
  busy: boolean;
  /** The list's own class for the table, beside the shared one. */
  className?: string;
  sortable: SortableColumn;
  columns: readonly string[];
  actionsLabel: string;
  children: ReactNode;
}) {
  const { order } = sortable;
  return (
    <div className={classes.tableWrap} aria-busy={busy}>
      <table className={className ? `${classes.table} ${className}` : classes.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" aria-sort={order === 'asc' ? 'ascending' : 'descending'}>
              <button type="button" className={classes.sortButton} onClick={sortable.onSort}>
                {sortable.label}
                <SortIcon direction={order} />
                <span className="visually-hidden">
                  {order === 'asc' ? sortable.sortDescLabel : sortable.sortAscLabel}
                </span>
              </button>
            </th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{actionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A dash for a value the row does not have, said in words to screen readers. */
export function MissingValue({ label }: { label: string }) {
  return (
    <>
      <span className={classes.missing} aria-hidden="true">
        —
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

type RowAction = {
  /** The tooltip: the action in a word. */
  label: string;
  /** The accessible name: the action and the row it acts on. */
  named: string;
  icon: ReactNode;
};

/*
 * The row actions are the browser's own links and buttons, with a tooltip drawn in CSS from
 * `data-tip` (shown on hover and keyboard focus, after a short delay): a page of the list has up to
 * five per row, and Mantine's Tooltip and ActionIcon made each one a few components and a floating
 * element to render, which showed in the render that brings the rows on a phone.
 */
function rowActionLook(danger: boolean, label: string) {
  const look = buttonLook({ variant: 'subtle', size: 'icon', tone: danger ? 'red' : undefined });
  return { ...look, className: `${look.className} ${classes.rowAction}`, 'data-tip': label };
}

/** A row action that leads to another screen. */
export function RowActionLink({ to, label, named, icon }: RowAction & { to: string }) {
  return (
    <Link to={to} {...rowActionLook(false, label)} aria-label={named}>
      {icon}
    </Link>
  );
}

/** A row action taken here (most open a popup that asks first). */
export function RowActionButton({
  label,
  named,
  icon,
  danger = false,
  onClick,
}: RowAction & { danger?: boolean; onClick: () => void }) {
  return (
    <button type="button" {...rowActionLook(danger, label)} aria-label={named} onClick={onClick}>
      {icon}
    </button>
  );
}
