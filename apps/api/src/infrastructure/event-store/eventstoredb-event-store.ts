import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamDeletedError,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendResult as EsdbAppendResult,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
  type StreamingRead,
} from '@eventstore/db-client';
import {
  ExpectedVersionConflictError,
  START,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type GlobalPosition,
  type NewEvent,
  type ReadAllOptions,
  type StoredEvent,
  type TransactionalEventStore,
} from './event-store.port';
import { toClientConnectionString } from './eventstoredb-connection-string';
import { DEFAULT_WAKEUP_DELAYS, keepSubscribedToAll, type WakeupDelays } from './eventstoredb-wakeups';
import { decodePosition, encodePosition } from './global-position';

/** The calls of `@eventstore/db-client` this adapter makes (the unit tests give it a fake of them). */
export type EventStoreDbClient = Pick<
  EventStoreDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

/**
 * Records asked for per read of $all. The log holds the server's own records between user events,
 * so a page of `limit` records may hold fewer user events: reading at least this many saves round
 * trips, and the read is cancelled as soon as the page is full.
 */
const MIN_PAGE = 100;
const MAX_PAGE = 4096;

/**
 * EventStoreDB / KurrentDB adapter. The database's $all log is already in commit order, so a
 * global position is its (commit, prepare) pair. Only user events are returned: the server's own
 * records (`$` types and streams, links) and non-JSON records are skipped.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb' as const;

  constructor(
    private readonly client: EventStoreDbClient,
    private readonly wakeupDelays: WakeupDelays = DEFAULT_WAKEUP_DELAYS,
  ) {}

  static connect(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(
      EventStoreDBClient.connectionString(toClientConnectionString(connectionString)),
    );
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    // As PostgreSQL's: an empty append is a mistake of the caller, not a write.
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const expectedRevision =
      expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected);
    let result: EsdbAppendResult;
    try {
      result = await this.client.appendToStream(
        streamId,
        events.map((event) =>
          jsonEvent({
            id: event.id,
            type: event.type,
            data: event.data as Record<string, unknown>,
            metadata: event.metadata,
          }),
        ),
        { expectedRevision },
      );
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
        throw new ExpectedVersionConflictError(streamId, expected, actual);
      }
      throw error;
    }
    if (!result.success) {
      // `throwOnAppendFailure=false` in the connection string: the same conflict, as a value. Its
      // revision cannot be trusted (6.2.1's batch append turns it into 1 or -1): ask the stream.
      throw new ExpectedVersionConflictError(streamId, expected, await this.currentVersion(streamId));
    }
    if (result.position) {
      return {
        nextExpectedVersion: Number(result.nextExpectedRevision),
        lastGlobalPosition: fromEsdbPosition(result.position),
      };
    }
    // The server found these events already stored (an idempotent re-append) and gave no position:
    // the original result is where the batch's last event is, whatever came after it.
    return this.whereStored(streamId, events, result.nextExpectedRevision);
  }

  private async whereStored(streamId: string, events: NewEvent[], revision: bigint): Promise<AppendResult> {
    const lastId = events.at(-1)?.id;
    let found: StoredEvent | undefined;
    // The revision the server answered is the batch's last event; reading back from it also finds
    // the event should a server answer the stream's current revision instead.
    await visit(
      this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: revision }),
      (resolved) => {
        if (resolved.event?.id !== lastId) return 'continue';
        found = toStoredEvent(resolved);
        return 'stop';
      },
    );
    if (!found)
      throw new Error(`Stream ${streamId}: the server reported the events as stored, but they are not`);
    return { nextExpectedVersion: found.streamPosition, lastGlobalPosition: found.globalPosition };
  }

  /** The revision of the stream's last record, or 'no_stream'. */
  private async currentVersion(streamId: string): Promise<number | 'no_stream'> {
    let actual: number | 'no_stream' = 'no_stream';
    try {
      await visit(
        this.client.readStream(streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 }),
        (resolved) => {
          if (resolved.event) actual = Number(resolved.event.revision);
          return 'stop';
        },
      );
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return actual;
  }

  /**
   * Events live in another database than the caller's transaction: they are appended at once, so
   * a refused append rolls the transaction back, and only a crash between the two commits parts
   * them. The subscription wakes readers by itself.
   */
  inTransaction(): TransactionalEventStore {
    return {
      readStream: (streamId, fromVersion) => this.readStream(streamId, fromVersion),
      appendToStream: (streamId, events, expected) => this.appendToStream(streamId, events, expected),
      committed: () => undefined,
    };
  }

  /**
   * The stream's user events. Skipped records leave gaps in `streamPosition`: the stream's version
   * is its last event's position (`streamVersion`), not the number of events read.
   */
  async readStream(streamId: string, fromVersion = 0): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    const fromRevision = fromVersion > 0 ? BigInt(fromVersion) : ESDB_START;
    try {
      await visit(this.client.readStream(streamId, { direction: FORWARDS, fromRevision }), (resolved) => {
        const stored = toStoredEvent(resolved);
        if (stored) events.push(stored);
        return 'continue';
      });
    } catch (error) {
      // A stream never written and a hard-deleted one both hold nothing to read, as in PostgreSQL.
      if (error instanceof StreamNotFoundError || error instanceof StreamDeletedError) return [];
      throw error;
    }
    return events;
  }

  /**
   * Pages through $all from `after`. The server reads forwards inclusively, so each page starts
   * with the record the previous one ended on; `floor`, the last position already passed, moves
   * with every record, so that record (and any other already seen) is skipped.
   */
  async readAll({ after, limit }: ReadAllOptions): Promise<StoredEvent[]> {
    if (limit <= 0) return [];
    const events: StoredEvent[] = [];
    const pageSize = Math.min(Math.max(limit + 1, MIN_PAGE), MAX_PAGE);
    let floor = after;
    let from: ReadPosition = after === START ? ESDB_START : toEsdbPosition(after);
    for (;;) {
      const pageStart: ReadPosition = from;
      let seen = 0;
      let full = false;
      await visit(
        this.client.readAll({ fromPosition: from, maxCount: pageSize, direction: FORWARDS }),
        (resolved) => {
          seen += 1;
          const position = resolved.event?.position;
          if (!position) return 'continue';
          const globalPosition = fromEsdbPosition(position);
          if (globalPosition <= floor) return 'continue';
          floor = globalPosition;
          from = position;
          const stored = toStoredEvent(resolved);
          if (stored) events.push(stored);
          full = events.length === limit;
          return full ? 'stop' : 'continue';
        },
      );
      // A short page is the end of the log (a page that moved nothing would be read again for ever).
      if (full || seen < pageSize || from === pageStart) return events;
    }
  }

  /** $all has no cheap count: progress is shown without a total. */
  countEvents(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  /** Pages back from the end of $all, past the server's own records, to the last user event. */
  async headPosition(): Promise<GlobalPosition> {
    let from: ReadPosition = END;
    let ceiling: GlobalPosition | undefined;
    for (;;) {
      const pageStart: ReadPosition = from;
      let seen = 0;
      let head: GlobalPosition | undefined;
      await visit(
        this.client.readAll({ direction: BACKWARDS, fromPosition: from, maxCount: MIN_PAGE }),
        (resolved) => {
          seen += 1;
          const position = resolved.event?.position;
          if (!position) return 'continue';
          const globalPosition = fromEsdbPosition(position);
          // Should a server read backwards inclusively, the record the last page ended on comes again.
          if (ceiling !== undefined && globalPosition >= ceiling) return 'continue';
          ceiling = globalPosition;
          from = position;
          head = toStoredEvent(resolved)?.globalPosition;
          return head === undefined ? 'continue' : 'stop';
        },
      );
      if (head !== undefined) return head;
      if (seen < MIN_PAGE || from === pageStart) return START;
    }
  }

  async onAppended(listener: () => void): Promise<() => Promise<void>> {
    const wakeups = keepSubscribedToAll(this.client, listener, this.wakeupDelays);
    await wakeups.ready;
    return () => wakeups.stop();
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/**
 * Visits a read's records until `visitor` answers 'stop' or the read ends. A read left early is
 * cancelled: destroying the readable alone leaves the call open on the server.
 */
async function visit<Item>(
  read: StreamingRead<Item>,
  visitor: (record: Item) => 'stop' | 'continue',
): Promise<void> {
  let ended = false;
  try {
    for await (const record of read) {
      if (visitor(record) === 'stop') return;
    }
    ended = true;
  } finally {
    if (!ended) await read.cancel();
  }
}

function fromEsdbPosition(position: Position): GlobalPosition {
  return encodePosition(position.commit, position.prepare);
}

function toEsdbPosition(position: GlobalPosition): Position {
  const { major, minor } = decodePosition(position);
  return { commit: major, prepare: minor };
}

function toStoredEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): StoredEvent | undefined {
  const event = resolved.event;
  if (!event || !event.isJson || !event.position) return undefined;
  // The server's records: `$`-typed events (links are `$>`), and anything in a `$` stream, whose
  // types need not start with `$` (the documented default-ACL event is `update-default-acl`).
  if (event.type.startsWith('$') || event.streamId.startsWith('$')) return undefined;
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: event.metadata as unknown as EventMetadata,
    streamId: event.streamId,
    streamPosition: Number(event.revision),
    globalPosition: fromEsdbPosition(event.position),
  };
}
