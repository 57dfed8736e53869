import { pathTo } from '../../../config/paths';
import { endSession, startSession } from '../../../lib/auth/session';
import { ApiError } from '../../../lib/http/api-error';
import type { Language } from '../../../lib/i18n/languages';
import type { LinkDestination } from './artisan-links';

/** A staff token starts a session only for an active staff account (SPEC.md section 5). */
export function startStaffSession(token: string): void {
  const session = startSession(token);
  if (!session || session.claims.kind !== 'staff') {
    endSession();
    throw new ApiError({ status: 401, code: 'invalid-credentials' });
  }
  if (!session.claims.isActive) {
    endSession();
    throw new ApiError({ status: 401, code: 'account-inactive' });
  }
}

/** An artisan token starts an artisan session. */
export function startArtisanSession(token: string): void {
  const session = startSession(token);
  if (!session || session.claims.role !== 'ROLE_ARTISAN') {
    endSession();
    throw new ApiError({ status: 401, code: 'invalid-credentials' });
  }
}

/**
 * SPEC.md section 2: after a staff login the reference lists are loaded. In the background, with
 * the query library fetched then (the login screen itself does not need it).
 */
export function loadStaffLists(language: Language): void {
  void Promise.all([
    import('../../../lib/query/query-client'),
    import('../../../lib/reference-data/prefetch-staff-lists'),
  ]).then(([{ queryClient }, { prefetchStaffLists }]) => prefetchStaffLists(queryClient, language));
}

export function destinationPath(destination: LinkDestination, language: Language, id: string): string {
  if (destination === 'profile') return pathTo('artisan_edit', language, { id });
  if (destination === 'analysis') return pathTo('artisan_analysis_view', language, { id });
  return pathTo('artisan home', language);
}
