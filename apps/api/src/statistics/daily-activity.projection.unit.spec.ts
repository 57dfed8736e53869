import type { StoredEvent } from '../infrastructure/event-store/event-store.port';
import { dailyActivityFacts } from './daily-activity.projection';

function stored(type: string, occurredAt: string, actorRole: string | null): StoredEvent {
  return {
    id: `${type}-${occurredAt}`,
    type,
    data: {},
    metadata: {
      actorId: null,
      actorRole,
      correlationId: 'c',
      causationId: null,
      occurredAt,
      schemaVersion: 1,
    },
    streamId: 's',
    streamPosition: 0,
    globalPosition: '',
  };
}

describe('dailyActivityFacts', () => {
  it('sums events per day, type and role, with SYSTEM for events without an actor', () => {
    const facts = dailyActivityFacts([
      stored('EvaluationSubmitted', '2026-02-01T08:00:00.000Z', 'ROLE_ARTISAN_HUNTER'),
      stored('EvaluationSubmitted', '2026-02-01T19:00:00.000Z', 'ROLE_ARTISAN_HUNTER'),
      stored('EvaluationSubmitted', '2026-02-02T08:00:00.000Z', 'ROLE_ARTISAN_HUNTER'),
      stored('ArtisanSelected', '2026-02-01T10:00:00.000Z', 'ROLE_EXECUTIVE_COMMITTEE'),
      stored('MailSent', '2026-02-01T10:00:00.000Z', null),
    ]);
    expect(facts).toEqual([
      { day: '2026-02-01', eventType: 'EvaluationSubmitted', actorRole: 'ROLE_ARTISAN_HUNTER', events: 2 },
      { day: '2026-02-02', eventType: 'EvaluationSubmitted', actorRole: 'ROLE_ARTISAN_HUNTER', events: 1 },
      { day: '2026-02-01', eventType: 'ArtisanSelected', actorRole: 'ROLE_EXECUTIVE_COMMITTEE', events: 1 },
      { day: '2026-02-01', eventType: 'MailSent', actorRole: 'SYSTEM', events: 1 },
    ]);
  });
});
