import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { CampaignFigures } from '../domain/campaign.decider';

/** Every recipient has an outcome (CampaignProgress watches): the campaign ends with its figures. */
export class FinishCampaignCommand extends Command<void> {
  constructor(
    readonly campaignId: string,
    readonly figures: CampaignFigures,
    readonly context: CommandContext,
  ) {
    super();
  }
}
