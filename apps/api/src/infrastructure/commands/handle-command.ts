import type { Decider, DomainEvent } from '@artisans/domain';
import { fold } from '@artisans/domain';
import {
  StaleVersionError,
  isExpectedVersionConflict,
  streamVersion,
  type EventStore,
  type GlobalPosition,
  type StoredEvent,
} from '../event-store/event-store.port';
import { toNewEvents, type CommandContext } from './command-context';

/**
 * How a stream's events are stored when they differ from what the decider sees: e.g. free texts
 * sealed per artisan (infrastructure/crypto/subject-cipher.ts). `decode` runs on what is read,
 * `encode` on what is appended; both keep each event's type.
 */
export type EventCodec = {
  encode<Event extends DomainEvent>(events: Event[]): Promise<Event[]>;
  decode<Event extends DomainEvent>(events: Event[]): Promise<Event[]>;
};

export type CommandOutcome<Event extends DomainEvent, State> = {
  events: Event[];
  state: State;
  /** Where the last event landed; undefined when the command changed nothing. */
  position: GlobalPosition | undefined;
  /** The stream's version after the command (-1: no stream): the ETag of what it changed. */
  version: number;
};

export type CommandOptions = {
  codec?: EventCodec;
  /**
   * The stream version the person's change was made on (HTTP If-Match). When the stream has moved
   * on since, the change is refused (StaleVersionError), never laid over the newer one.
   */
  seenVersion?: number;
  /** 1 when the caller retries itself (e.g. a transaction around the command); else 2. */
  attempts?: number;
};

/** The part of the store a command needs: the whole store, or its view inside a transaction. */
export type CommandStore = Pick<EventStore, 'readStream' | 'appendToStream'>;

/**
 * The write path of every command: read the stream, fold it, decide, append with the expected
 * version. A conflict means someone else wrote in between: decide once more on the fresh state,
 * then let the conflict reach the user as a 409.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  eventStore: CommandStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  options: CommandOptions = {},
): Promise<CommandOutcome<Event, State>> {
  const { codec, seenVersion, attempts = 2 } = options;
  const history = (await eventStore.readStream(streamId)) as StoredEvent<Event['type'], Event['data']>[];
  const version = streamVersion(history);
  if (seenVersion !== undefined && seenVersion !== version)
    throw new StaleVersionError(streamId, seenVersion, version);
  const stored = history as unknown as Event[];
  const state = fold(decider, codec ? await codec.decode(stored) : stored);
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, state, position: undefined, version };
  const expected = history.length === 0 ? 'no_stream' : version;
  try {
    const { lastGlobalPosition } = await eventStore.appendToStream(
      streamId,
      toNewEvents(codec ? await codec.encode(events) : events, context),
      expected,
    );
    return {
      events,
      state: events.reduce(decider.evolve, state),
      position: lastGlobalPosition,
      version: version + events.length,
    };
  } catch (error) {
    // With a seen version, a write in between makes the person's version stale: no retry.
    if (isExpectedVersionConflict(error) && attempts > 1 && seenVersion === undefined) {
      return handleCommand(eventStore, streamId, decider, command, context, {
        ...options,
        attempts: attempts - 1,
      });
    }
    if (isExpectedVersionConflict(error) && seenVersion !== undefined)
      throw new StaleVersionError(
        streamId,
        seenVersion,
        typeof error.actual === 'number' ? error.actual : -1,
      );
    throw error;
  }
}
