import { Client, type Pool } from 'pg';
import {
  ExpectedVersionConflictError,
  START,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type SqlExecutor,
  type StoredEvent,
  type TransactionalEventStore,
} from './event-store.port';
import { decodePosition, encodePosition } from './global-position';
import type { LogScanner, ScanPage, ScanPageOptions } from './log-scan';
import { scanPostgresLog } from './postgres-log-scan';

/** pg's pool and clients, or a transaction of the caller's: all take statement objects. */
type Queryable = SqlExecutor;

type EventRow = {
  event_id: string;
  stream_id: string;
  stream_position: string;
  event_type: string;
  data: unknown;
  metadata: NewEvent['metadata'];
  transaction_text: string;
  global_position: string;
};

const EVENT_COLUMNS = `event_id, stream_id, stream_position, event_type, data, metadata,
  transaction_id::text AS transaction_text, global_position`;

/**
 * Each statement moves the stream's version and inserts the events in one round trip.
 * The row lock on es_streams serialises writers of one stream: of N concurrent appends with
 * the same expected version, exactly one updates the row, the others find a changed version.
 */
const CLAIM_VERSIONS: Record<'no_stream' | 'any' | 'exact', string> = {
  no_stream: `INSERT INTO es_streams (stream_id, version) VALUES ($1, $2::int - 1)
              ON CONFLICT (stream_id) DO NOTHING RETURNING version`,
  any: `INSERT INTO es_streams (stream_id, version) VALUES ($1, $2::int - 1)
        ON CONFLICT (stream_id) DO UPDATE SET version = es_streams.version + $2::int RETURNING version`,
  exact: `UPDATE es_streams SET version = version + $2::int
          WHERE stream_id = $1 AND version = $7::bigint RETURNING version`,
};

// Only the last event's position goes back to the client: a batch of a hundred answers one row.
const appendStatement = (claim: string) => `
  WITH stream AS (${claim}),
  appended AS (
    INSERT INTO es_events (event_id, stream_id, stream_position, event_type, data, metadata)
    SELECT e.id, $1, stream.version - $2::int + e.ord, e.type, e.data, e.metadata
    FROM stream, ROWS FROM (
        unnest($3::uuid[]), unnest($4::text[]),
        jsonb_array_elements($5::jsonb), jsonb_array_elements($6::jsonb)
      ) WITH ORDINALITY AS e(id, type, data, metadata, ord)
    RETURNING stream_position, transaction_id, global_position)
  SELECT stream_position, transaction_id::text AS transaction_text, global_position
  FROM appended ORDER BY stream_position DESC LIMIT 1`;

const APPEND = {
  no_stream: appendStatement(CLAIM_VERSIONS.no_stream),
  any: appendStatement(CLAIM_VERSIONS.any),
  exact: appendStatement(CLAIM_VERSIONS.exact),
};

/**
 * Only transactions older than every running one are read: all of them have finished, so no event
 * can appear later before the last position returned. (Ordering must use the xid8 column itself:
 * its text form sorts 1000 before 999.)
 */
export const READ_ALL = `SELECT ${EVENT_COLUMNS} FROM es_events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
    AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
  ORDER BY es_events.transaction_id, es_events.global_position
  LIMIT $3`;

/**
 * Whether the log holds events after a position, readable or not: asked after a short read, it
 * finds the events a running transaction held back from that read (READ_ALL reads only below every
 * running transaction), and those committed since. The first such event is looked up in the log's
 * order, which walks the index whatever the statistics say: asked as EXISTS, PostgreSQL drops the
 * order and, with statistics older than the log's end, scans the whole table (200 ms a poll at
 * 132,000 events).
 */
export const EVENTS_AFTER = `SELECT (SELECT true FROM es_events
  WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  ORDER BY transaction_id, global_position LIMIT 1) IS NOT NULL AS found`;

const UNIQUE_VIOLATION = '23505';
const NOTIFY_CHANNEL = 'es_events_appended';
/** Appends within this window share one NOTIFY: NOTIFY takes a global lock at commit. */
const NOTIFY_COALESCE_MS = 25;
/** The first and the longest wait before subscribers read again past events held back. */
const HELD_BACK_WAKE_MS = { first: 10, longest: 1000 };

