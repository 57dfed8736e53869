import { Command } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { CampaignView } from '../campaigns.reader';
import type { CampaignContent } from '../domain/campaign.decider';

/** POST /api/campaigns: a new campaign, kept as a draft until it is sent. */
export class DraftCampaignCommand extends Command<CampaignView> {
  constructor(
    readonly content: CampaignContent,
    readonly session: Session,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** PUT /api/campaigns/{id}: the draft's messages and audience, as the author left them. */
export class ChangeCampaignDraftCommand extends Command<CampaignView> {
  constructor(
    readonly campaignId: string,
    readonly content: CampaignContent,
    readonly session: Session,
    readonly context: CommandContext,
  ) {
    super();
  }
}
