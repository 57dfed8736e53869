import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes, type RouteName } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { LanguageIndexRedirect, RootRedirect } from './routes/entry-redirect';
import { LanguageRoute } from './routes/language-route';
import type { RouteHandle } from './routes/route-handle';
import { RouteError } from './routes/route-error';

// Each screen is its own chunk: the first load carries the frame and one screen only. The screens
// with forms also need Mantine and TanStack Query, which come in the UiBoundary chunk. Each lazy
// component keeps its loader, so that the first screen's chunks can be asked for at once (see
// firstScreenOf) instead of one after the other as React reaches them.
type Loader = () => Promise<unknown>;
type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload: Loader };

const named = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): PreloadableComponent =>
  Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { preload: load },
  );

const HubPage = named(() => import('../features/hub/components/hub-page'), 'HubPage');
const MaintenancePage = named(
  () => import('../features/maintenance/components/maintenance-page'),
  'MaintenancePage',
);
const CopyrightPage = named(() => import('../features/legal/components/copyright-page'), 'CopyrightPage');
const NotFoundPage = named(() => import('./routes/not-found'), 'NotFoundPage');
const UiBoundary = named(() => import('./ui-boundary'), 'UiBoundary');
const StaffLoginPage = named(() => import('../features/auth/components/staff-login-page'), 'StaffLoginPage');
const ArtisanLoginRoute = named(() => import('./routes/artisan-login-route'), 'ArtisanLoginRoute');
const StaffHomePage = named(() => import('../features/home/components/staff-home-page'), 'StaffHomePage');
const ArtisanListPage = named(
  () => import('../features/artisans/components/artisan-list-page'),
  'ArtisanListPage',
);
const ArtisanProfilePage = named(
  () => import('../features/artisans/components/artisan-profile-page'),
  'ArtisanProfilePage',
);
const EvaluationPage = named(
  () => import('../features/evaluation/components/evaluation-page'),
  'EvaluationPage',
);
const AnalysisPage = named(() => import('../features/evaluation/components/analysis-page'), 'AnalysisPage');
const DecisionPage = named(() => import('../features/evaluation/components/decision-page'), 'DecisionPage');
const CriteriaPage = named(() => import('../features/criteria/components/criteria-page'), 'CriteriaPage');
const GreenListPage = named(
  () => import('../features/green-list/components/green-list-page'),
  'GreenListPage',
);
const GreenListTextsPage = named(
  () => import('../features/green-list-texts/components/green-list-texts-page'),
  'GreenListTextsPage',
);
const StatisticsPage = named(
  () => import('../features/statistics/components/statistics-page'),
  'StatisticsPage',
);
const ArtisanHomeRoute = named(() => import('./routes/artisan-home-route'), 'ArtisanHomeRoute');
const CommunicationPage = named(
  () => import('../features/communication/components/communication-page'),
  'CommunicationPage',
);
const CampaignPage = named(
  () => import('../features/communication/components/campaign-page'),
  'CampaignPage',
);
const UnsubscribePage = named(
  () => import('../features/communication/components/unsubscribe-page'),
  'UnsubscribePage',
);
const HelpSettingsPage = named(
  () => import('../features/help/components/help-settings-page'),
  'HelpSettingsPage',
);
const ManagementPage = named(
  () => import('../features/management/components/management-page'),
  'ManagementPage',
);

/** What a route asks for ahead of rendering: its chunk and the locale files its screen reads. */
type PreloadHandle = { preload: Loader; namespaces?: readonly string[] };

function screen(
  name: RouteName,
  Component: PreloadableComponent,
  namespaces: readonly string[] = [],
): RouteObject {
  const handle: RouteHandle & PreloadHandle = { name, preload: Component.preload, namespaces };
  return { path: routes[name].path, handle, element: <Component /> };
}

const appRoutes: RouteObject[] = [
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
          screen('copyright', CopyrightPage),
          screen('404', NotFoundPage),
          screen('home', StaffHomePage),
          screen('artisan home', ArtisanHomeRoute, ['account']),
          // The Green List wizard is drawn without Mantine (an artisan's phone loads it first); its
          // popups and the foundation's tools bring Mantine's provider in their own chunks.
          screen('green_list', GreenListPage, ['green-list']),
          // The logins too: many people's first screen, often on a phone. Their popups bring Mantine.
          screen('login', StaffLoginPage, ['account']),
          screen('artisan login', ArtisanLoginRoute, ['account']),
          // The artisan list too, staff's first screen after the home: its filters and popups
          // bring Mantine when they open (ADR 14).
          screen('artisans', ArtisanListPage, ['artisan-list']),
          {
            element: <UiBoundary />,
            handle: { preload: UiBoundary.preload } satisfies PreloadHandle,
            children: [
              screen('artisan_edit', ArtisanProfilePage, ['artisan-profile']),
              screen('artisan_evaluation_edit', EvaluationPage, ['evaluation', 'criteria']),
              screen('artisan_analysis_view', AnalysisPage),
              screen('artisan_analysis_edit', DecisionPage),
              screen('criteria', CriteriaPage, ['criteria']),
              screen('statistics', StatisticsPage),
              screen('green_list_texts', GreenListTextsPage),
              screen('management', ManagementPage),
              screen('communication', CommunicationPage),
              screen('campaign', CampaignPage),
              screen('unsubscribe', UnsubscribePage),
              screen('help', HelpSettingsPage, ['help']),
            ],
          },
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
];

export function createRouter() {
  return createBrowserRouter(appRoutes);
}

function isPreloadHandle(handle: unknown): handle is PreloadHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/**
 * What the screen at `pathname` needs before it can render: the locale files it reads (for i18next
 * to fetch beside `common`) and `preload`, which asks at once for every chunk it renders (the UI
 * boundary and the screen, which React would otherwise fetch one after the other, each a round
 * trip on a slow network). A failed chunk is reported when React renders it, not here.
 */
export function firstScreenOf(pathname: string): { namespaces: string[]; preload: () => void } {
  const handles = (matchRoutes(appRoutes, pathname) ?? [])
    .map(({ route }) => route.handle as unknown)
    .filter(isPreloadHandle);
  return {
    namespaces: handles.flatMap((handle) => handle.namespaces ?? []),
    preload: () => {
      for (const handle of handles) handle.preload().catch(() => undefined);
    },
  };
}
