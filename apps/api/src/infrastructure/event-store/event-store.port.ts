/**
 * The event store port. Two adapters implement it: PostgreSQL (the default) and
 * EventStoreDB/KurrentDB. Domain code never sees which one runs.
 */

export type EventMetadata = {
  actorId: string | null;
  actorRole: string | null;
  correlationId: string;
  causationId: string | null;
  /** ISO-8601 time at which the command was decided. */
  occurredAt: string;
  schemaVersion: number;
};

/** An event as the domain produces it, before it is stored. */
export type NewEvent<Type extends string = string, Data = unknown> = {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
};

/**
 * A position in the global log. Opaque to callers, but adapters format it so that
 * plain string comparison gives the log order, which lets checkpoints live in a text column.
 * The empty string is "before the first event".
 */
export type GlobalPosition = string;
export const START: GlobalPosition = '';

export type StoredEvent<Type extends string = string, Data = unknown> = NewEvent<Type, Data> & {
  streamId: string;
  /** 0-based position of the event in its stream. */
  streamPosition: number;
  globalPosition: GlobalPosition;
};

/**
 * `no_stream`: the stream must not exist yet. A number: the stream's last position must be it.
 * `any`: no check (use sparingly: it gives up optimistic concurrency).
 */
export type ExpectedVersion = 'no_stream' | 'any' | number;

export type AppendResult = {
  /** Position of the stream's last event after the append. */
  nextExpectedVersion: number;
  /** Global position of the last appended event: what read-your-writes waits for. */
  lastGlobalPosition: GlobalPosition;
};

/**
 * Someone else appended between this command's read and its append. The message names the stream
 * and versions for the log; people read CONFLICT_MESSAGE (the HTTP layer never shows internals).
 */
export class ExpectedVersionConflictError extends Error {
  readonly code = 'EXPECTED_VERSION_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected version ${String(expected)}, found ${String(actual)}.`);
    this.name = 'ExpectedVersionConflictError';
  }
}

/**
 * A stream's version as its expected version and ETag: its last event's position, -1 when it has
 * none. Not the number of events read: a store may hold records no reader is given (EventStoreDB's
 * `$`-typed events), and then positions skip.
 */
export function streamVersion(events: readonly Pick<StoredEvent, 'streamPosition'>[]): number {
  return events.at(-1)?.streamPosition ?? -1;
}

export function isExpectedVersionConflict(error: unknown): error is ExpectedVersionConflictError {
  return error instanceof ExpectedVersionConflictError;
}

/**
 * The person asked to change the version they saw (HTTP If-Match), and the record has moved on
 * since: their change is refused rather than laid over someone else's (412).
 */
export class StaleVersionError extends Error {
  readonly code = 'stale-version';
  constructor(
    readonly streamId: string,
    readonly seen: number,
    readonly current: number,
  ) {
    super(`Stream ${streamId}: the change was made on version ${seen}, the record is at ${current}.`);
    this.name = 'StaleVersionError';
  }
}

export type ReadAllOptions = { after: GlobalPosition; limit: number };

/**
 * One statement run inside a transaction of the product's PostgreSQL database (the read models and
 * the erasable personal data live there).
 */
export type SqlExecutor = {
  query<Row>(statement: { text: string; values: unknown[]; name?: string }): Promise<{ rows: Row[] }>;
};

/**
 * The store seen from inside such a transaction: events appended through it and the rows the
 * transaction writes commit together, or not at all (see `EventStore.inTransaction`).
 */
export type TransactionalEventStore = Pick<EventStore, 'readStream' | 'appendToStream'> & {
  /** Call once the transaction has committed: wakes the subscribers. */
  committed(): void;
};

export type EventStore = {
  readonly name: 'postgresql' | 'eventstoredb';
  /**
   * Appends atomically with an optimistic concurrency check. Idempotent by event id: appending
   * events whose ids are already in the stream returns the original result and writes nothing.
   */
  appendToStream(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /**
   * A view for a change that also writes rows of the product's PostgreSQL database (personal data,
   * credentials). The PostgreSQL store reads and appends inside the transaction, so both commit as
   * one. A store in another database appends at once: the caller's transaction then commits, or
   * rolls back when the append is refused; only a crash between the two commits can part them.
   */
  inTransaction(transaction: SqlExecutor): TransactionalEventStore;
  /**
   * The stream's events in order from the stream position `fromVersion` (0: the whole stream); an
   * empty array if it does not exist or holds nothing that far.
   */
  readStream(streamId: string, fromVersion?: number): Promise<StoredEvent[]>;
  /**
   * Events after a position in global order. Never returns an event that could later be preceded
   * by another one: a subscriber that checkpoints the last position it saw never skips an event.
   */
  readAll(options: ReadAllOptions): Promise<StoredEvent[]>;
  /** How many events the log holds (for progress bars); undefined when the store cannot tell cheaply. */
  countEvents(): Promise<number | undefined>;
  /** The position of the last event a reader may currently see, START if none. */
  headPosition(): Promise<GlobalPosition>;
  /**
   * Calls the listener when new events may be readable (a hint: readers still poll as a fallback).
   * Returns an unsubscribe function.
   */
  onAppended(listener: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
