import type { Decider, DomainEvent } from '@artisans/domain';
import {
  StaleVersionError,
  isExpectedVersionConflict,
  type EventStore,
  type GlobalPosition,
} from '../event-store/event-store.port';
import { toNewEvents, type CommandContext } from './command-context';
import type { EventCodec } from './event-codec';
import { foldStream, type FoldedStreams } from './folded-streams';

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
  /** The states kept folded in this process: the stream is then read from where its state left it. */
  streams?: FoldedStreams;
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
  const { codec, seenVersion, attempts = 2, streams } = options;
  const { state, version } = streams
    ? await streams.fold(eventStore, streamId, decider, codec)
    : await foldStream(eventStore, streamId, decider, codec);
  if (seenVersion !== undefined && seenVersion !== version)
    throw new StaleVersionError(streamId, seenVersion, version);
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, state, position: undefined, version };
  try {
    const { lastGlobalPosition } = await eventStore.appendToStream(
      streamId,
      toNewEvents(codec ? await codec.encode(events) : events, context),
      version === -1 ? 'no_stream' : version,
    );
    return {
      events,
      state: events.reduce(decider.evolve, state),
      position: lastGlobalPosition,
      version: version + events.length,
    };
  } catch (error) {
    if (!isExpectedVersionConflict(error)) throw error;
    // The state kept for the stream is not trusted again (its version may not be the store's).
    streams?.forget(streamId);
    // With a seen version, a write in between makes the person's version stale: no retry.
    if (seenVersion !== undefined)
      throw new StaleVersionError(
        streamId,
        seenVersion,
        typeof error.actual === 'number' ? error.actual : -1,
      );
    if (attempts > 1)
      return handleCommand(eventStore, streamId, decider, command, context, {
        ...options,
        attempts: attempts - 1,
      });
    throw error;
  }
}
