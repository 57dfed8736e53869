import { Query } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { AudienceCount } from '../campaign-audience';
import type { CampaignView } from '../campaigns.reader';
import type { CampaignAudience } from '../domain/campaign.decider';

/** GET /api/campaigns: the history, newest first, with each campaign's figures. */
export class ListCampaignsQuery extends Query<CampaignView[]> {}

/** GET /api/campaigns/{id}: one campaign and its live progress. */
export class GetCampaignQuery extends Query<CampaignView> {
  constructor(readonly campaignId: string) {
    super();
  }
}

/** POST /api/campaigns/audience: how many an audience reaches, before anything is sent. */
export class CountAudienceQuery extends Query<AudienceCount> {
  constructor(
    readonly session: Session,
    readonly audience: CampaignAudience,
  ) {
    super();
  }
}
