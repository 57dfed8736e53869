import { Queue } from 'bullmq';
import {
  CAMPAIGN_KEEP_SECONDS,
  CAMPAIGN_QUEUE,
  redisOptions,
  type AppConfig,
  type CampaignMailJob,
  type RedisConfig,
} from '@artisans/platform';

export const CAMPAIGN_QUEUE_TOKEN = Symbol('CAMPAIGN_QUEUE');

export type CampaignQueue = Queue<CampaignMailJob, unknown, 'newsletter'>;

/** The producer side of the newsletter queue; the worker app consumes it, throttled. */
export function createCampaignQueue(
  config: RedisConfig & Pick<AppConfig, 'QUEUE_PREFIX' | 'MAIL_ATTEMPTS' | 'MAIL_BACKOFF_MS'>,
): CampaignQueue {
  return new Queue<CampaignMailJob, unknown, 'newsletter'>(CAMPAIGN_QUEUE, {
    connection: redisOptions(config),
    prefix: config.QUEUE_PREFIX,
    defaultJobOptions: {
      attempts: config.MAIL_ATTEMPTS,
      backoff: { type: 'exponential', delay: config.MAIL_BACKOFF_MS },
      removeOnComplete: { age: CAMPAIGN_KEEP_SECONDS },
      removeOnFail: { age: CAMPAIGN_KEEP_SECONDS },
    },
  });
}
