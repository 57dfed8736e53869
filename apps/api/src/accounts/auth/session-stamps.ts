import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { AppConfig } from '@artisans/platform';
import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import { APP_CONFIG, REDIS } from '../../infrastructure/tokens';

/**
 * How long a stamp outlives its last move. Far longer than a session row is kept in memory
 * (session-loader.ts): a row kept before a move has then long been dropped, so a stamp that expires
 * never makes an old row look current again.
 */
const STAMP_SECONDS = 24 * 60 * 60;

/**
 * One stamp per account, in Redis, which every API process reads with the token's revocation (one
 * round trip, as before): it moves whenever a row a session is read from changes (the account's
 * role, countries, language, activity, password, confirmation, or its deletion). A process keeps the
 * rows it read with the stamp they were read under, and reads an account again from PostgreSQL only
 * when its stamp has moved: a change reaches every process at once, without a query per request.
 */
@Injectable()
export class SessionStamps {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  key(accountId: string): string {
    return `${this.config.QUEUE_PREFIX}:session-stamp:${accountId}`;
  }

  async move(accountIds: Iterable<string>): Promise<void> {
    const unique = [...new Set(accountIds)];
    if (unique.length === 0) return;
    const moves = this.redis.multi();
    for (const accountId of unique)
      moves.incr(this.key(accountId)).expire(this.key(accountId), STAMP_SECONDS);
    await moves.exec();
  }

  /**
   * The read model, moving the stamps of the accounts each batch changes: before its transaction
   * commits (a Redis failure then fails the batch, which is retried, so no change goes unstamped),
   * and again once it has committed (a row read between the first move and the commit was the old
   * one, under the new stamp). A command waiting for the read model answers after the second move.
   */
  stamping(projection: Projection, accountsOf: (event: StoredEvent) => readonly string[]): Projection {
    const accounts = (events: readonly StoredEvent[]) =>
      events.filter((event) => !projection.types || projection.types.has(event.type)).flatMap(accountsOf);
    return {
      ...projection,
      apply: async (events, trx) => {
        await projection.apply(events, trx);
        await this.move(accounts(events));
      },
      committed: async (events) => {
        await projection.committed?.(events);
        await this.move(accounts(events));
      },
    };
  }
}

/** The id a stored event's data names under `field`, when it names one. */
export function idIn(field: string): (event: StoredEvent) => readonly string[] {
  return (event) => {
    const id = (event.data as Record<string, unknown> | undefined)?.[field];
    return typeof id === 'string' ? [id] : [];
  };
}
