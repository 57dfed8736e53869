import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import { useAppConfig, useProductName } from '../../../lib/app-config/app-config';
import { isLanguage } from '../../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../../lib/i18n/languages';
import classes from './maintenance-page.module.css';

/**
 * The maintenance page (SPEC.md route `maintenance`), also shown for unknown paths. The way back
 * to the hub is offered only while the site is open.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const productName = useProductName();
  const config = useAppConfig();
  const open = config.status === 'success' && !config.data.maintenanceMode;

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <p className={classes.brand}>{productName}</p>
        <h1 className={classes.title}>{t('maintenance.title')}</h1>
        <p className={classes.text}>{t('maintenance.text')}</p>
        {open ? (
          <Link to={pathTo('hub', language)} className={classes.back}>
            {t('common.backToHub')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
