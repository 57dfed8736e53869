import type { Transaction } from 'kysely';
import type { Db } from '../database/database';
import type { Database } from '../database/schema';
import type { StoredEvent } from '../event-store/event-store.port';
import type { ScannedEvent } from '../event-store/log-scan';

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
  /**
   * The event types `apply` acts on, when it acts on some only (it must ignore every other type,
   * as projection-types.unit.spec.ts checks). A live batch holding none of them costs no
   * transaction: the checkpoint moves by one statement. Undefined: every type.
   */
  readonly types?: ReadonlySet<string>;
  /**
   * False for a read model no screen reads right after a change (figures for analysts): a command's
   * answer does not wait for it (Projections.waitForEvents). Undefined: it waits.
   */
  readonly readYourWrites?: false;
  apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void>;
  /**
   * Optional: runs once a batch `apply` wrote has committed, before the batch is announced (so a
   * command waiting for this read model answers after it). For what lives outside the database and
   * must follow its rows (the session stamps, accounts/auth/session-stamps.ts). A rebuild's replay
   * does not call it.
   */
  committed?(events: readonly StoredEvent[]): Promise<void>;
  /**
   * Optional, read models only: a faster way to replay the log into the emptied tables of a rebuild
   * (ProjectionRunner.replay). Without it a rebuild applies the log batch after batch like live.
   */
  replay?(): ProjectionReplay;
};

/**
 * A rebuild's replay: it folds many pages of the log in memory and writes what they add up to at
 * once, where `apply` pays reading and writing its rows for every batch. `flush` runs in the
 * transaction that moves the checkpoint to the last event folded, so rows and checkpoint stay
 * consistent as with `apply`; the rows must be those `apply` would have left.
 */
export type ProjectionReplay = {
  /**
   * The event types it folds, when it needs only some: the replay reads the log as a scan
   * (log-scan.ts) that does not read the data of the others. Undefined: every type.
   */
  readonly types?: ReadonlySet<string>;
  /**
   * Takes the next page in log order (the events of its types; a page may be empty). May read the
   * rows earlier flushes wrote (through `db`). Events come with the metadata a scan gives.
   */
  fold(events: readonly ScannedEvent[], db: Db): Promise<void>;
  /** What it holds has reached its memory bound: the runner flushes before folding more. */
  readonly full: boolean;
  /** Writes what it holds since the last flush. */
  flush(trx: Transaction<Database>): Promise<void>;
};

/**
 * A read model that applies a batch one event at a time, in log order: `applyEvent` gets each
 * event of the batch typed as one of the events `E` of its streams (it must ignore every other
 * type, as `apply` must).
 */
export function readModel<E extends { type: string }>(definition: {
  readonly name: string;
  readonly tables: Projection['tables'];
  /** The event types it acts on (Projection.types). */
  readonly types: readonly E['type'][];
  applyEvent(event: E & StoredEvent, trx: Transaction<Database>): Promise<void>;
}): Projection {
  const { name, tables, types, applyEvent } = definition;
  return {
    name,
    kind: 'read-model',
    tables,
    types: new Set(types),
    async apply(events, trx) {
      for (const stored of events) await applyEvent(stored as unknown as E & StoredEvent, trx);
    },
  };
}
