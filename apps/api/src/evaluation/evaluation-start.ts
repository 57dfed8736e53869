import type { DomainEvent } from '@artisans/domain';
import type { EventCodec } from '../infrastructure/commands/event-codec';
import type { EventMetadata } from '../infrastructure/event-store/event-store.port';
import { evaluationTextsCodec } from './evaluation-texts';
import type { Db } from '../infrastructure/database/database';

type Recorded = DomainEvent & { id?: string; metadata?: Pick<EventMetadata, 'actorId'> };

/**
 * Streams begun before `EvaluationStarted` was recorded: the author of their first answers (the
 * event's metadata) started them. Such a stream is read with that start just before those answers,
 * so that its evaluator owns it like any other; streams that record their start are left as they are.
 */
export function withEvaluationStart<Event extends DomainEvent>(events: Event[]): Event[] {
  if (events.some((event) => event.type === 'EvaluationStarted')) return events;
  const index = events.findIndex((event) => event.type === 'EvaluationAnswersRecorded');
  const first = events[index] as (Event & Recorded) | undefined;
  const evaluatorId = first?.metadata?.actorId;
  if (!first || !evaluatorId) return events;
  const { artisanId } = first.data as { artisanId: string };
  const started = {
    ...first,
    id: `${first.id ?? ''}:started`,
    type: 'EvaluationStarted',
    data: { artisanId, evaluatorId },
  } as unknown as Event;
  return [...events.slice(0, index), started, ...events.slice(index)];
}

/** How the evaluation stream is read and written: its texts sealed, and its start as above. */
export function evaluationCodec(db: Db, artisanId: string): EventCodec {
  const texts = evaluationTextsCodec(db, artisanId);
  return {
    encode: (events) => texts.encode(events),
    decode: async (events) => withEvaluationStart(await texts.decode(events)),
  };
}
