import {
  Global,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '@artisans/platform';
import { ProjectionRegistry } from '../infrastructure/projections/projection-registry';
import { APP_CONFIG, REDIS } from '../infrastructure/tokens';
import { MailErasure } from './mail-erasure';
import { createMailJobIndex, MAIL_JOB_INDEX, type MailJobIndex } from './mail-job-index';
import { createMailQueue, MAIL_QUEUE_TOKEN, type MailQueue } from './mail-queue';
import { MailRules } from './mail-rules';
import { createMailReactor } from './mail.reactor';

/**
 * Email as BullMQ jobs: feature modules register MailRules, the mail reactor enqueues the jobs,
 * the worker app (apps/worker) renders and sends them. Global so that any feature can inject MailRules.
 */
@Global()
@Module({
  providers: [
    MailRules,
    {
      provide: MAIL_QUEUE_TOKEN,
      useFactory: (config: AppConfig) => {
        const queue = createMailQueue(config);
        // Without a listener an unreachable Redis prints each reconnect's stack. A failing add fails
        // the reactor's batch, which the projection runner retries with backoff.
        const logger = new Logger('MailQueue');
        queue.on('error', (error) => logger.warn(`Redis: ${error.message}`));
        return queue;
      },
      inject: [APP_CONFIG],
    },
    {
      provide: MAIL_JOB_INDEX,
      useFactory: (redis: Redis, config: AppConfig) => createMailJobIndex(redis, config.QUEUE_PREFIX),
      inject: [REDIS, APP_CONFIG],
    },
    MailErasure,
  ],
  exports: [MailRules, MAIL_QUEUE_TOKEN, MailErasure],
})
export class MailModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly registry: ProjectionRegistry,
    private readonly rules: MailRules,
    @Inject(MAIL_QUEUE_TOKEN) private readonly queue: MailQueue,
    @Inject(MAIL_JOB_INDEX) private readonly index: MailJobIndex,
  ) {}

  onModuleInit(): void {
    this.registry.register(createMailReactor(this.rules, this.queue, this.index));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
  }
}
