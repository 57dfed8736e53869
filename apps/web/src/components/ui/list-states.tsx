import type { ReactNode } from 'react';
import { ErrorAlert } from './error-alert';
import { EmptyIcon } from './icons';
import classes from './list-page.module.css';
import { Button } from './native/button';
import { Pagination } from './native/pagination';
import { LoadingDots } from './page-loader';

/*
 * A list's states, drawn on native controls: the artisan list, drawn without Mantine, uses them,
 * and so do the back-office lists inside Mantine's screens.
 */

/** A list that could not be loaded: what went wrong, and a button to try again. */
export function ListFailed({
  error,
  retryLabel,
  onRetry,
}: {
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <ErrorAlert error={error}>
      <div style={{ marginTop: '0.75rem' }}>
        <Button size="compact" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    </ErrorAlert>
  );
}

/** A list on its way. */
export function ListLoading({ label }: { label: string }) {
  return <LoadingDots label={label} className={classes.loading} />;
}

/**
 * A list whose query has no data yet: why it could not be loaded, with a retry, or the loader while
 * it is on its way.
 */
export function ListNotLoaded({
  query,
  retryLabel,
  loadingLabel,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
  retryLabel: string;
  loadingLabel: string;
}) {
  return query.isError ? (
    <ListFailed error={query.error} retryLabel={retryLabel} onRetry={() => void query.refetch()} />
  ) : (
    <ListLoading label={loadingLabel} />
  );
}

/** A list with nothing to show: why, and (children) a way out such as resetting the filters. */
export function ListEmpty({
  title,
  text,
  testId,
  children,
}: {
  title: string;
  text: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className={classes.emptyState} data-testid={testId}>
      <EmptyIcon />
      <p className={classes.emptyTitle}>{title}</p>
      <p className={classes.emptyText}>{text}</p>
      {children}
    </div>
  );
}

/** The pages of a list, each button named for screen readers; none when there is one page. */
export function ListPagination({
  label,
  total,
  page,
  ...pagination
}: {
  label: string;
  total: number;
  page: number;
  onChange: (page: number) => void;
  pageLabel: (page: number) => string;
  controlLabel: (control: 'first' | 'previous' | 'next' | 'last') => string;
}) {
  if (total <= 1) return null;
  return (
    <nav className={classes.pagination} aria-label={label}>
      <Pagination total={total} page={Math.min(page, total)} {...pagination} />
    </nav>
  );
}
