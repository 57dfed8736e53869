import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ANY,
  END,
  FORWARDS,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamDeletedError,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type AppendResult,
  type AppendToStreamOptions,
  type EventData,
  type EventType,
  type Position,
  type ReadAllOptions,
  type ReadStreamOptions,
  type ResolvedEvent,
  type StreamingRead,
  type SubscribeToAllOptions,
} from '@eventstore/db-client';
import type { EventStoreDbClient } from '../apps/api/src/infrastructure/event-store/eventstoredb-event-store';

/**
 * A small stand-in for the calls of `@eventstore/db-client` 6.2.1 that the EventStoreDB adapter
 * makes, behaving as the client and the server do (read in the client's `streams/*.js`,
 * `streams/utils/ReadStream.js`, `Subscription.js`, `appendToStream/batchAppend.js` and
 * `utils/convertGrpcEvent.js`, and in the server's documented behaviour):
 * - one transaction log ($all) holding user events and the server's own records: a fresh database
 *   starts with system records, and system projections write link events (`$>`) between user events;
 * - `readAll` FORWARDS from a position includes the record at that position; BACKWARDS from a
 *   position starts before it; positions are byte offsets, so they are not consecutive;
 * - records reach the reader one by one from the network; a read left before its end stays open on
 *   the server until `cancel()` (destroying the readable does not end the call);
 * - `appendToStream` checks the expected revision, treats a re-append of the same event ids as done
 *   (the server answers it without a position), and with `throwOnAppendFailure=false` resolves a
 *   conflict as `{ success: false }` with the revision 6.2.1's batch append computes;
 * - `subscribeToAll` from END confirms after the server has joined the live log: what is appended
 *   before the confirmation is not delivered; a dropped subscription emits 'error';
 * - a hard-deleted (tombstoned) stream refuses reads and appends with StreamDeletedError.
 */
export type FakeEventStoreDbOptions = {
  /** The connection string's `throwOnAppendFailure` (the client's default is true). */
  throwOnAppendFailure?: boolean;
  /** Server-side system projections ($by_category, $by_event_type): a link per user event. */
  systemProjections?: boolean;
  /** How long the server takes to confirm a subscription (it joins the live log first). */
  confirmationDelayMs?: number;
};

type LogRecord = {
  streamId: string;
  id: string;
  type: string;
  revision: bigint;
  contentType: 'application/json' | 'application/octet-stream';
  /** As the server keeps them: bytes. */
  data: Uint8Array;
  metadata: Uint8Array;
  created: Date;
  position: Position;
};

/** Revision of the tombstone the server writes when a stream is hard-deleted. */
const DELETED_STREAM = 9223372036854775807n;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

export class FakeEventStoreDbClient implements EventStoreDbClient {
  private readonly log: LogRecord[] = [];
  private readonly tombstoned = new Set<string>();
  private readonly reads = new Set<FakeRead<unknown>>();
  private readonly live = new Set<FakeSubscription>();
  private nextLogPosition = 0n;
  private refusing: Error | undefined;
  private disposed = false;
  private readonly throwOnAppendFailure: boolean;
  private readonly systemProjections: boolean;
  private readonly confirmationDelayMs: number;
  /** How many times each call was made. */
  readonly calls = { appendToStream: 0, readStream: 0, readAll: 0, subscribeToAll: 0 };

  constructor(options: FakeEventStoreDbOptions = {}) {
    this.throwOnAppendFailure = options.throwOnAppendFailure ?? true;
    this.systemProjections = options.systemProjections ?? false;
    this.confirmationDelayMs = options.confirmationDelayMs ?? 5;
    // What the log holds before any user event: the default users, the metadata of a system
    // stream, and the default ACLs an administrator sets (the documented type has no `$`).
    this.writeSystemRecord('$users', '$UserCreated', { LoginName: 'admin' });
    this.writeSystemRecord('$user-admin', '$User', {
      loginName: 'admin',
      fullName: 'Event Store Administrator',
    });
    this.writeSystemRecord('$users', '$UserCreated', { LoginName: 'ops' });
    this.writeSystemRecord('$user-ops', '$User', { loginName: 'ops', fullName: 'Event Store Operations' });
    this.writeSystemRecord('$settings', 'update-default-acl', { $userStreamAcl: {}, $systemStreamAcl: {} });
    this.writeSystemRecord('$$$scavenges', '$metadata', { $maxAge: 2592000 });
  }

  // ---- What the test does to the server -------------------------------------------------------

  /** Records the server writes by itself (statistics, scavenges, checkpoints of its projections). */
  writeSystemRecords(count: number): void {
    for (let i = 0; i < count; i += 1) {
      this.writeSystemRecord('$stats-127.0.0.1:2113', '$statistics-collected', { 'proc-id': 1, i });
    }
  }

