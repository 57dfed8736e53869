import type { INestApplication } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { loadConfig, type AppConfig } from '@artisans/platform';
import { createApp } from '../apps/api/src/create-app';
import {
  ARTISAN_IMPORT_QUEUE_TOKEN,
  type ArtisanImportQueue,
} from '../apps/api/src/artisan-import/artisan-import-queue';
import { REDIS } from '../apps/api/src/infrastructure/tokens';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '../apps/api/src/mail/mail-queue';
import { createTestDatabase, TEST_REDIS_URL, type TestDatabase } from './test-database';

export type TestApp = {
  app: INestApplication;
  database: TestDatabase;
  url: string;
  config: AppConfig;
  close(): Promise<void>;
};

/** The whole API on a fresh database and a random port, for *.e2e.spec.ts files. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase('e2e');
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    LOG_LEVEL: 'silent',
    QUEUE_PREFIX: `test-${database.name}`,
    MAIL_DIR: `var/test-mail/${database.name}`,
    ...env,
  });
  const app = await createApp(config);
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return {
    app,
    database,
    url,
    config,
    async close() {
      // Each test app has its own queue prefix: leave nothing behind in Redis.
      await app.get<MailQueue>(MAIL_QUEUE_TOKEN).obliterate({ force: true });
      await app.get<ArtisanImportQueue>(ARTISAN_IMPORT_QUEUE_TOKEN).obliterate({ force: true });
      // Attempt counters and the mail job index live beside the queues, in the same namespace.
      const redis = app.get<Redis>(REDIS);
      const keys = await redis.keys(`${config.QUEUE_PREFIX}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await app.close();
      await database.drop();
    },
  };
}
