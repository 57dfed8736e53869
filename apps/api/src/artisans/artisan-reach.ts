import { ARTISAN_SCOPE, can } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';

/**
 * Whether a session may act on an artisan (SPEC.md section 6): an artisan only on itself, network
 * members, ambassadors and hunters on artisans of their countries, the foundation on every one;
 * pending artisans only for those who may filter on them (admins). Network members also reach
 * artisans suggested to one of their countries.
 */
export function canReach(
  session: Session,
  artisan: {
    id: string;
    country_id: number | null;
    pending: boolean;
    suggested_country_ids?: readonly number[];
  },
): boolean {
  const scope = ARTISAN_SCOPE[session.role];
  if (scope === 'self') return session.kind === 'artisan' && session.accountId === artisan.id;
  if (artisan.pending && !can(session.role, 'artisans.filter.pending')) return false;
  switch (scope) {
    case 'all':
      return true;
    case 'own-countries':
      return artisan.country_id !== null && session.countries.includes(artisan.country_id);
    case 'own-countries-and-suggested':
      return (
        (artisan.country_id !== null && session.countries.includes(artisan.country_id)) ||
        (artisan.suggested_country_ids ?? []).some((country) => session.countries.includes(country))
      );
    default: {
      const unexpected: never = scope;
      return unexpected;
    }
  }
}
