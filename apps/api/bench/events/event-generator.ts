import { randomUUID } from 'node:crypto';
import type { NewEvent } from '../../dist/infrastructure/event-store/event-store.port';
import type { PostgresEventStore } from '../../dist/infrastructure/event-store/postgres-event-store';

/** The i-th synthetic event: four event types in turn, spread over the days of 2026. */
export function syntheticEvent(i: number): NewEvent {
  return {
    id: randomUUID(),
    type: ['ArtisanRegistered', 'ArtisanProfileChanged', 'EvaluationAnswerRecorded', 'EvaluationSubmitted'][
      i % 4
    ]!,
    data: { artisanId: randomUUID(), field: 'workshop', value: `Atelier ${i}` },
    metadata: {
      actorId: randomUUID(),
      actorRole: 'ROLE_ARTISAN_HUNTER',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
      schemaVersion: 1,
    },
  };
}

/** Appends batches of 1,000 until the log holds `target` events, for the rebuild figure. */
export async function fillLog(store: PostgresEventStore, target: number): Promise<void> {
  let count = (await store.countEvents()) ?? 0;
  while (count < target) {
    const size = Math.min(1000, target - count);
    await store.appendToStream(
      `fill-${randomUUID()}`,
      Array.from({ length: size }, (_, i) => syntheticEvent(count + i)),
      'no_stream',
    );
    count += size;
  }
}
