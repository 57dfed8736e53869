import type { Session } from '../accounts/auth/session';
import type { HelpActor } from './domain/help-content.decider';

export const helpActorOf = (session: Session): HelpActor => ({ id: session.accountId, role: session.role });