  /** A user event that is not JSON (e.g. written by another application). */
  writeBinaryEvent(streamId: string, type: string): void {
    const revision = this.currentRevision(streamId) + 1n;
    this.write(
      { streamId, id: randomUUID(), type, revision, contentType: 'application/octet-stream' },
      [1, 2, 3],
    );
  }

  /** Hard delete: the server writes a `$streamDeleted` tombstone; the stream can never be used again. */
  tombstone(streamId: string): void {
    this.write(
      {
        streamId,
        id: randomUUID(),
        type: '$streamDeleted',
        revision: DELETED_STREAM,
        contentType: 'application/json',
      },
      encoder.encode('{}'),
    );
    this.tombstoned.add(streamId);
  }

  /** The connection drops (or the server restarts): every live subscription ends with an error. */
  dropSubscriptions(): void {
    for (const subscription of [...this.live]) {
      this.live.delete(subscription);
      subscription.destroy(new UnavailableError(undefined, '14 UNAVAILABLE: Connection dropped'));
    }
  }

  /** While set, new subscriptions fail instead of being confirmed (the server is unreachable). */
  refuseSubscriptions(refuse: boolean): void {
    this.refusing = refuse
      ? new UnavailableError(undefined, '14 UNAVAILABLE: No connection established')
      : undefined;
  }

  /** Reads the server still serves: neither read to their end nor cancelled. */
  openReads(): number {
    return [...this.reads].filter((read) => !read.doneOnServer).length;
  }

  liveSubscriptions(): number {
    return [...this.live].filter((subscription) => subscription.confirmed).length;
  }

  // ---- The client's calls ---------------------------------------------------------------------

  async appendToStream<KnownEventType extends EventType = EventType>(
    streamName: string,
    event: EventData<KnownEventType> | EventData<KnownEventType>[],
    { expectedRevision = ANY }: AppendToStreamOptions = {},
  ): Promise<AppendResult> {
    this.calls.appendToStream += 1;
    const events: EventData[] = Array.isArray(event) ? event : [event];
    await networkRoundTrip();
    if (this.disposed) throw new UnavailableError(undefined, 'client disposed');
    if (this.tombstoned.has(streamName)) throw StreamDeletedError.fromStreamName(streamName);
    const current = this.currentRevision(streamName);
    const decision = this.checkCommit(streamName, current, expectedRevision, events);
    if (decision.kind === 'wrong-expected-version') {
      if (this.throwOnAppendFailure) {
        throw new WrongExpectedVersionError(undefined, {
          streamName,
          current: current >= 0n ? current : NO_STREAM,
          expected: expectedRevision,
        });
      }
      // batchAppend.js: `BigInt(wrongExpectedVersion.hasCurrentStreamRevision())`, i.e. 1 or -1.
      return { success: false, nextExpectedRevision: current >= 0n ? 1n : -1n, position: undefined };
    }
    if (decision.kind === 'idempotent') {
      // The server answers an already-written batch with its revision and no log position.
      return { success: true, nextExpectedRevision: decision.lastRevision, position: undefined };
    }
    if (events.length === 0) {
      // Nothing written: the current revision (a missing stream reads as 0 through the protobuf
      // default), no position.
      return { success: true, nextExpectedRevision: current >= 0n ? current : 0n, position: undefined };
    }
    const written = events.map((data, index) =>
      this.write(
        {
          streamId: streamName,
          id: data.id,
          type: data.type,
          revision: current + 1n + BigInt(index),
          contentType: data.contentType,
        },
        serialise(data.data),
        data.metadata === undefined ? new Uint8Array() : serialise(data.metadata),
      ),
    );
    if (this.systemProjections) written.forEach((record) => this.writeLinks(record));
    const last = written.at(-1)!;
    return { success: true, nextExpectedRevision: last.revision, position: last.position };
  }

  readStream<KnownEventType extends EventType = EventType>(
    streamName: string,
    {
      fromRevision = START,
      direction = FORWARDS,
      maxCount = Number.MAX_SAFE_INTEGER,
    }: ReadStreamOptions = {},
  ): StreamingRead<ResolvedEvent<KnownEventType>> {
    this.calls.readStream += 1;
    if (this.disposed) return this.open([], new UnavailableError(undefined, 'client disposed'));
    if (this.tombstoned.has(streamName)) return this.open([], StreamDeletedError.fromStreamName(streamName));
    const records = this.log.filter((record) => record.streamId === streamName);
    if (records.length === 0) return this.open([], new StreamNotFoundError(undefined, streamName));
    const selected =
      direction === FORWARDS
        ? records.filter(
            (r) => fromRevision === START || (fromRevision !== END && r.revision >= fromRevision),
          )
        : records
            .filter((r) => fromRevision === END || (fromRevision !== START && r.revision <= fromRevision))
            .reverse();
    return this.open(selected.slice(0, Number(maxCount)).map(resolve));
  }

