import type { ActorView, EvaluationHistoryEntry as WireEntry, HistoryKind } from '@artisans/domain';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import type { EvaluationEvent } from './domain/evaluation.decider';

/** The kinds and the entry are the wire contract the web reads too (libs/domain/src/contracts/history.ts). */
export { HISTORY_KINDS, type HistoryKind } from '@artisans/domain';

export type EvaluationHistoryEntry = WireEntry<EvaluationEvent['type']>;

/** The start of an evaluation is not an entry of its own: its first answers say who started it. */
type Listed = Exclude<EvaluationEvent, { type: 'EvaluationStarted' }>;

const KIND_OF: Readonly<Record<Listed['type'], HistoryKind>> = {
  EvaluationAnswersRecorded: 'answers',
  EvaluationCriterionValidated: 'validation',
  EvaluationSubmitted: 'submission',
  EvaluationEndorsed: 'endorsement',
  EvaluationReviewStarted: 'review',
  EvaluationInformationRequested: 'review',
  EvaluationDecided: 'decision',
  EvaluationDecisionDeferred: 'decision',
  EvaluationConfirmed: 'status',
  EvaluationReopened: 'status',
  GreenListUnlocked: 'status',
  EvaluationSentMailRequested: 'submission',
};

/** The event's data but the artisan id (the timeline is the artisan's) and the standing. */
function detailsOf(event: EvaluationEvent): Record<string, unknown> {
  const { artisanId: _artisanId, ...rest } = event.data as Record<string, unknown> & { artisanId: string };
  const { statusEval: _statusEval, reviewStatus: _reviewStatus, ...details } = rest;
  return details;
}

/** The evaluation's timeline, oldest first: every answer change, step and decision, with who and when. */
export function toHistory(
  events: readonly (StoredEvent & EvaluationEvent)[],
  actorOf: (metadata: StoredEvent['metadata']) => ActorView,
): EvaluationHistoryEntry[] {
  const listed = events.filter((event): event is StoredEvent & Listed => event.type !== 'EvaluationStarted');
  return listed.map((event) => {
    const data = event.data as { statusEval?: string; reviewStatus?: string };
    return {
      id: event.id,
      type: event.type,
      kind: KIND_OF[event.type],
      at: event.metadata.occurredAt,
      actor: actorOf(event.metadata),
      statusEval: data.statusEval ?? null,
      reviewStatus: data.reviewStatus ?? null,
      details: detailsOf(event),
    };
  });
}
