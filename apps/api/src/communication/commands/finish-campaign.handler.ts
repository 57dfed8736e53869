import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { FinishCampaignCommand } from './finish-campaign.command';
import { runCampaignCommand } from './run-campaign-command';

@CommandHandler(FinishCampaignCommand)
export class FinishCampaignHandler implements ICommandHandler<FinishCampaignCommand> {
  constructor(private readonly runner: CommandRunner) {}

  async execute({ campaignId, figures, context }: FinishCampaignCommand): Promise<void> {
    await runCampaignCommand(this.runner, { type: 'FinishCampaign', campaignId, figures }, context);
  }
}
