import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../apps/api/src/infrastructure/event-store/event-store.port';

/** A test event with complete metadata; `metadata` overrides the defaults (actor, role, when). */
export function testEvent(
  type = 'TestHappened',
  data: Record<string, unknown> = {},
  metadata: Partial<EventMetadata> = {},
): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      actorId: 'test-actor',
      actorRole: 'ROLE_ADMIN',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date('2026-01-01T10:00:00Z').toISOString(),
      schemaVersion: 1,
      ...metadata,
    },
  };
}
