import { canReachArtisan, type ArtisanAccess, type ArtisanInReach } from '@artisans/domain';
import type { Session } from '../accounts/auth/session';

/** The rule of libs/domain (`canReachArtisan`) for a session of this API. */
export function canReach(session: Session, artisan: ArtisanInReach, access: ArtisanAccess): boolean {
  // A staff account id can never equal an artisan id, but say so rather than rely on it.
  if (session.kind !== (session.role === 'ROLE_ARTISAN' ? 'artisan' : 'staff')) return false;
  return canReachArtisan(session, artisan, access);
}
