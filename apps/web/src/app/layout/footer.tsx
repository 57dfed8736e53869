import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../config/paths';
import type { Language } from '../../lib/i18n/languages';
import classes from './layout.module.css';

/** SPEC.md section 9: the copyright starts in 2019. */
const FIRST_YEAR = 2019;

export function Footer({ language }: { language: Language }) {
  const { t } = useTranslation();
  const copyright = pathTo('copyright', language);
  const links = [
    { to: `${copyright}#copyright`, label: t('footer.copyright') },
    { to: `${copyright}#privacy-policy`, label: t('footer.privacy') },
    { to: `${copyright}#terms-of-use`, label: t('footer.terms') },
  ];

  return (
    <footer className={classes.footer}>
      <div className={classes.footerInner}>
        <p className={classes.footerNote}>
          {t('footer.rights', { from: FIRST_YEAR, to: new Date().getFullYear() })}
        </p>
        <nav aria-label={t('footer.label')}>
          <ul className={classes.footerLinks}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
