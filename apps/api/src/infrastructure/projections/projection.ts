import type { Transaction } from 'kysely';
import type { Database } from '../database/schema';
import type { StoredEvent } from '../event-store/event-store.port';

/**
 * A consumer of the global event log with its own checkpoint.
 * - read-model: writes tables; rebuilt from position 0 on demand; read-your-writes waits for it.
 * - reactor: turns events into side effects (queued jobs, idempotent by event id); never rebuilt.
 * `apply` runs in the transaction that also moves the checkpoint, so a batch counts once or not at all.
 */
export type Projection = {
  readonly name: string;
  readonly kind: 'read-model' | 'reactor';
  /** Tables emptied before a rebuild. */
  readonly tables: readonly (keyof Database & string)[];
  apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void>;
};
