import { DomainError, MESSAGES } from '@artisans/domain';
import type { Session } from './auth/session';

/**
 * Staff and artisans each have their own account and help endpoints: a session of the other kind is
 * refused (403) before the body is read. One check, so that every such route refuses alike.
 */
export function requireSessionKind(session: Session, kind: Session['kind']): Session {
  if (session.kind !== kind) throw new DomainError('forbidden', MESSAGES.forbidden, 'forbidden');
  return session;
}
