import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Link } from 'react-router-dom';
import { pathTo } from '../../config/paths';
import { useArtisanCraftSet } from '../../lib/auth/artisan-craft';
import { menuLinks } from '../../lib/auth/menu';
import { homeRouteFor } from '../../lib/auth/permissions';
import type { Session } from '../../lib/auth/session-token';
import { useProductName } from '../../lib/app-config/app-config';
import type { Language } from '../../lib/i18n/languages';
import { MenuIcon } from './icons';
import classes from './layout.module.css';

/**
 * The second bar: the logo (to the artisan home for artisans, home for staff, the hub for
 * visitors) and the main menu of the role (SPEC.md section 6). Below 768px the menu folds behind a
 * button.
 */
export function LogoBar({ language, session }: { language: Language; session: Session | null }) {
  const { t } = useTranslation();
  const productName = useProductName();
  const [open, setOpen] = useState(false);
  const claims = session?.claims;
  const craftSet = useArtisanCraftSet(claims?.role === 'ROLE_ARTISAN' ? claims.sub : undefined);
  const links = claims ? menuLinks(claims, { craftSet }) : [];
  const logoTarget = claims ? homeRouteFor(claims.role) : 'hub';

  return (
    <div className={classes.logoBar}>
      <div className={classes.logoBarInner}>
        <Link to={pathTo(logoTarget, language)} className={classes.logo}>
          <span className={classes.logoMark} aria-hidden="true">
            Ae
          </span>
          <span>{productName}</span>
        </Link>
        {links.length > 0 ? (
          <nav aria-label={t('menu.label')} className={classes.mainNav} data-open={open}>
            <button
              type="button"
              className={`plain-button ${classes.menuToggle}`}
              aria-expanded={open}
              aria-controls="main-menu"
              onClick={() => setOpen((value) => !value)}
            >
              <MenuIcon />
              <span className={classes.menuToggleLabel}>{t('menu.toggle')}</span>
            </button>
            <ul id="main-menu" className={`${classes.plainList} ${classes.menuList}`}>
              {links.map((link) => (
                <li key={link.item}>
                  <NavLink
                    to={pathTo(link.route, language, link.params)}
                    className={classes.menuLink}
                    onClick={() => setOpen(false)}
                    data-testid={`menu-${link.item}`}
                  >
                    {t(`menu.${link.item}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>
  );
}
