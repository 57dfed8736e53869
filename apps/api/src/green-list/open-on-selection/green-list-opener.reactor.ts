import { handleCommand } from '../../infrastructure/commands/handle-command';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import { greenListDecider, greenListStreamId } from '../domain/green-list.decider';

export const GREEN_LIST_OPENER = 'green-list-opener';

/**
 * SELECTED unlocks the Green List (SPEC.md section 4): when the evaluation records GreenListUnlocked,
 * the artisan's Green List is made AVAILABLE. The decider makes this idempotent (an open Green List
 * stays as it is), so a batch applied again opens nothing twice; the new event names the unlocking
 * one as its cause. Its first run also opens the Green Lists of artisans selected before it existed.
 */
export function createGreenListOpener(eventStore: EventStore): Projection {
  return {
    name: GREEN_LIST_OPENER,
    kind: 'reactor',
    tables: [],
    types: new Set(['GreenListUnlocked']),
    async apply(events) {
      for (const event of events) {
        if (event.type !== 'GreenListUnlocked') continue;
        const { artisanId } = event.data as { artisanId: string };
        const context: CommandContext = {
          actorId: null,
          actorRole: null,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
          now: new Date(),
        };
        await handleCommand(
          eventStore,
          greenListStreamId(artisanId),
          greenListDecider,
          { type: 'MakeGreenListAvailable', artisanId },
          context,
        );
      }
    },
  };
}
