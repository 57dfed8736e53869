import type { RouteName } from '../../config/paths';
import { menuFor, type MenuItem, type Role } from './permissions';

export type MenuLink = { item: MenuItem; route: RouteName; params: Record<string, string> };

const ROUTE_OF: Record<MenuItem, RouteName> = {
  artisans: 'artisans',
  management: 'management',
  statistics: 'statistics',
  communication: 'communication',
  criteria: 'criteria',
  'my-profile': 'artisan_edit',
  'my-evaluation': 'artisan_evaluation_edit',
  'my-green-list': 'green_list',
  'green-list-texts': 'green_list_texts',
};

/** The artisan's own items: they open the screen of its own id. */
const OWN_ITEMS: ReadonlySet<MenuItem> = new Set(['my-profile', 'my-evaluation', 'my-green-list']);

/**
 * The main menu of a session (SPEC.md section 6), from the permission table: what each item
 * opens. An artisan's own items carry their id.
 */
export function menuLinks(session: { role: Role; sub: string }, artisan = { craftSet: false }): MenuLink[] {
  return menuFor(session.role, artisan).map((item) => ({
    item,
    route: ROUTE_OF[item],
    params: OWN_ITEMS.has(item) ? { id: session.sub } : ({} as Record<string, string>),
  }));
}
