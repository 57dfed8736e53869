import { canReachArtisan, type ArtisanAccess, type ArtisanInReach } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';
import type { ArtisanSnapshot } from './artisan-resource';

/** The rule of libs/domain (`canReachArtisan`) for a session of this API. */
export function canReach(session: Session, artisan: ArtisanInReach, access: ArtisanAccess): boolean {
  // A staff account id can never equal an artisan id, but say so rather than rely on it.
  if (session.kind !== (session.role === 'ROLE_ARTISAN' ? 'artisan' : 'staff')) return false;
  return canReachArtisan(session, artisan, access);
}

/** What the reach rule reads of an artisan folded from its stream: every reach check takes it so. */
export function inReach(artisan: ArtisanSnapshot): ArtisanInReach {
  const { countryId, pending, suggestedCountryIds } = artisan.account.profile;
  return { id: artisan.id, countryId, pending, suggestedCountryIds };
}
