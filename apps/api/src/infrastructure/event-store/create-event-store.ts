import type { Pool } from 'pg';
import type { AppConfig } from '@artisans/platform';
import type { EventStore } from './event-store.port';
import { PostgresEventStore } from './postgres-event-store';
import { EventStoreDbEventStore } from './eventstoredb-event-store';

/** PostgreSQL unless EVENTSTORE_CONNECTION_STRING points at an EventStoreDB/KurrentDB. */
export function createEventStore(config: AppConfig, pool: Pool): EventStore {
  if (config.EVENTSTORE_CONNECTION_STRING) {
    return EventStoreDbEventStore.connect(config.EVENTSTORE_CONNECTION_STRING);
  }
  return new PostgresEventStore(pool, config.DATABASE_URL);
}