export class PostgresEventStore implements EventStore, LogScanner {
  readonly name = 'postgresql' as const;
  private listenerClient: Client | undefined;
  private readonly listeners = new Set<() => void>();
  private notifyScheduled = false;
  private heldBackWake: NodeJS.Timeout | undefined;
  private heldBackDelay = HELD_BACK_WAKE_MS.first;

  constructor(
    private readonly pool: Pool,
    private readonly connectionString: string,
  ) {}

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    const result = await this.appendWith(this.pool, streamId, events, expected);
    this.announceAppend();
    return result;
  }

  /**
   * Wakes subscribers: those of this process at once, other processes through one coalesced
   * NOTIFY. Call it after committing a transaction that used appendWith.
   */
  announceAppend(): void {
    for (const listener of this.listeners) listener();
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    setTimeout(() => {
      this.notifyScheduled = false;
      // A lost notification only costs latency: subscribers also poll.
      this.pool.query(`NOTIFY ${NOTIFY_CHANNEL}`).catch(() => undefined);
    }, NOTIFY_COALESCE_MS).unref();
  }

  /**
   * Appends inside a transaction the caller controls (the events become visible at its commit).
   * Used by tests that hold a transaction open, and by anything that must append atomically with
   * other writes to the same database. Subscribers learn of it by polling, or by announceAppend().
   */
  async appendWith(
    db: Queryable,
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const kind = typeof expected === 'number' ? 'exact' : expected;
    const params: unknown[] = [
      streamId,
      events.length,
      events.map((e) => e.id),
      events.map((e) => e.type),
      // Each as one JSON array: a jsonb[] parameter would escape every quote of every event again.
      JSON.stringify(events.map((e) => e.data)),
      JSON.stringify(events.map((e) => e.metadata)),
    ];
    if (kind === 'exact') params.push(expected);
    type Appended = { stream_position: string; transaction_text: string; global_position: string };
    let rows: Appended[] = [];
    try {
      rows = (await db.query<Appended>({ name: `es_append_${kind}`, text: APPEND[kind], values: params }))
        .rows;
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
    const last = rows.at(-1);
    if (last) {
      return {
        nextExpectedVersion: Number(last.stream_position),
        lastGlobalPosition: encodePosition(last.transaction_text, last.global_position),
      };
    }
    return this.resolveRejectedAppend(db, streamId, events, expected);
  }

  /** An append wrote nothing: either these events are already stored (idempotent) or it conflicts. */
  private async resolveRejectedAppend(
    db: Queryable,
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    const ids = events.map((e) => e.id);
    const { rows } = await db.query<EventRow>({
      text: `SELECT ${EVENT_COLUMNS} FROM es_events WHERE event_id = ANY($1::uuid[]) ORDER BY stream_position`,
      values: [ids],
    });
    const sameEvents =
      rows.length === ids.length &&
      rows.every((row, index) => row.stream_id === streamId && row.event_id === ids[index]);
    const last = rows.at(-1);
    if (sameEvents && last) {
      return {
        nextExpectedVersion: Number(last.stream_position),
        lastGlobalPosition: encodePosition(last.transaction_text, last.global_position),
      };
    }
    const current = await db.query<{ version: string }>({
      text: 'SELECT version FROM es_streams WHERE stream_id = $1',
      values: [streamId],
    });
    const actual = current.rows[0] ? Number(current.rows[0].version) : 'no_stream';
    throw new ExpectedVersionConflictError(streamId, expected, actual);
  }

  readStream(streamId: string, fromVersion = 0): Promise<StoredEvent[]> {
    return readStreamWith(this.pool, streamId, fromVersion);
  }

  /** Reads and appends inside the caller's transaction: its rows and the events commit as one. */
  inTransaction(transaction: SqlExecutor): TransactionalEventStore {
    return {
      readStream: (streamId, fromVersion = 0) => readStreamWith(transaction, streamId, fromVersion),
      appendToStream: (streamId, events, expected) =>
        this.appendWith(transaction, streamId, events, expected),
      committed: () => this.announceAppend(),
    };
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<StoredEvent[]> {
    const { major, minor } = decodePosition(after);
    const { rows } = await this.pool.query<EventRow>(READ_ALL, [major.toString(), minor.toString(), limit]);
    const events = rows.map(toStoredEvent);
    if (events.length < limit && this.listeners.size > 0)
      this.wakeIfHeldBack(events.at(-1)?.globalPosition ?? after);
    return events;
  }

  /**
   * A short read may have stopped before events held back by a transaction still running (a
   * projection's batch, an import), and nothing announces that transaction's end: a subscriber would
   * sleep a whole poll interval with those events waiting, and the command waiting for its read
   * models with it. So when the log holds events after the last one read, the subscribers of this
   * process are woken again soon, and later each time while it does, until a read reaches its end.
   * (Asked after the read, not within it: a transaction ending in between would hide the events
   * from a check of what is held back, and no one would wake.)
   */
  private wakeIfHeldBack(lastRead: GlobalPosition): void {
    const { major, minor } = decodePosition(lastRead);
    this.pool
      .query<{ found: boolean }>(EVENTS_AFTER, [major.toString(), minor.toString()])
      .then(({ rows }) => {
        if (!rows[0]?.found) {
          this.heldBackDelay = HELD_BACK_WAKE_MS.first;
          return;
        }
        if (this.heldBackWake) return;
        this.heldBackWake = setTimeout(() => {
          this.heldBackWake = undefined;
          this.heldBackDelay = Math.min(this.heldBackDelay * 2, HELD_BACK_WAKE_MS.longest);
          for (const listener of this.listeners) listener();
        }, this.heldBackDelay).unref();
      })
      .catch(() => undefined); // only latency is lost: subscribers also poll
  }

  /** The bulk readers' page of the log (log-scan.ts): rows as texts, filtered by type in SQL. */
  scanPage(options: ScanPageOptions): Promise<ScanPage> {
    return scanPostgresLog(this.pool, options);
  }

  async countEvents(): Promise<number> {
    const { rows } = await this.pool.query<{ count: string }>('SELECT count(*) AS count FROM es_events');
    return Number(rows[0]?.count ?? 0);
  }

  async headPosition(): Promise<GlobalPosition> {
    const { rows } = await this.pool.query<{ transaction_text: string; global_position: string }>(
      `SELECT transaction_id::text AS transaction_text, global_position FROM es_events
       WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY es_events.transaction_id DESC, es_events.global_position DESC LIMIT 1`,
    );
    const head = rows[0];
    return head ? encodePosition(head.transaction_text, head.global_position) : START;
  }

  async onAppended(listener: () => void): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    await this.ensureListening();
    return async () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) await this.stopListening();
    };
  }

  private async ensureListening(): Promise<void> {
    if (this.listenerClient) return;
    const client = new Client({ connectionString: this.connectionString });
    this.listenerClient = client;
    // Our own NOTIFY comes back too: an extra wake-up costs one empty read.
    client.on('notification', () => this.listeners.forEach((listener) => listener()));
    // Losing the LISTEN connection only costs latency: subscribers keep polling.
    client.on('error', () => {
      if (this.listenerClient === client) this.listenerClient = undefined;
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
  }

  private async stopListening(): Promise<void> {
    const client = this.listenerClient;
    this.listenerClient = undefined;
    await client?.end().catch(() => undefined);
  }

  async close(): Promise<void> {
    clearTimeout(this.heldBackWake);
    this.listeners.clear();
    await this.stopListening();
  }
}

async function readStreamWith(db: Queryable, streamId: string, fromVersion: number): Promise<StoredEvent[]> {
  const { rows } = await db.query<EventRow>({
    text: `SELECT ${EVENT_COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_position >= $2 ORDER BY stream_position`,
    values: [streamId, fromVersion],
  });
  return rows.map(toStoredEvent);
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    id: row.event_id,
    type: row.event_type,
    data: row.data,
    metadata: row.metadata,
    streamId: row.stream_id,
    streamPosition: Number(row.stream_position),
    globalPosition: encodePosition(row.transaction_text, row.global_position),
  };
}
