import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pathTo } from '../../../config/paths';
import { useArtisanCraftSet } from '../../../lib/auth/artisan-craft';
import { menuLinks } from '../../../lib/auth/menu';
import { useSession } from '../../../lib/auth/session';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ArtisanStandingCard } from '../../evaluation/components/analysis-artisan-standing';
import classes from './landing.module.css';

/**
 * SPEC.md route `artisan home`: the artisan's landing page. Between the greeting and the menu, where
 * its application stands (in progress, sent, pending, decided), so that the artisan learns the
 * decision here too. The layout is the Landing's, with that card in the middle.
 */
export function ArtisanHomePage() {
  const { t } = useTranslation(['account', 'common', 'analysis', 'criteria']);
  const language = useLanguage();
  const session = useSession();
  const craftSet = useArtisanCraftSet(session?.claims.sub);
  if (!session) return null;
  const links = menuLinks(session.claims, { craftSet });
  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <header className={classes.hero}>
          <p className={classes.overline}>{t('roles.ROLE_ARTISAN')}</p>
          <h1 className={classes.title}>{t('home.artisanTitle')}</h1>
          <p className={classes.intro}>{t('home.artisanIntro')}</p>
        </header>
        <ArtisanStandingCard artisanId={session.claims.sub} language={language} />
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
