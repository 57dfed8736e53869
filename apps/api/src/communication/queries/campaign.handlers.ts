import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CampaignAudienceReader } from '../campaign-audience';
import { CampaignsReader } from '../campaigns.reader';
import { CountAudienceQuery, GetCampaignQuery, ListCampaignsQuery } from './campaign.queries';
import { forwardTo } from '../../infrastructure/commands/messages';

@QueryHandler(ListCampaignsQuery)
export class ListCampaignsHandler implements IQueryHandler<ListCampaignsQuery> {
  constructor(private readonly reader: CampaignsReader) {}

  execute() {
    return this.reader.list();
  }
}

@QueryHandler(GetCampaignQuery)
export class GetCampaignHandler extends forwardTo(
  CampaignsReader,
  (reader, { campaignId }: GetCampaignQuery) => reader.one(campaignId),
) {}

@QueryHandler(CountAudienceQuery)
export class CountAudienceHandler extends forwardTo(
  CampaignAudienceReader,
  (reader, { session, audience }: CountAudienceQuery) => reader.count(session, audience),
) {}
