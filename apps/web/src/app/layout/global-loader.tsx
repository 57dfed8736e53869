import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiBusy } from '../../lib/http/activity';
import classes from './layout.module.css';

/** SPEC.md section 7: requests show a loader. A thin bar under the top bar, after 150 ms. */
export function GlobalLoader() {
  const { t } = useTranslation();
  const busy = useApiBusy();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) return setVisible(false);
    const timer = window.setTimeout(() => setVisible(true), 150);
    return () => window.clearTimeout(timer);
  }, [busy]);

  if (!visible) return null;
  return (
    <div
      className={classes.globalLoader}
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="global-loader"
    />
  );
}