  readAll({
    fromPosition = START,
    direction = FORWARDS,
    maxCount = Number.MAX_SAFE_INTEGER,
  }: ReadAllOptions = {}): StreamingRead<AllStreamResolvedEvent> {
    this.calls.readAll += 1;
    if (this.disposed) return this.open([], new UnavailableError(undefined, 'client disposed'));
    const selected =
      direction === FORWARDS
        ? this.log.filter(
            (r) => fromPosition === START || (fromPosition !== END && compare(r.position, fromPosition) >= 0),
          )
        : this.log
            .filter(
              (r) =>
                fromPosition === END || (fromPosition !== START && compare(r.position, fromPosition) < 0),
            )
            .reverse();
    return this.open(selected.slice(0, Number(maxCount)).map(resolveInAll));
  }

  subscribeToAll({ fromPosition = START, filter }: SubscribeToAllOptions = {}): AllStreamSubscription {
    this.calls.subscribeToAll += 1;
    if (fromPosition !== END) throw new Error('The fake only subscribes from END (what the adapter does)');
    const pattern = filter && 'regex' in filter ? new RegExp(filter.regex) : undefined;
    const subscription = new FakeSubscription(pattern, () => this.live.delete(subscription));
    setTimeout(() => {
      if (subscription.destroyed) return;
      const refusal = this.disposed ? new UnavailableError(undefined, 'client disposed') : this.refusing;
      if (refusal) {
        subscription.destroy(refusal);
        return;
      }
      this.live.add(subscription);
      subscription.confirm();
    }, this.confirmationDelayMs);
    return subscription as unknown as AllStreamSubscription;
  }

  dispose = (): Promise<void> => {
    this.disposed = true;
    for (const subscription of this.live)
      subscription.destroy(new UnavailableError(undefined, 'client disposed'));
    this.live.clear();
    return Promise.resolve();
  };

  // ---- The server's log -----------------------------------------------------------------------

  private currentRevision(streamId: string): bigint {
    let revision = -1n;
    for (const record of this.log) if (record.streamId === streamId) revision = record.revision;
    return revision;
  }

  /** The server's commit check: write, already written (idempotent), or wrong expected version. */
  private checkCommit(
    streamId: string,
    current: bigint,
    expected: AppendExpectedRevision,
    events: readonly EventData[],
  ): { kind: 'write' } | { kind: 'idempotent'; lastRevision: bigint } | { kind: 'wrong-expected-version' } {
    if (expected === STREAM_EXISTS)
      return current >= 0n ? { kind: 'write' } : { kind: 'wrong-expected-version' };
    if (expected === ANY) {
      const first = this.log.find((r) => r.streamId === streamId && r.id === events[0]?.id);
      return first ? this.sameEventsFrom(streamId, first.revision, events) : { kind: 'write' };
    }
    const expectedRevision = expected === NO_STREAM ? -1n : expected;
    if (expectedRevision === current) return { kind: 'write' };
    if (expectedRevision > current || events.length === 0) return { kind: 'wrong-expected-version' };
    return this.sameEventsFrom(streamId, expectedRevision + 1n, events);
  }

  private sameEventsFrom(
    streamId: string,
    from: bigint,
    events: readonly EventData[],
  ): { kind: 'idempotent'; lastRevision: bigint } | { kind: 'wrong-expected-version' } {
    const same = events.every((event, index) =>
      this.log.some(
        (r) => r.streamId === streamId && r.revision === from + BigInt(index) && r.id === event.id,
      ),
    );
    return same
      ? { kind: 'idempotent', lastRevision: from + BigInt(events.length - 1) }
      : { kind: 'wrong-expected-version' };
  }

  private writeSystemRecord(streamId: string, type: string, data: Record<string, unknown>): void {
    const revision = this.currentRevision(streamId) + 1n;
    this.write(
      { streamId, id: randomUUID(), type, revision, contentType: 'application/json' },
      serialise(data),
    );
  }

  /** What $by_category and $by_event_type write for each user event: links, not JSON. */
  private writeLinks(record: LogRecord): void {
    const category = record.streamId.split('-')[0] ?? record.streamId;
    for (const streamId of [`$ce-${category}`, `$et-${record.type}`]) {
      const revision = this.currentRevision(streamId) + 1n;
      this.write(
        { streamId, id: randomUUID(), type: '$>', revision, contentType: 'application/octet-stream' },
        encoder.encode(`${record.revision}@${record.streamId}`),
        serialise({
          $v: '1:-1:1:4',
          $c: Number(record.position.commit),
          $p: Number(record.position.prepare),
        }),
      );
    }
  }

