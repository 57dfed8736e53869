import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import { CampaignsReader } from '../campaigns.reader';
import { actorOf } from './campaign-actor';
import { ChangeCampaignDraftCommand, DraftCampaignCommand } from './draft-campaign.command';
import { runCampaignCommand } from './run-campaign-command';

@CommandHandler(DraftCampaignCommand)
export class DraftCampaignHandler implements ICommandHandler<DraftCampaignCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: CampaignsReader,
  ) {}

  async execute({ content, session, context }: DraftCampaignCommand) {
    const campaignId = randomUUID();
    await runCampaignCommand(
      this.runner,
      { type: 'DraftCampaign', campaignId, content, actor: actorOf(session) },
      context,
    );
    return this.reader.one(campaignId);
  }
}

@CommandHandler(ChangeCampaignDraftCommand)
export class ChangeCampaignDraftHandler implements ICommandHandler<ChangeCampaignDraftCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: CampaignsReader,
  ) {}

  async execute({ campaignId, content, session, context }: ChangeCampaignDraftCommand) {
    await runCampaignCommand(
      this.runner,
      { type: 'ChangeCampaignDraft', campaignId, content, actor: actorOf(session) },
      context,
    );
    return this.reader.one(campaignId);
  }
}
