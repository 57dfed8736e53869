import type { ActorView, EndorsementView } from '@artisans/domain';
import type { EventMetadata } from '../infrastructure/event-store/event-store.port';
import type { EvaluationEventType } from './domain/evaluation.decider';

/**
 * Who endorsed the evaluation as it is sent now, and when: the lasting mark the screens show (its
 * shape is the wire contract, libs/domain/src/contracts/evaluation.ts).
 */
export type { EndorsementView };

type Endorsed = { at: string; metadata: Pick<EventMetadata, 'actorId' | 'actorRole'> };

/** What of a stored event the endorsement needs: its type, who recorded it and when. */
type Recorded = { type: string; metadata: Pick<EventMetadata, 'actorId' | 'actorRole' | 'occurredAt'> };

const is = (event: Recorded, type: EvaluationEventType) => event.type === type;

/**
 * The endorsement of the current sending (events oldest first), or null: not endorsed yet, or sent
 * by a network member or the foundation (no endorsement needed). A new sending (after a request for
 * information) and a reopening start a round that needs its own, so they clear the one before.
 */
export function currentEndorsement(events: readonly Recorded[]): Endorsed | null {
  let endorsed: Endorsed | null = null;
  for (const event of events) {
    if (is(event, 'EvaluationSubmitted') || is(event, 'EvaluationReopened')) endorsed = null;
    if (is(event, 'EvaluationEndorsed')) {
      const { actorId, actorRole, occurredAt } = event.metadata;
      endorsed = { at: occurredAt, metadata: { actorId, actorRole } };
    }
  }
  return endorsed;
}

/** The endorsement with its endorser named (an erased account reads "deleted account"). */
export function endorsementView(
  endorsed: Endorsed | null,
  actorOf: (metadata: Endorsed['metadata']) => ActorView,
): EndorsementView | null {
  return endorsed ? { at: endorsed.at, actor: actorOf(endorsed.metadata) } : null;
}
