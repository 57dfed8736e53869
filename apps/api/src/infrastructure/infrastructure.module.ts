import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { redisOptions, type AppConfig } from '@artisans/platform';
import { createDb, createPool, type Db } from './database/database';
import { createEventStore } from './event-store/create-event-store';
import type { EventStore } from './event-store/event-store.port';
import { APP_CONFIG, DB, EVENT_STORE, PG_POOL, REDIS } from './tokens';

/** Config, PostgreSQL, Redis and the event store, shared by every feature module. */
@Global()
@Module({})
export class InfrastructureModule implements OnApplicationShutdown {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: PG_POOL, useFactory: () => createPool(config.DATABASE_URL) },
        { provide: DB, useFactory: (pool: Pool) => createDb(pool), inject: [PG_POOL] },
        {
          provide: EVENT_STORE,
          useFactory: (pool: Pool) => createEventStore(config, pool),
          inject: [PG_POOL],
        },
        {
          provide: REDIS,
          // BullMQ needs maxRetriesPerRequest: null on connections it blocks on.
          useFactory: () => new Redis({ ...redisOptions(config), lazyConnect: false }),
        },
      ],
      exports: [APP_CONFIG, PG_POOL, DB, EVENT_STORE, REDIS],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.eventStore.close();
    await this.db.destroy(); // ends the pool too
    this.redis.disconnect();
  }
}
