import { Inject, Injectable } from '@nestjs/common';
import type { Decider, DomainEvent } from '@artisans/domain';
import type { EventStore } from '../event-store/event-store.port';
import { Projections } from '../projections/projections.service';
import { EVENT_STORE } from '../tokens';
import type { CommandContext } from './command-context';
import { handleCommand, type CommandOutcome, type EventCodec } from './handle-command';

/**
 * Runs a command and answers once the read models show its events (read-your-writes, bounded by
 * READ_YOUR_WRITES_TIMEOUT_MS), so the screen the answer leads to is up to date.
 */
@Injectable()
export class CommandRunner {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly projections: Projections,
  ) {}

  async run<Command, Event extends DomainEvent, State>(
    streamId: string,
    decider: Decider<Command, Event, State>,
    command: Command,
    context: CommandContext,
    codec?: EventCodec,
  ): Promise<CommandOutcome<Event, State>> {
    const outcome = await handleCommand(this.eventStore, streamId, decider, command, context, codec);
    if (outcome.position) await this.projections.waitFor(outcome.position);
    return outcome;
  }
}
