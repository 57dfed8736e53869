import { apiFetch } from '../http/http-client';
import { getSession } from './session';

/** Tells the API the token is done with (best effort: the session ends here either way). */
export function revokeSession(): void {
  if (!getSession()) return;
  apiFetch('/auth/logout', { method: 'POST', silent: true }).catch(() => undefined);
}
