import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { campaignDecider, campaignStreamId } from '../domain/campaign.decider';
import { FinishCampaignCommand } from './finish-campaign.command';

@CommandHandler(FinishCampaignCommand)
export class FinishCampaignHandler implements ICommandHandler<FinishCampaignCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ campaignId, figures, context }: FinishCampaignCommand): Promise<void> {
    await this.runner.run(
      campaignStreamId(campaignId),
      campaignDecider,
      { type: 'FinishCampaign', campaignId, figures },
      context,
    );
  }
}
