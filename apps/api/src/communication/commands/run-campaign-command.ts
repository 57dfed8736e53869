import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { CommandRunner } from '../../infrastructure/commands/command-runner';
import { campaignDecider, campaignStreamId, type CampaignCommand } from '../domain/campaign.decider';

/** Runs a command of the campaign decider on the stream of the campaign it names. */
export function runCampaignCommand(runner: CommandRunner, command: CampaignCommand, context: CommandContext) {
  return runner.run(campaignStreamId(command.campaignId), campaignDecider, command, context);
}
