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

export class ExpectedVersionConflictError extends Error {
  readonly code = 'EXPECTED_VERSION_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number | 'no_stream',
  ) {
    super(
      `This record was changed by someone else in the meantime (stream ${streamId}: expected version ${String(expected)}, found ${String(actual)}). Please reload and try again.`,
    );
    this.name = 'ExpectedVersionConflictError';
  }
}

export function isExpectedVersionConflict(error: unknown): error is ExpectedVersionConflictError {
  return error instanceof ExpectedVersionConflictError;
}

export type ReadAllOptions = { after: GlobalPosition; limit: number };

export type EventStore = {
  readonly name: 'postgresql' | 'eventstoredb';
  /**
   * Appends atomically with an optimistic concurrency check. Idempotent by event id: appending
   * events whose ids are already in the stream returns the original result and writes nothing.
   */
  appendToStream(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /** The stream's events in order; an empty array if it does not exist. */
  readStream(streamId: string): Promise<StoredEvent[]>;
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
