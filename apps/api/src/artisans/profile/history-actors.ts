import type { Db } from '../../infrastructure/database/database';
import type { EventMetadata, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import type { ArtisanEvent } from '../domain/artisan.decider';

/** Who did an event, as the history names it. */
export type Acting = Pick<EventMetadata, 'actorId' | 'actorRole'>;

type HistoryEvent = Pick<StoredEvent, 'metadata'> & ArtisanEvent;

const NOBODY: Acting = { actorId: null, actorRole: null };

/**
 * Who did each event of an artisan's stream (aligned with `events`). Mostly the actor recorded with
 * the event; but some commands run before anyone is signed in, or on someone's behalf, and record
 * none:
 * - a registration names the staff member who created the artisan (its `createdBy`, the creator the
 *   artisan list shows; the demo artisan is seeded so for its hunter), and a sign-up the artisan;
 * - the other events of a sign-up (its password, the confirmation mail asked for) are the artisan's.
 * What is left without an actor is truly the system's, such as the demo's seeded password.
 * `staffRoles` holds the role of each creator account still there.
 */
export function resolveActors(
  events: readonly HistoryEvent[],
  staffRoles: ReadonlyMap<string, string>,
): Acting[] {
  const registration = events.find((event) => event.type === 'ArtisanRegistered');
  const signUp =
    registration?.type === 'ArtisanRegistered' && registration.data.source === 'sign-up'
      ? { correlationId: registration.metadata.correlationId, artisanId: registration.data.artisanId }
      : undefined;
  return events.map((event) => {
    const { actorId, actorRole, correlationId } = event.metadata;
    if (actorId !== null) return { actorId, actorRole };
    if (event.type === 'ArtisanRegistered' && event.data.createdBy !== null)
      return { actorId: event.data.createdBy, actorRole: staffRoles.get(event.data.createdBy) ?? null };
    if (signUp && correlationId === signUp.correlationId)
      return { actorId: signUp.artisanId, actorRole: 'ROLE_ARTISAN' };
    return NOBODY;
  });
}

/** `resolveActors` with the roles of the creators read from the staff accounts. */
export async function historyActors(db: Db, events: readonly HistoryEvent[]): Promise<Acting[]> {
  const creators = [
    ...new Set(
      events.flatMap((event) =>
        event.type === 'ArtisanRegistered' && event.metadata.actorId === null && event.data.createdBy
          ? [event.data.createdBy]
          : [],
      ),
    ),
  ];
  const rows = creators.length
    ? await db.selectFrom('staff_accounts').select(['id', 'role']).where('id', 'in', creators).execute()
    : [];
  return resolveActors(events, new Map(rows.map((row) => [row.id, row.role])));
}
