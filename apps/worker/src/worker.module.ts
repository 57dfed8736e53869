import {
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '@artisans/platform';
import { startCampaignWorker, type CampaignWorker } from './campaign/campaign-worker';
import { startMailWorker, type MailWorker } from './mail/mail-worker';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Runs the mail worker for the life of the application context. */
@Injectable()
export class MailWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private mailWorker: MailWorker | undefined;
  private campaignWorker: CampaignWorker | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    this.mailWorker = startMailWorker(this.config, new Logger('MailWorker'));
    this.campaignWorker = startCampaignWorker(this.config, new Logger('CampaignWorker'));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.mailWorker?.close(), this.campaignWorker?.close()]);
  }
}

/** The worker app: BullMQ consumers in a Nest application context, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      providers: [{ provide: APP_CONFIG, useValue: config }, MailWorkerService],
    };
  }
}
