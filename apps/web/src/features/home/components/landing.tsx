import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import type { MenuLink } from '../../../lib/auth/menu';
import type { Language } from '../../../lib/i18n/languages';
import classes from './landing.module.css';

/**
 * A landing page: a greeting, what the page's owner composes in (`children`, e.g. where an artisan's
 * application stands) and the role's menu as cards.
 */
export function Landing({
  overline,
  title,
  intro,
  links,
  language,
  children,
}: {
  overline: string;
  title: string;
  intro: string;
  links: readonly MenuLink[];
  language: Language;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <header className={classes.hero}>
          <p className={classes.overline}>{overline}</p>
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.intro}>{intro}</p>
        </header>
        {children}
        <nav aria-label={t('home.shortcuts')}>
          <ul className={classes.cards}>
            {links.map((link) => (
              <li key={link.item}>
                <Link to={pathTo(link.route, language, link.params)} className={classes.card}>
                  <span className={classes.cardTitle}>{t(`menu.${link.item}`, { ns: 'common' })}</span>
                  <span className={classes.cardText}>{t(`home.items.${link.item}`)}</span>
                  <span className={classes.cardGo} aria-hidden="true">
                    →
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
