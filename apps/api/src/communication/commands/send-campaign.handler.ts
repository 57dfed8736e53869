import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { fold } from '@artisans/domain';
import { CommandRunner } from '../../infrastructure/commands/command-runner';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { CampaignAudienceReader, type AudienceIds } from '../campaign-audience';
import { CampaignsReader } from '../campaigns.reader';
import { campaignDecider, campaignStreamId, type CampaignEvent } from '../domain/campaign.decider';
import { actorOf } from './campaign-actor';
import { SendCampaignCommand, SendCampaignTestCommand } from './send-campaign.command';
import { runCampaignCommand } from './run-campaign-command';

@CommandHandler(SendCampaignTestCommand)
export class SendCampaignTestHandler implements ICommandHandler<SendCampaignTestCommand> {
  constructor(
    private readonly runner: CommandRunner,
    private readonly reader: CampaignsReader,
  ) {}

  async execute({ campaignId, session, context }: SendCampaignTestCommand) {
    await runCampaignCommand(
      this.runner,
      { type: 'SendCampaignTest', campaignId, actor: actorOf(session) },
      context,
    );
    return this.reader.one(campaignId);
  }
}

/**
 * The recipients (by id) are written with CampaignSent in one transaction: the reactor that
 * queues the mails reads exactly those, and a campaign cannot be sent twice (the stream's version).
 */
@CommandHandler(SendCampaignCommand)
export class SendCampaignHandler implements ICommandHandler<SendCampaignCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: CommandRunner,
    private readonly audience: CampaignAudienceReader,
    private readonly reader: CampaignsReader,
  ) {}

  async execute({ campaignId, session, context }: SendCampaignCommand) {
    const streamId = campaignStreamId(campaignId);
    await this.runner.runWithRows({
      streamId,
      decider: campaignDecider,
      context,
      prepare: async (trx) => {
        // The stream's lock is held: the draft read here is the one the decider will see.
        const state = fold(
          campaignDecider,
          (await this.eventStore.readStream(streamId)) as unknown as CampaignEvent[],
        );
        const ids: AudienceIds =
          state.status === 'draft'
            ? await this.audience.ids(session, state.content.audience, trx)
            : { artisans: [], staff: [] };
        return {
          command: {
            type: 'SendCampaign' as const,
            campaignId,
            recipients: { artisans: ids.artisans.length, staff: ids.staff.length },
            actor: actorOf(session),
          },
          writeRows: async (db) => {
            const rows = [
              ...ids.artisans.map((id) => ({ campaign_id: campaignId, recipient_id: id, kind: 'artisan' })),
              ...ids.staff.map((id) => ({ campaign_id: campaignId, recipient_id: id, kind: 'staff' })),
            ];
            for (let start = 0; start < rows.length; start += 1000)
              await db
                .insertInto('campaign_recipients')
                .values(rows.slice(start, start + 1000))
                .execute();
          },
        };
      },
    });
    return this.reader.one(campaignId);
  }
}
