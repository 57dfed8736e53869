import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routes, type RouteName } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { LanguageIndexRedirect, RootRedirect } from './routes/entry-redirect';
import { LanguageRoute } from './routes/language-route';
import type { RouteHandle } from './routes/route-handle';
import { RouteError } from './routes/route-error';

// Each screen is its own chunk: the first load carries the frame and one screen only.
const HubPage = lazy(() =>
  import('../features/hub/components/hub-page').then((m) => ({ default: m.HubPage })),
);
const MaintenancePage = lazy(() =>
  import('../features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const StaffLoginPage = lazy(() =>
  import('../features/auth/components/sign-in-page').then((m) => ({ default: m.StaffLoginPage })),
);
const ArtisanLoginPage = lazy(() =>
  import('../features/auth/components/sign-in-page').then((m) => ({ default: m.ArtisanLoginPage })),
);
const NotFoundPage = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundPage })));

function screen(name: RouteName, Component: ComponentType): RouteObject {
  const handle: RouteHandle = { name };
  return { path: routes[name].path, handle, element: <Component /> };
}

export function createRouter() {
  return createBrowserRouter([
    { path: '/', element: <RootRedirect />, errorElement: <RouteError /> },
    {
      path: '/:lang',
      element: <LanguageRoute />,
      errorElement: <RouteError />,
      children: [
        {
          element: <AppLayout />,
          children: [
            { index: true, element: <LanguageIndexRedirect /> },
            screen('hub', HubPage),
            screen('maintenance', MaintenancePage),
            screen('login', StaffLoginPage),
            screen('artisan login', ArtisanLoginPage),
            screen('404', NotFoundPage),
            // SPEC.md: the catch-all shows the maintenance page.
            {
              path: '*',
              handle: { name: 'maintenance' } satisfies RouteHandle,
              element: <MaintenancePage />,
            },
          ],
        },
      ],
    },
  ]);
}
