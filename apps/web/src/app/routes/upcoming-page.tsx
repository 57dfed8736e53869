import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { pathTo, routes } from '../../config/paths';
import { homeRouteFor } from '../../lib/auth/permissions';
import { useSession } from '../../lib/auth/session';
import { isLanguage } from '../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';
import { useRouteName } from './route-handle';
import classes from './routes.module.css';

/**
 * A screen of SPEC.md whose content comes in a later version: the route, its guard and its menu
 * item exist already, so links and permissions can be relied on.
 */
export function UpcomingPage() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const name = useRouteName();
  const session = useSession();
  const home = session ? homeRouteFor(session.claims.role) : 'hub';

  return (
    <div className={classes.center}>
      <div className={classes.stack}>
        <h1 className={classes.title}>{name ? t(`routes.${routes[name].titleKey}`) : null}</h1>
        <p className={classes.text}>{t('upcoming.text')}</p>
        <Link to={pathTo(home, language)} className={classes.link}>
          {t('upcoming.back')}
        </Link>
      </div>
    </div>
  );
}
