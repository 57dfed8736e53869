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
import { startMailWorker, type MailWorker } from './mail/mail-worker';

export const APP_CONFIG = Symbol('APP_CONFIG');

/** Runs the mail worker for the life of the application context. */
@Injectable()
export class MailWorkerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private mailWorker: MailWorker | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onApplicationBootstrap(): void {
    this.mailWorker = startMailWorker(this.config, new Logger('MailWorker'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.mailWorker?.close();
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
