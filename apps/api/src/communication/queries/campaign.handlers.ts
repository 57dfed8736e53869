import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CampaignAudienceReader } from '../campaign-audience';
import { CampaignsReader } from '../campaigns.reader';
import { CountAudienceQuery, GetCampaignQuery, ListCampaignsQuery } from './campaign.queries';

@QueryHandler(ListCampaignsQuery)
export class ListCampaignsHandler implements IQueryHandler<ListCampaignsQuery> {
  constructor(private readonly reader: CampaignsReader) {}

  execute() {
    return this.reader.list();
  }
}

@QueryHandler(GetCampaignQuery)
export class GetCampaignHandler implements IQueryHandler<GetCampaignQuery> {
  constructor(private readonly reader: CampaignsReader) {}

  execute({ campaignId }: GetCampaignQuery) {
    return this.reader.one(campaignId);
  }
}

@QueryHandler(CountAudienceQuery)
export class CountAudienceHandler implements IQueryHandler<CountAudienceQuery> {
  constructor(private readonly audience: CampaignAudienceReader) {}

  execute({ session, audience }: CountAudienceQuery) {
    return this.audience.count(session, audience);
  }
}
