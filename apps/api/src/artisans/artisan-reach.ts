import { ARTISAN_SCOPE, can } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';

/**
 * What a session wants to do with an artisan: `read` (profile, pictures, PDF, history) or `change`
 * it (edit, upload, invite, delete).
 */
export type ArtisanAccess = 'read' | 'change';

export type ReachableArtisan = {
  id: string;
  country_id: number | null;
  pending: boolean;
  suggested_country_ids?: readonly number[];
};

/**
 * Whether a session may read or change an artisan (SPEC.md section 6). An artisan reaches only
 * itself; pending artisans only those who may filter on them (admins). The foundation reaches every
 * artisan. Network members, ambassadors and hunters *read* any artisan the list shows them once they
 * pick a country filter, that is every non-pending one, but *change* only those of their countries
 * (network members also those suggested to one of their countries): one rule for the list and the
 * profile, and the evaluation of another country stays with that country's network.
 */
export function canReach(session: Session, artisan: ReachableArtisan, access: ArtisanAccess): boolean {
  const scope = ARTISAN_SCOPE[session.role];
  if (scope === 'self') return session.kind === 'artisan' && session.accountId === artisan.id;
  if (artisan.pending && !can(session.role, 'artisans.filter.pending')) return false;
  if (scope === 'all' || access === 'read') return true;
  const ownCountry = artisan.country_id !== null && session.countries.includes(artisan.country_id);
  switch (scope) {
    case 'own-countries':
      return ownCountry;
    case 'own-countries-and-suggested':
      return (
        ownCountry ||
        (artisan.suggested_country_ids ?? []).some((country) => session.countries.includes(country))
      );
    default: {
      const unexpected: never = scope;
      return unexpected;
    }
  }
}
