import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n/use-language';
import classes from './login-page.module.css';

/**
 * The card of both login pages (staff and artisan), laid out alike: the heading and its
 * introduction, the form (children), then the forgotten-password button and the way back to the
 * hub; `footer` adds what one page has more (the artisan's sign-up). Drawn without Mantine, like
 * the form in it: a login is many people's first screen, often on a phone.
 */
export function LoginCard({
  titleId,
  title,
  intro,
  onForgotPassword,
  children,
  footer,
}: {
  titleId: string;
  title: string;
  intro: string;
  onForgotPassword: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useTranslation(['account', 'common']);
  const language = useLanguage();
  return (
    <section className={classes.card} aria-labelledby={titleId}>
      <div className={classes.heading}>
        <h1 id={titleId} className={classes.title}>
          {title}
        </h1>
        <p className={classes.intro}>{intro}</p>
      </div>
      {children}
      <div className={classes.links}>
        <button type="button" className={classes.linkButton} onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </button>
        <Link to={pathTo('hub', language)} className={classes.back}>
          {t('common.backToHub', { ns: 'common' })}
        </Link>
      </div>
      {footer}
    </section>
  );
}
