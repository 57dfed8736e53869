import type { Decider, DomainEvent } from '@artisans/domain';
import { fold } from '@artisans/domain';
import {
  isExpectedVersionConflict,
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
};

/**
 * The write path of every command: read the stream, fold it, decide, append with the expected
 * version. A conflict means someone else wrote in between: decide once more on the fresh state,
 * then let the conflict reach the user as a 409.
 */
export async function handleCommand<Command, Event extends DomainEvent, State>(
  eventStore: EventStore,
  streamId: string,
  decider: Decider<Command, Event, State>,
  command: Command,
  context: CommandContext,
  codec?: EventCodec,
  attempts = 2,
): Promise<CommandOutcome<Event, State>> {
  const history = (await eventStore.readStream(streamId)) as StoredEvent<Event['type'], Event['data']>[];
  const stored = history as unknown as Event[];
  const state = fold(decider, codec ? await codec.decode(stored) : stored);
  const events = decider.decide(command, state);
  if (events.length === 0) return { events, state, position: undefined };
  const expected = history.length === 0 ? 'no_stream' : history.length - 1;
  try {
    const { lastGlobalPosition } = await eventStore.appendToStream(
      streamId,
      toNewEvents(codec ? await codec.encode(events) : events, context),
      expected,
    );
    return { events, state: events.reduce(decider.evolve, state), position: lastGlobalPosition };
  } catch (error) {
    if (isExpectedVersionConflict(error) && attempts > 1) {
      return handleCommand(eventStore, streamId, decider, command, context, codec, attempts - 1);
    }
    throw error;
  }
}
