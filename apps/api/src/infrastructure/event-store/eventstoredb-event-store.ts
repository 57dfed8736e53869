import {
  ANY,
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type AllStreamResolvedEvent,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
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
import { decodePosition, encodePosition } from './global-position';

/**
 * EventStoreDB / KurrentDB adapter. The database's $all log is already in commit order, so a
 * global position is its (commit, prepare) pair. System events ($-prefixed) are never returned.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb' as const;

  constructor(private readonly client: EventStoreDBClient) {}

  static connect(connectionString: string): EventStoreDbEventStore {
    return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
  }

  async appendToStream(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    const expectedRevision =
      expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected);
    try {
      const result = await this.client.appendToStream(
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
      const position = result.position ?? (await this.positionOfLastEvent(streamId));
      return {
        nextExpectedVersion: Number(result.nextExpectedRevision),
        lastGlobalPosition: fromEsdbPosition(position),
      };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
        throw new ExpectedVersionConflictError(streamId, expected, actual);
      }
      throw error;
    }
  }

  private async positionOfLastEvent(streamId: string): Promise<Position> {
    for await (const resolved of this.client.readStream(streamId, {
      direction: BACKWARDS,
      fromRevision: END,
      maxCount: 1,
    })) {
      if (resolved.event?.position) return resolved.event.position;
    }
    throw new Error(`Stream ${streamId} has no readable position`);
  }

  /**
   * Events live in another database than the caller's transaction: they are appended at once, so
   * a refused append rolls the transaction back, and only a crash between the two commits parts
   * them. The subscription wakes readers by itself.
   */
  inTransaction(): TransactionalEventStore {
    return {
      readStream: (streamId) => this.readStream(streamId),
      appendToStream: (streamId, events, expected) => this.appendToStream(streamId, events, expected),
      committed: () => undefined,
    };
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, {
        direction: FORWARDS,
        fromRevision: ESDB_START,
      })) {
        const stored = toStoredEvent(resolved);
        if (stored) events.push(stored);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll({ after, limit }: ReadAllOptions): Promise<StoredEvent[]> {
    const events: StoredEvent[] = [];
    let from: ReadPosition = after === START ? ESDB_START : toEsdbPosition(after);
    // System events are skipped, so keep reading until the page is full or the log ends.
    for (;;) {
      let seen = 0;
      let lastSeen: Position | undefined;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: limit + 1,
        direction: FORWARDS,
      })) {
        seen += 1;
        if (!resolved.event?.position) continue;
        lastSeen = resolved.event.position;
        const stored = toStoredEvent(resolved);
        // readAll starts at `from` inclusively: the event at `after` was already delivered.
        if (!stored || stored.globalPosition <= after) continue;
        events.push(stored);
        if (events.length === limit) return events;
      }
      if (seen < limit + 1 || !lastSeen) return events;
      from = lastSeen;
    }
  }

  /** $all has no cheap count: progress is shown without a total. */
  countEvents(): Promise<undefined> {
    return Promise.resolve(undefined);
  }

  async headPosition(): Promise<GlobalPosition> {
    for await (const resolved of this.client.readAll({
      direction: BACKWARDS,
      fromPosition: END,
      maxCount: 100,
    })) {
      const stored = toStoredEvent(resolved);
      if (stored) return stored.globalPosition;
    }
    return START;
  }

  async onAppended(listener: () => void): Promise<() => Promise<void>> {
    const subscription = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    subscription.on('data', () => listener());
    subscription.on('error', () => undefined); // readers keep polling
    return async () => {
      await subscription.unsubscribe();
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
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
  if (!event || event.type.startsWith('$') || !event.isJson || !event.position) return undefined;
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
