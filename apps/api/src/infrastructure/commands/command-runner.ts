import { Inject, Injectable } from '@nestjs/common';
import { CompiledQuery, sql, type Transaction } from 'kysely';
import type { Decider, DomainEvent } from '@artisans/domain';
import type { Db } from '../database/database';
import type { Database } from '../database/schema';
import {
  isExpectedVersionConflict,
  type EventStore,
  type SqlExecutor,
} from '../event-store/event-store.port';
import { Projections } from '../projections/projections.service';
import { DB, EVENT_STORE } from '../tokens';
import type { CommandContext } from './command-context';
import type { EventCodec } from './event-codec';
import { FoldedStreams, foldStream, type FoldedStream } from './folded-streams';
import { handleCommand, type CommandOptions, type CommandOutcome } from './handle-command';

/**
 * A command whose change also writes rows of the product's database (personal data, credentials).
 * `prepare` reads what the command needs, `writeRows` writes once the events are appended; both
 * run in the transaction that appends, so rows and events commit together or not at all.
 */
export type CommandWithRows<Command, Event extends DomainEvent, State> = {
  streamId: string;
  decider: Decider<Command, Event, State>;
  context: CommandContext;
  options?: Omit<CommandOptions, 'attempts'>;
  prepare(trx: Transaction<Database>): Promise<{
    command: Command;
    writeRows?(trx: Transaction<Database>): Promise<void>;
  }>;
};

/**
 * Runs commands and answers once the read models show their events (read-your-writes, bounded by
 * READ_YOUR_WRITES_TIMEOUT_MS), so the screen the answer leads to is up to date.
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(DB) private readonly db: Db,
    private readonly projections: Projections,
    private readonly streams: FoldedStreams,
  ) {}

  /**
   * A stream's state and version as the next command on it starts from them. They are kept folded
   * between calls (FoldedStreams), so `codec` must be the one the stream's commands run with.
   */
  current<Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<never, Event, State>,
    codec?: EventCodec,
  ): Promise<FoldedStream<State>> {
    return this.streams.fold(this.eventStore, streamId, decider, codec);
  }

  /**
   * A stream's state read afresh, for a caller that only looks at a stream it does not change here:
   * nothing is kept, so it may be folded with another codec (or none) than its commands use.
   */
  read<Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<never, Event, State>,
    codec?: EventCodec,
  ): Promise<FoldedStream<State>> {
    return foldStream(this.eventStore, streamId, decider, codec);
  }

  async run<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    context: CommandContext,
    options?: CommandOptions,
  ): Promise<CommandOutcome<Event, State>> {
    const outcome = await handleCommand(this.eventStore, streamId, decider, command, context, {
      ...options,
      streams: this.streams,
    });
    if (outcome.position) await this.projections.waitForEvents(outcome.position, outcome.events);
    return outcome;
  }

  /**
   * Runs a command and its rows in one transaction (ADR 0006). The stream's advisory lock keeps two
   * such changes of one stream from interleaving their reads and writes. Order matters: PostgreSQL
   * gives a transaction its id at its first write, and the event log is read in transaction-id
   * order, so the append must be that first write; a transaction that wrote before appending could
   * carry an older id than an event it follows in the stream, and projections would apply the two
   * out of order. On a version conflict the whole change runs once more on fresh data.
   */
  async runWithRows<Command, Event extends DomainEvent, State>(
    change: CommandWithRows<Command, Event, State>,
    attempts = 2,
  ): Promise<CommandOutcome<Event, State>> {
    const { streamId, decider, context, options } = change;
    let committed: (() => void) | undefined;
    let outcome: CommandOutcome<Event, State>;
    try {
      outcome = await this.db.transaction().execute(async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${streamId}, 0))`.execute(trx);
        const { command, writeRows } = await change.prepare(trx);
        const store = this.eventStore.inTransaction(executorOf(trx));
        committed = () => store.committed();
        const decided = await handleCommand(store, streamId, decider, command, context, {
          ...options,
          attempts: 1,
          streams: this.streams,
        });
        if (decided.position) await writeRows?.(trx);
        return decided;
      });
    } catch (error) {
      if (isExpectedVersionConflict(error) && attempts > 1) return this.runWithRows(change, attempts - 1);
      throw error;
    }
    committed?.();
    if (outcome.position) await this.projections.waitForEvents(outcome.position, outcome.events);
    return outcome;
  }
}

/** The event store's statements, run on the transaction's own connection. */
function executorOf(trx: Transaction<Database>): SqlExecutor {
  return {
    query: async <Row>({ text, values }: { text: string; values: unknown[] }) => {
      const { rows } = await trx.executeQuery<Row>(CompiledQuery.raw(text, values));
      return { rows: [...rows] };
    },
  };
}
