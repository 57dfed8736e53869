import { DomainError } from '@artisans/domain';
import type { CommandContext } from '../../infrastructure/commands/command-context';
import { handleCommand } from '../../infrastructure/commands/handle-command';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { Projection } from '../../infrastructure/projections/projection';
import { artisanDecider, artisanStreamId } from '../domain/artisan.decider';

export const ARTISAN_CREATOR_REASSIGNER = 'artisan-creator-reassigner';

type ArtisansReassigned = { toAccountId: string; artisanIds?: string[] };

/**
 * SPEC.md section 6: before an account is deleted, its artisans' CREATED BY moves to another
 * account. The staff account records the move with the artisans' ids; this reactor carries it into
 * each artisan's own stream, so that its profile and history name the new creator too. The decider
 * makes it idempotent (an artisan already with that creator records nothing), so a batch applied
 * again, or the first run over moves recorded before this reactor existed, changes nothing twice.
 * An artisan deleted since has nothing to move.
 */
export function createArtisanCreatorReassigner(eventStore: EventStore): Projection {
  return {
    name: ARTISAN_CREATOR_REASSIGNER,
    kind: 'reactor',
    tables: [],
    types: new Set(['StaffAccountArtisansReassigned']),
    async apply(events: readonly StoredEvent[]) {
      for (const event of events) {
        if (event.type !== 'StaffAccountArtisansReassigned') continue;
        const { toAccountId, artisanIds = [] } = event.data as ArtisansReassigned;
        // Who moved them, as the staff account's event says.
        const context: CommandContext = {
          actorId: event.metadata.actorId,
          actorRole: event.metadata.actorRole,
          correlationId: event.metadata.correlationId,
          causationId: event.id,
          now: new Date(event.metadata.occurredAt),
        };
        for (const artisanId of artisanIds) {
          try {
            await handleCommand(
              eventStore,
              artisanStreamId(artisanId),
              artisanDecider,
              { type: 'ReassignArtisanCreator', artisanId, to: toAccountId },
              context,
            );
          } catch (error) {
            if (error instanceof DomainError && error.kind === 'not_found') continue;
            throw error;
          }
        }
      }
    },
  };
}
