import { rolesAllowedTo, STAFF_ROLES, type Role } from '../lib/auth/permissions';
import type { Language } from '../lib/i18n/languages';

/**
 * Every route of SPEC.md section 2, by its route name. All live under `/:lang`; `path` is the part
 * after the language. Screens not built yet fall through to the catch-all (the maintenance page).
 */
export type RouteName =
  | 'home'
  | 'hub'
  | 'artisans'
  | 'management'
  | 'statistics'
  | 'communication'
  | 'criteria'
  | 'copyright'
  | 'maintenance'
  | 'login'
  | 'artisan login'
  | 'artisan home'
  | 'artisan_edit'
  | 'artisan_evaluation_edit'
  | 'artisan_analysis_view'
  | 'artisan_analysis_edit'
  | 'green_list'
  | 'green_list_texts'
  | 'campaign'
  | 'unsubscribe'
  | 'help'
  | '404';

export type RouteDefinition = {
  /** Path below `/:lang`, in react-router syntax. */
  path: string;
  /** Key of the page title in the `routes` section of the locale files. */
  titleKey: string;
  /** The second bar (logo and menu); SPEC.md hides it on the entry pages. */
  menu: boolean;
  footer: boolean;
  /** SPEC.md: changing language reloads the page on these routes instead of re-rendering. */
  reloadOnLanguageChange?: boolean;
  /**
   * Who may open the route (SPEC.md section 2, route guard): `public`, or any logged-in user whose
   * role is listed. A route with an `:id` is an artisan's: an artisan may open only their own.
   */
  access: 'public' | { roles: readonly Role[] };
};

const STAFF: { roles: readonly Role[] } = { roles: STAFF_ROLES };

/** Staff allowed to do `action`, and artisans (for their own record only). */
function artisansAnd(action: Parameters<typeof rolesAllowedTo>[0]): { roles: readonly Role[] } {
  return { roles: [...rolesAllowedTo(action), 'ROLE_ARTISAN'] };
}

export const routes: Record<RouteName, RouteDefinition> = {
  home: { path: 'home', titleKey: 'home', menu: true, footer: true, access: STAFF },
  hub: { path: 'hub', titleKey: 'hub', menu: false, footer: true, access: 'public' },
  artisans: {
    path: 'artisans',
    titleKey: 'artisans',
    menu: true,
    footer: true,
    access: { roles: rolesAllowedTo('artisans.list') },
  },
  management: {
    path: 'management',
    titleKey: 'management',
    menu: true,
    footer: true,
    access: { roles: rolesAllowedTo('users.manage') },
  },
  statistics: {
    path: 'statistics',
    titleKey: 'statistics',
    menu: true,
    footer: true,
    reloadOnLanguageChange: true,
    access: { roles: rolesAllowedTo('statistics.read') },
  },
  communication: {
    path: 'communication',
    titleKey: 'communication',
    menu: true,
    footer: true,
    access: { roles: rolesAllowedTo('communication.send') },
  },
  criteria: {
    path: 'criteria',
    titleKey: 'criteria',
    menu: true,
    footer: true,
    access: { roles: rolesAllowedTo('criteria.read') },
  },
  copyright: { path: 'copyright', titleKey: 'copyright', menu: true, footer: true, access: 'public' },
  maintenance: { path: 'maintenance', titleKey: 'maintenance', menu: false, footer: false, access: 'public' },
  login: { path: 'login', titleKey: 'login', menu: false, footer: true, access: 'public' },
  'artisan login': {
    path: 'artisan-login',
    titleKey: 'artisanLogin',
    menu: false,
    footer: true,
    access: 'public',
  },
  'artisan home': {
    path: 'artisan-home',
    titleKey: 'artisanHome',
    menu: true,
    footer: true,
    access: { roles: ['ROLE_ARTISAN'] },
  },
  artisan_edit: {
    path: 'artisans/:id/edit',
    titleKey: 'artisanEdit',
    menu: true,
    footer: true,
    access: artisansAnd('artisans.update'),
  },
  artisan_evaluation_edit: {
    path: 'artisans/:id/evaluation',
    titleKey: 'artisanEvaluationEdit',
    menu: true,
    footer: true,
    access: artisansAnd('artisans.evaluate'),
  },
  artisan_analysis_view: {
    path: 'artisans/:id/analysis',
    titleKey: 'artisanAnalysisView',
    menu: true,
    footer: true,
    reloadOnLanguageChange: true,
    access: artisansAnd('artisans.evaluate'),
  },
  artisan_analysis_edit: {
    path: 'artisans/:id/analysis/edit',
    titleKey: 'artisanAnalysisEdit',
    menu: true,
    footer: true,
    reloadOnLanguageChange: true,
    access: { roles: rolesAllowedTo('artisans.evaluate') },
  },
  green_list: {
    path: 'artisans/:id/green-list',
    titleKey: 'greenList',
    menu: true,
    footer: true,
    access: artisansAnd('artisans.evaluate'),
  },
  // The Green List's translation entries (SPEC.md section 3): admins correct and validate them.
  green_list_texts: {
    path: 'green-list-texts',
    titleKey: 'greenListTexts',
    menu: true,
    footer: true,
    access: { roles: rolesAllowedTo('greenListTexts.manage') },
  },
  campaign: {
    path: 'communication/campaigns/:campaignId',
    titleKey: 'communication',
    menu: true,
    footer: true,
    access: { roles: rolesAllowedTo('communication.send') },
  },
  // The newsletter's one-click unsubscribe link (issue 17): public, the token is the proof.
  unsubscribe: {
    path: 'unsubscribe/:token',
    titleKey: 'unsubscribe',
    menu: false,
    footer: true,
    access: 'public',
  },
  // The back office's help settings (issue 17): the main video and the guided tours' words.
  help: {
    path: 'help',
    titleKey: 'help',
    menu: true,
    footer: true,
    access: { roles: rolesAllowedTo('help.manage') },
  },
  '404': { path: '404', titleKey: 'notFound', menu: true, footer: true, access: 'public' },
};

/** The href of a route in a language, with its parameters filled in. */
export function pathTo(name: RouteName, language: Language, params: Record<string, string> = {}): string {
  const path = routes[name].path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  return `/${language}/${path}`;
}

/** The class the body gets on a route (`page-artisan-login`, `page-green_list`). */
export function bodyClass(name: RouteName): string {
  return `page-${name.replace(/\s+/g, '-')}`;
}

/** External sites in the top bar. */
export const externalLinks = {
  foundation: 'https://www.michelangelofoundation.org',
  event: 'https://www.homofaber.com',
  guide: 'https://www.homofaber.com/guide',
} as const;

/** The foundation's social networks, as icons in the top bar. */
export const socialLinks = {
  instagram: 'https://www.instagram.com/michelangelofoundation',
  facebook: 'https://www.facebook.com/michelangelofoundation',
  youtube: 'https://www.youtube.com/@michelangelofoundation',
  linkedin: 'https://www.linkedin.com/company/michelangelo-foundation',
} as const;

/** Route names whose path has an `:id`: an artisan's own pages. */
export function hasArtisanId(name: RouteName): boolean {
  return routes[name].path.includes(':id');
}
