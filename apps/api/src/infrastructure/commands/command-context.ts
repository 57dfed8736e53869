import { randomUUID } from 'node:crypto';
import type { EventMetadata, NewEvent } from '../event-store/event-store.port';
import type { DomainEvent } from '@artisans/domain';

/** Who asks, and when: everything a decider must not find out for itself. */
export type CommandContext = {
  actorId: string | null;
  actorRole: string | null;
  correlationId: string;
  causationId: string | null;
  now: Date;
};

/** The context of a command asked for by a signed-in person (or by nobody yet, e.g. sign-up). */
export function actorContext(
  actor: { accountId: string; role: string } | undefined,
  correlationId: string | undefined,
  now = new Date(),
): CommandContext {
  return {
    actorId: actor?.accountId ?? null,
    actorRole: actor?.role ?? null,
    correlationId: correlationId && /^[\w-]{8,64}$/.test(correlationId) ? correlationId : randomUUID(),
    causationId: null,
    now,
  };
}

/**
 * The same request's context with the actor a public route learns on the way: the staff member of
 * a token that route reads itself (POST /api/artisans), the artisan a mailed hash has proved.
 */
export function asActor(context: CommandContext, actor: { accountId: string; role: string }): CommandContext {
  return { ...context, actorId: actor.accountId, actorRole: actor.role };
}

export function systemContext(now = new Date()): CommandContext {
  return { actorId: null, actorRole: null, correlationId: randomUUID(), causationId: null, now };
}

export const CURRENT_SCHEMA_VERSION = 1;

/** Wraps domain events into storable events with their metadata. */
export function toNewEvents(events: readonly DomainEvent[], context: CommandContext): NewEvent[] {
  const metadata: EventMetadata = {
    actorId: context.actorId,
    actorRole: context.actorRole,
    correlationId: context.correlationId,
    causationId: context.causationId,
    occurredAt: context.now.toISOString(),
    schemaVersion: CURRENT_SCHEMA_VERSION,
  };
  return events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata }));
}
