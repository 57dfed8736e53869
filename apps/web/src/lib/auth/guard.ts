import { hasArtisanId, routes, type RouteName } from '../../config/paths';
import { homeRouteFor, type Role } from './permissions';

/** Who is asking: the parts of the session the guard looks at. */
export type GuardSubject = { role: Role; sub: string } | null;

export type GuardTarget = { name: RouteName; params: Readonly<Record<string, string | undefined>> };

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: RouteName };

const ALLOW: GuardDecision = { kind: 'allow' };

/**
 * The route guard of SPEC.md section 2, as a pure function:
 * - a route that needs authentication sends an unauthenticated user to hub;
 * - a route with an authorize list sends a user whose role is not on it to their home;
 * - an artisan who opens a route whose id is not their own is sent to the artisan home.
 */
export function guardRoute(target: GuardTarget, subject: GuardSubject): GuardDecision {
  const { access } = routes[target.name];
  if (access === 'public') return ALLOW;
  if (!subject) return { kind: 'redirect', to: 'hub' };
  if (!access.roles.includes(subject.role)) return { kind: 'redirect', to: homeRouteFor(subject.role) };
  if (subject.role === 'ROLE_ARTISAN' && hasArtisanId(target.name) && target.params.id !== subject.sub)
    return { kind: 'redirect', to: 'artisan home' };
  return ALLOW;
}
