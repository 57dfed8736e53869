import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { PageLoader } from '../../components/ui/page-loader';
import { bodyClass, routes } from '../../config/paths';
import { useProductName } from '../../lib/app-config/get-app-config';
import { isLanguage } from '../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';
import { useRouteName } from '../routes/route-handle';
import { Footer } from './footer';
import { LogoBar } from './logo-bar';
import { TopBar } from './top-bar';
import classes from './layout.module.css';

/**
 * The frame of every screen (SPEC.md section 2, "Menu and footer"): the fixed top bar, the logo
 * bar where the route wants it, the page, the footer. It also keeps the document in step with the
 * route: title, body class, scroll position.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const name = useRouteName();
  const route = name ? routes[name] : undefined;
  const productName = useProductName();
  const title = route ? t(`routes.${route.titleKey}`) : undefined;

  useEffect(() => {
    document.title = title ? `${productName} – ${title}` : productName;
  }, [productName, title]);

  useEffect(() => {
    if (!name) return;
    const className = bodyClass(name);
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [name]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [name]);

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <header className={classes.header}>
        <TopBar language={language} reloadOnLanguageChange={route?.reloadOnLanguageChange ?? false} />
        {route?.menu ? <LogoBar language={language} /> : null}
      </header>
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      {route?.footer === false ? null : <Footer language={language} />}
    </>
  );
}
