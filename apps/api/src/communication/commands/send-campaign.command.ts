import { Command } from '@nestjs/cqrs';
import type { Session } from '../../accounts/auth/session';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { CampaignView } from '../campaigns.reader';

/** POST /api/campaigns/{id}/test: the messages, one mail per language, to their author. */
export class SendCampaignTestCommand extends Command<CampaignView> {
  constructor(
    readonly campaignId: string,
    readonly session: Session,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** POST /api/campaigns/{id}/send: the audience as it stands now becomes the recipients. */
export class SendCampaignCommand extends Command<CampaignView> {
  constructor(
    readonly campaignId: string,
    readonly session: Session,
    readonly context: CommandContext,
  ) {
    super();
  }
}
