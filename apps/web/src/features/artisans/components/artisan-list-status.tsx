import { useTranslation } from 'react-i18next';
import { isStatusEval } from '@artisans/domain/statuses';
import classes from './artisan-list.module.css';

/** The key of a status in the locale files: `IN PROGRESS` is `IN_PROGRESS`. */
export function statusKey(status: string): string {
  return status.trim().replace(/\s+/g, '_');
}

/** An evaluation status (SPEC.md section 4) as a coloured label in the reader's language. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('artisan-list');
  return (
    <span className={classes.status} data-status={status}>
      {isStatusEval(status) ? t(`statusEval.${statusKey(status)}`) : status}
    </span>
  );
}
