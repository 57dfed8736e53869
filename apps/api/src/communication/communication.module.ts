import { Inject, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '@artisans/platform';
import { ArtisanListModule } from '../artisan-list/artisan-list.module';
import { ArtisansModule } from '../artisans/artisans.module';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { APP_CONFIG, REDIS } from '../infrastructure/tokens';
import { CampaignAudienceReader } from './campaign-audience';
import { CampaignProgress } from './campaign-progress';
import { CAMPAIGN_QUEUE_TOKEN, createCampaignQueue, type CampaignQueue } from './campaign-queue';
import { createCampaignReactor } from './campaign.reactor';
import { CampaignsReader } from './campaigns.reader';
import { ChangeCampaignDraftHandler, DraftCampaignHandler } from './commands/draft-campaign.handler';
import { FinishCampaignHandler } from './commands/finish-campaign.handler';
import { SendCampaignHandler, SendCampaignTestHandler } from './commands/send-campaign.handler';
import { UnsubscribeHandler } from './commands/unsubscribe.handler';
import { CommunicationController } from './communication.controller';
import { campaignsProjection } from './projections/campaigns.projection';
import { CountAudienceHandler, GetCampaignHandler, ListCampaignsHandler } from './queries/campaign.handlers';
import { UnsubscribeSecret } from './unsubscribe-secret';

/** The communication tool: campaigns, their read model, the newsletter queue and unsubscribing. */
@Module({
  imports: [ArtisanListModule, ArtisansModule],
  controllers: [CommunicationController],
  providers: [
    {
      provide: CAMPAIGN_QUEUE_TOKEN,
      useFactory: (config: AppConfig) => {
        const queue = createCampaignQueue(config);
        const logger = new Logger('CampaignQueue');
        queue.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return queue;
      },
      inject: [APP_CONFIG],
    },
    CampaignAudienceReader,
    CampaignProgress,
    CampaignsReader,
    UnsubscribeSecret,
    DraftCampaignHandler,
    ChangeCampaignDraftHandler,
    SendCampaignTestHandler,
    SendCampaignHandler,
    FinishCampaignHandler,
    UnsubscribeHandler,
    ListCampaignsHandler,
    GetCampaignHandler,
    CountAudienceHandler,
  ],
  exports: [CAMPAIGN_QUEUE_TOKEN],
})
export class CommunicationModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly projections: ProjectionRegistry,
    @Inject(CAMPAIGN_QUEUE_TOKEN) private readonly queue: CampaignQueue,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly secret: UnsubscribeSecret,
  ) {}

  onModuleInit(): void {
    this.projections.register(
      campaignsProjection,
      createCampaignReactor({
        queue: this.queue,
        redis: this.redis,
        config: this.config,
        secret: () => this.secret.value(),
      }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
