import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { notifyFromAnywhere } from '../components/ui/notifications/notifications';
import { pathTo } from '../config/paths';
import { loginRouteFor } from '../lib/auth/permissions';
import { endSession } from '../lib/auth/session';
import { onUnauthorized } from '../lib/http/http-client';
import { i18n } from '../lib/i18n/i18n';
import { isLanguage } from '../lib/i18n/language-resolution';
import { DEFAULT_LANGUAGE } from '../lib/i18n/languages';
import { AppProvider } from './provider';
import { createRouter } from './router';

type Router = ReturnType<typeof createRouter>;

/**
 * SPEC.md section 7: a 401 on any call logs the user out; artisans go to the artisan login, staff
 * to the staff login.
 */
function logOutOnUnauthorized(router: Router): void {
  onUnauthorized((session) => {
    const segment = router.state.location.pathname.split('/')[1];
    const language = isLanguage(segment) ? segment : DEFAULT_LANGUAGE;
    endSession();
    void router.navigate(pathTo(loginRouteFor(session.claims.role), language), { replace: true });
    notifyFromAnywhere({
      id: 'session-expired',
      tone: 'error',
      title: i18n.t('errors.title'),
      message: i18n.t('messages.sessionExpired'),
    });
  });
}

export function App() {
  const [router] = useState(createRouter);

  useEffect(() => {
    logOutOnUnauthorized(router);
  }, [router]);

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