  private write(
    header: Pick<LogRecord, 'streamId' | 'id' | 'type' | 'revision' | 'contentType'>,
    data: Uint8Array | number[],
    metadata: Uint8Array = new Uint8Array(),
  ): LogRecord {
    // Positions are byte offsets in the transaction file: each record moves them by its size.
    const logPosition = this.nextLogPosition;
    const bytes = data instanceof Uint8Array ? data : Uint8Array.from(data);
    this.nextLogPosition +=
      120n + BigInt(header.streamId.length + header.type.length + bytes.length + metadata.length);
    const record: LogRecord = {
      ...header,
      data: bytes,
      metadata,
      created: new Date(),
      position: { commit: logPosition, prepare: logPosition },
    };
    this.log.push(record);
    for (const subscription of this.live) subscription.deliver(record);
    return record;
  }

  private open<E>(items: E[], failure?: Error): StreamingRead<E> {
    const read = new FakeRead<E>(items, failure);
    this.reads.add(read as FakeRead<unknown>);
    return read as unknown as StreamingRead<E>;
  }
}

/** A read call: one record per network round trip, an error after the records if the server sent one. */
class FakeRead<E> extends Readable {
  private next = 0;
  private ended = false;
  private cancelled = false;

  constructor(
    private readonly items: readonly E[],
    private readonly failure: Error | undefined,
  ) {
    super({ objectMode: true });
    this.once('end', () => {
      this.ended = true;
    });
  }

  /** Whether the server is done with the call. */
  get doneOnServer(): boolean {
    return this.ended || this.cancelled;
  }

  override _read(): void {
    setImmediate(() => {
      if (this.cancelled || this.destroyed) return;
      const item = this.items[this.next];
      this.next += 1;
      if (item !== undefined) {
        this.push(item);
      } else if (this.failure) {
        this.ended = true;
        this.destroy(this.failure);
      } else {
        this.push(null);
      }
    });
  }

  /** ReadStream.cancel(): ends the gRPC call on the next turn of the event loop. */
  cancel(): Promise<void> {
    return new Promise((resolve) =>
      setImmediate(() => {
        this.cancelled = true;
        if (!this.destroyed) this.push(null);
        resolve();
      }),
    );
  }
}

class FakeSubscription extends Readable {
  id: string | undefined;
  confirmed = false;

  constructor(
    private readonly typeFilter: RegExp | undefined,
    private readonly onEnd: () => void,
  ) {
    super({ objectMode: true });
    this.once('close', onEnd);
  }

  override _read(): void {}

  confirm(): void {
    this.confirmed = true;
    this.id = randomUUID();
    this.emit('confirmation');
  }

  deliver(record: LogRecord): void {
    if (!this.confirmed || this.destroyed) return;
    // Filters match the event type; links are not resolved, so a link is a `$>` record.
    if (this.typeFilter && !this.typeFilter.test(record.type)) return;
    this.push(resolveInAll(record));
  }

  unsubscribe(): Promise<void> {
    return new Promise((resolve) =>
      setImmediate(() => {
        this.onEnd();
        if (!this.destroyed) this.push(null);
        resolve();
      }),
    );
  }
}

function networkRoundTrip(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function serialise(value: unknown): Uint8Array {
  return value instanceof Uint8Array ? value : encoder.encode(JSON.stringify(value));
}

function compare(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

/** convertGrpcRecord: JSON is parsed, anything else stays bytes; empty metadata is undefined. */
function toRecordedEvent(record: LogRecord) {
  const isJson = record.contentType === 'application/json';
  let metadata: unknown;
  if (record.metadata.length > 0) {
    try {
      metadata = JSON.parse(decoder.decode(record.metadata));
    } catch {
      metadata = record.metadata;
    }
  }
  return {
    streamId: record.streamId,
    id: record.id,
    revision: record.revision,
    type: record.type,
    data: isJson ? (JSON.parse(decoder.decode(record.data)) as unknown) : record.data,
    metadata,
    isJson,
    created: record.created,
    position: record.position,
  };
}

function resolve<KnownEventType extends EventType>(record: LogRecord): ResolvedEvent<KnownEventType> {
  return {
    event: toRecordedEvent(record),
    commitPosition: record.position.commit,
  } as unknown as ResolvedEvent<KnownEventType>;
}

function resolveInAll(record: LogRecord): AllStreamResolvedEvent {
  return {
    event: toRecordedEvent(record),
    commitPosition: record.position.commit,
  } as unknown as AllStreamResolvedEvent;
}
