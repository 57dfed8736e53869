import { sql, type Transaction } from 'kysely';
import type { Database } from '../infrastructure/database/schema';
import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import type { Projection } from '../infrastructure/projections/projection';

type Fact = { day: string; eventType: string; actorRole: string; events: number };

/** Sums the batch in memory, so that a batch costs one statement whatever its size. */
export function dailyActivityFacts(events: readonly StoredEvent[]): Fact[] {
  const facts = new Map<string, Fact>();
  for (const event of events) {
    const day = event.metadata.occurredAt.slice(0, 10);
    const actorRole = event.metadata.actorRole ?? 'SYSTEM';
    const key = `${day}|${event.type}|${actorRole}`;
    const fact = facts.get(key);
    if (fact) fact.events += 1;
    else facts.set(key, { day, eventType: event.type, actorRole, events: 1 });
  }
  return [...facts.values()];
}

/**
 * How many events of each kind each role caused per day: the basis of the activity statistics
 * (evaluations submitted, artisans registered, decisions taken...). Analysts query the table; no
 * screen reads it after a change, so commands do not wait for it.
 */
export const dailyActivityProjection: Projection = {
  name: 'statistics-daily-activity',
  kind: 'read-model',
  tables: ['stats_daily_activity'],
  readYourWrites: false,
  async apply(events: readonly StoredEvent[], trx: Transaction<Database>): Promise<void> {
    const facts = dailyActivityFacts(events);
    if (facts.length === 0) return;
    await sql`
      INSERT INTO stats_daily_activity (day, event_type, actor_role, events)
      SELECT * FROM unnest(${facts.map((f) => f.day)}::date[], ${facts.map((f) => f.eventType)}::text[],
                           ${facts.map((f) => f.actorRole)}::text[], ${facts.map((f) => f.events)}::int[])
      ON CONFLICT (day, event_type, actor_role)
      DO UPDATE SET events = stats_daily_activity.events + EXCLUDED.events`.execute(trx);
  },
};
