import type { Session } from '../../accounts/auth/session';
import type { CampaignActor } from '../domain/campaign.decider';

export const actorOf = (session: Session): CampaignActor => ({ id: session.accountId, role: session.role });
