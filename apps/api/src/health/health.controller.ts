import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../infrastructure/database/database';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { DB, EVENT_STORE, REDIS } from '../infrastructure/tokens';
import { Public } from '../accounts/auth/auth.decorators';

type Check = { status: 'up' | 'down'; error?: string };

@ApiTags('operations')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DB) private readonly db: Db,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  /**
   * Liveness: the process answers, nothing more. An outage of PostgreSQL or Redis must take pods out
   * of the Service (readiness, `GET /health`), not restart every one of them while it lasts.
   */
  @Get('live')
  @ApiOperation({ summary: 'The process answers (200): for liveness probes; it checks no service' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get()
  @ApiOperation({ summary: 'Database, Redis and event store reachability (200 healthy, 503 otherwise)' })
  async health(@Res() reply: FastifyReply): Promise<void> {
    const [database, redis, eventStore] = await Promise.all([
      probe(() => sql`SELECT 1`.execute(this.db)),
      probe(() => this.redis.ping()),
      probe(() => this.eventStore.headPosition()),
    ]);
    const checks = { database, redis, eventStore: { ...eventStore, adapter: this.eventStore.name } };
    const healthy = [database, redis, eventStore].every((c) => c.status === 'up');
    await reply
      .status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .send({ status: healthy ? 'ok' : 'error', checks });
  }
}

async function probe(check: () => Promise<unknown>, timeoutMs = 2000): Promise<Check> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs).unref(),
      ),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  }
}
