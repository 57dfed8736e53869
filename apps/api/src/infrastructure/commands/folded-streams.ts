import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { fold, type Decider, type DomainEvent } from '@artisans/domain';
import { streamVersion, type EventStore, type StoredEvent } from '../event-store/event-store.port';
import type { EventCodec } from './event-codec';

/**
 * A stream's state folded up to a version (-1: no stream), and when its first and last events
 * occurred (a record's creation and last change; undefined without events).
 */
export type FoldedStream<State> = { state: State; version: number; firstAt?: string; lastAt?: string };

// The decider is kept only to tell two aggregates apart should they ever share a stream id.
type Entry = { decider: object; folded: FoldedStream<unknown> };

/**
 * How many streams stay folded in one process (a Green List's state is tens of kilobytes), and for
 * how long (erasure: see `forgetSubject`).
 */
const MAX_STREAMS = 500;
const KEPT_MS = 5 * 60_000;

/**
 * The folded state of the streams this process used lately, so that a command reads and opens
 * only the events appended since. An artisan filling in the Green List autosaves hundreds of
 * times: reading, opening (each free text is sealed, ADR 0004) and folding the whole stream again
 * made each save slower than the one before (at 60 saves an artisan, opening texts took a quarter
 * of the API's time).
 *
 * A state is kept only as folded from what the store returned, never as a command decided it: a
 * decision may still be rolled back with the transaction around it, while what the store returns
 * is committed (a stream has no gaps: a version is written only on top of the one before). The
 * store's expected-version check stays the guard against other writers, so a state read a moment
 * ago is as safe a start as one read now. States are shared: deciders never change a state they
 * are given (they return a new one), and tests freeze what is kept so that a change would throw.
 */
@Injectable()
export class FoldedStreams {
  private readonly streams = new LRUCache<string, Entry>({ max: MAX_STREAMS, ttl: KEPT_MS });

  async fold<Event extends DomainEvent, State>(
    store: Pick<EventStore, 'readStream'>,
    streamId: string,
    decider: Decider<never, Event, State>,
    codec?: EventCodec,
  ): Promise<FoldedStream<State>> {
    const kept = this.streams.get(streamId);
    const start = kept?.decider === decider ? (kept.folded as FoldedStream<State>) : undefined;
    const folded = await foldStream(store, streamId, decider, codec, start);
    if (folded.version >= 0 && folded !== start)
      this.streams.set(streamId, { decider, folded: keepable(folded) });
    return folded;
  }

  /** Drops a stream's state (its version no longer matches the store's). */
  forget(streamId: string): void {
    this.streams.delete(streamId);
  }

  /**
   * Drops the states of every stream about a subject whose texts were just erased, so that this
   * process holds none of them opened (other processes drop theirs within KEPT_MS).
   */
  forgetSubject(subjectId: string): void {
    for (const streamId of this.streams.keys())
      if (streamId.includes(subjectId)) this.streams.delete(streamId);
  }
}

/**
 * Reads a stream from where `start` left it (or from its first event), opens the events with the
 * codec and folds them on. Answers `start` itself when nothing was appended since.
 */
export async function foldStream<Event extends DomainEvent, State>(
  store: Pick<EventStore, 'readStream'>,
  streamId: string,
  decider: Decider<never, Event, State>,
  codec?: EventCodec,
  start?: FoldedStream<State>,
): Promise<FoldedStream<State>> {
  const from = start?.version ?? -1;
  const stored = (await store.readStream(streamId, from + 1)) as StoredEvent<Event['type'], Event['data']>[];
  if (start && stored.length === 0) return start;
  const events = stored as unknown as Event[];
  const opened = codec ? await codec.decode(events) : events;
  const state = start ? opened.reduce(decider.evolve, start.state) : fold(decider, opened);
  return {
    state,
    version: stored.length > 0 ? streamVersion(stored) : from,
    firstAt: start?.firstAt ?? stored[0]?.metadata.occurredAt,
    lastAt: stored.at(-1)?.metadata.occurredAt ?? start?.lastAt,
  };
}

/** In tests, what is kept is frozen, so that a decider changing a state it was given throws. */
function keepable<State>(folded: FoldedStream<State>): FoldedStream<State> {
  return process.env.NODE_ENV === 'test' ? deepFreeze(folded) : folded;
}

function deepFreeze<Value>(value: Value): Value {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
