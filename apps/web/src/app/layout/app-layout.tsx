import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useNavigate, useParams } from 'react-router-dom';
import { useNotify } from '../../components/ui/notifications/notifications';
import { PageLoader } from '../../components/ui/page-loader';
import { bodyClass, pathTo, routes } from '../../config/paths';
import { useProductName } from '../../lib/app-config/app-config';
import { guardRoute } from '../../lib/auth/guard';
import { revokeSession } from '../../lib/auth/logout';
import { loginRouteFor, type Role } from '../../lib/auth/permissions';
import { endSession, useSession } from '../../lib/auth/session';
import { isLanguage } from '../../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../../lib/i18n/languages';
import { useRouteName } from '../routes/route-handle';
import { Footer } from './footer';
import { GlobalLoader } from './global-loader';
import { LogoBar } from './logo-bar';
import { ScreenShown } from './screen-shown';
import { TopBar } from './top-bar';
import classes from './layout.module.css';

const AccountSettingsEntry = lazy(() =>
  import('./account-settings-entry').then((module) => ({ default: module.AccountSettingsEntry })),
);
/**
 * The help of the back office (guided tours, main video, help button): a chunk of its own, never
 * loaded for visitors or artisans; its popups bring Mantine when they open.
 */
const HelpEntry = lazy(() =>
  import('../../features/help/components/help-center').then((module) => ({ default: module.HelpCenter })),
);

/**
 * The frame of every screen (SPEC.md section 2, "Menu and footer"): the fixed top bar, the logo
 * bar where the route wants it, the page, the footer. It keeps the document in step with the
 * route (title, body class, scroll position) and applies the route guard.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const params = useParams();
  const language = isLanguage(params.lang) ? params.lang : DEFAULT_LANGUAGE;
  const name = useRouteName();
  const route = name ? routes[name] : undefined;
  const productName = useProductName();
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [settingsOpen, setSettingsOpen] = useState(false);
  // The help (its chunk, texts and tours) waits until the first screen is on the glass: on a slow
  // phone it would otherwise share the network and the main thread with the screen's own chunks.
  const [screenShown, setScreenShown] = useState(false);
  const markScreenShown = useCallback(() => setScreenShown(true), []);
  const title = route ? t(`routes.${route.titleKey}`) : undefined;
  const decision = name ? guardRoute({ name, params }, session?.claims ?? null) : undefined;
  // Whoever was logged in a moment ago (logout, a 401, expiry) goes to their login, not the hub.
  const lastRole = useRef<Role | undefined>(undefined);
  if (session) lastRole.current = session.claims.role;
  const redirect =
    decision?.kind === 'redirect'
      ? !session && decision.to === 'hub' && lastRole.current
        ? loginRouteFor(lastRole.current)
        : decision.to
      : undefined;

  useEffect(() => {
    if (!session && !redirect) lastRole.current = undefined;
  });

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
    // A link to a part of a page (#privacy-policy) scrolls there instead.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [name]);

  const logout = session
    ? () => {
        revokeSession();
        endSession();
        void navigate(pathTo(loginRouteFor(session.claims.role), language));
      }
    : undefined;

  const accountDeleted = session
    ? () => {
        setSettingsOpen(false);
        endSession();
        notify({ id: 'account-deleted', tone: 'success', message: t('topBar.accountDeleted') });
        void navigate(pathTo(loginRouteFor(session.claims.role), language));
      }
    : undefined;

  if (redirect) return <Navigate replace to={pathTo(redirect, language)} />;

  // The help button floats over the bottom right corner of staff pages (features/help).
  const showsHelp = session?.claims.kind === 'staff' && decision?.kind !== 'redirect';

  return (
    <>
      <a href="#main-content" className={classes.skipLink}>
        {t('layout.skipToContent')}
      </a>
      <header className={classes.header}>
        <TopBar
          language={language}
          reloadOnLanguageChange={route?.reloadOnLanguageChange ?? false}
          onLogout={logout}
          onAccountSettings={session ? () => setSettingsOpen(true) : undefined}
        />
        <GlobalLoader />
        {route?.menu ? <LogoBar language={language} session={session} /> : null}
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className={showsHelp ? `${classes.main} ${classes.clearOfHelp}` : classes.main}
      >
        <Suspense fallback={<PageLoader label={t('common.loading')} />}>
          <Outlet />
          <ScreenShown onShown={markScreenShown} />
        </Suspense>
      </main>
      {route?.footer === false ? null : <Footer language={language} />}
      {showsHelp && screenShown ? (
        <Suspense fallback={null}>
          <HelpEntry route={name} />
        </Suspense>
      ) : null}
      {settingsOpen && session && accountDeleted ? (
        <Suspense fallback={null}>
          <AccountSettingsEntry
            kind={session.claims.kind}
            onClose={() => setSettingsOpen(false)}
            onDeleted={accountDeleted}
          />
        </Suspense>
      ) : null}
    </>
  );
}
