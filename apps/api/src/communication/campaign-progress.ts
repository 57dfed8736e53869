import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import { campaignProgressKeys, type AppConfig } from '@artisans/platform';
import { systemContext } from '../infrastructure/commands/command-context';
import type { Db } from '../infrastructure/database/database';
import { Projections } from '../infrastructure/projections/projections.service';
import { APP_CONFIG, DB, REDIS } from '../infrastructure/tokens';
import { FinishCampaignCommand } from './commands/finish-campaign.command';
import type { CampaignFigures } from './domain/campaign.decider';

export type CampaignProgressFigures = CampaignFigures & { waiting: number };

/** sent + failed + waiting = the recipients; waiting never goes below 0. */
export function progressOf(recipientCount: number, figures: CampaignFigures): CampaignProgressFigures {
  return { ...figures, waiting: Math.max(0, recipientCount - figures.sent - figures.failed) };
}

const WATCH_INTERVAL_MS = 1000;

/**
 * The live figures of a campaign being sent, as the worker counts them in Redis (a set of
 * recipient ids per outcome), and the watcher that records CampaignFinished once every recipient
 * has an outcome. Only the process that leads the projections watches (one per installation).
 */
@Injectable()
export class CampaignProgress implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CampaignProgress');
  private timer: NodeJS.Timeout | undefined;
  private watching = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly projections: Projections,
  ) {}

  async figures(campaignId: string): Promise<CampaignFigures> {
    const keys = campaignProgressKeys(this.config.QUEUE_PREFIX, campaignId);
    const [sent, failed] = await Promise.all([this.redis.scard(keys.sent), this.redis.scard(keys.failed)]);
    return { sent, failed };
  }

  onApplicationBootstrap(): void {
    if (!this.config.RUN_PROJECTIONS) return;
    this.timer = setInterval(() => void this.finishDone(), WATCH_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Records the end of each campaign whose recipients all have an outcome. */
  async finishDone(): Promise<void> {
    if (this.watching || !this.projections.leading) return;
    this.watching = true;
    try {
      const sending = await this.db
        .selectFrom('campaigns')
        .select(['id', 'recipient_count'])
        .where('status', '=', 'sending')
        .execute();
      for (const campaign of sending) {
        const figures = await this.figures(campaign.id);
        if (figures.sent + figures.failed < campaign.recipient_count) continue;
        await this.commands.execute(new FinishCampaignCommand(campaign.id, figures, systemContext()));
        this.logger.log(`Campaign ${campaign.id} finished: ${figures.sent} sent, ${figures.failed} failed`);
      }
    } catch (error) {
      if (this.timer) this.logger.warn(`Watching campaigns: ${(error as Error).message}`);
    } finally {
      this.watching = false;
    }
  }
}
