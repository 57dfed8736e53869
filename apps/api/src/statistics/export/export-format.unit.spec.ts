import type { StoredEvent } from '../../infrastructure/event-store/event-store.port';
import {
  WITHHELD_TEXT,
  csvField,
  exportHeader,
  formatExportedEvent,
  isExported,
  toExportedEvent,
} from './export-format';

const SEALED = 'sealed:v1:aXY:dGFn:ZGF0YQ';

function stored(type: string, data: unknown, occurredAt = '2026-03-04T10:00:00.000Z'): StoredEvent {
  return {
    id: 'e1',
    type,
    data,
    metadata: {
      actorId: 'staff-1',
      actorRole: 'ROLE_ADMIN',
      correlationId: 'c1',
      causationId: null,
      occurredAt,
      schemaVersion: 1,
    },
    streamId: 'evaluation-a1',
    streamPosition: 3,
    globalPosition: '0000000001:0000000007',
  };
}

describe('toExportedEvent', () => {
  it('keeps the position, ids, type, time, actor and data, not the correlation ids', () => {
    expect(toExportedEvent(stored('ArtisanEmailConfirmed', { artisanId: 'a1', via: 'link' }))).toEqual({
      position: '0000000001:0000000007',
      eventId: 'e1',
      streamId: 'evaluation-a1',
      streamPosition: 3,
      type: 'ArtisanEmailConfirmed',
      occurredAt: '2026-03-04T10:00:00.000Z',
      actorRole: 'ROLE_ADMIN',
      actorId: 'staff-1',
      data: { artisanId: 'a1', via: 'link' },
    });
  });

  it('leaves sealed texts sealed and withholds any free text stored in the clear', () => {
    const decided = toExportedEvent(
      stored('EvaluationDecided', {
        artisanId: 'a1',
        decision: 'ACCEPTED',
        commentaryCommittee: SEALED,
        comments: 'Lives at 3 rue des Potiers',
      }),
    );
    expect(decided.data).toEqual({
      artisanId: 'a1',
      decision: 'ACCEPTED',
      commentaryCommittee: SEALED,
      comments: WITHHELD_TEXT,
    });

    const answers = toExportedEvent(
      stored('EvaluationAnswersRecorded', {
        artisanId: 'a1',
        criterion: 'tradition',
        answers: { q1: { points: 2, comment: 'plain words' }, q2: { points: 1, comment: '' } },
      }),
    );
    expect(answers.data).toMatchObject({
      answers: { q1: { points: 2, comment: WITHHELD_TEXT }, q2: { points: 1, comment: '' } },
    });

    const greenList = toExportedEvent(
      stored('GreenListAnswersRecorded', {
        artisanId: 'a1',
        answers: { c1: { value: 'contact@example.org', explain: SEALED }, c2: { value: 4 } },
      }),
    );
    expect(greenList.data).toEqual({
      artisanId: 'a1',
      answers: { c1: { value: WITHHELD_TEXT, explain: SEALED }, c2: { value: 4 } },
    });
  });
});

describe('isExported', () => {
  const event = stored('EvaluationDecided', {}, '2026-03-04T23:59:59.999Z');

  it('includes both bounds of the period, as UTC days', () => {
    expect(isExported(event, { from: '2026-03-04', to: '2026-03-04', types: null })).toBe(true);
    expect(isExported(event, { from: '2026-03-05', to: null, types: null })).toBe(false);
    expect(isExported(event, { from: null, to: '2026-03-03', types: null })).toBe(false);
    expect(isExported(event, { from: null, to: null, types: null })).toBe(true);
  });

  it('keeps only the asked types', () => {
    expect(isExported(event, { from: null, to: null, types: new Set(['EvaluationDecided']) })).toBe(true);
    expect(isExported(event, { from: null, to: null, types: new Set(['ArtisanRegistered']) })).toBe(false);
  });
});

describe('formatting', () => {
  const event = toExportedEvent(stored('OrganizationCreated', { organizationId: 4, name: 'Say "hi", all' }));

  it('writes one JSON object a line in NDJSON, with no header', () => {
    expect(exportHeader('ndjson')).toBe('');
    const line = formatExportedEvent(event, 'ndjson');
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toEqual(event);
  });

  it('writes a CSV header and quoted rows, the data as JSON in its last column', () => {
    expect(exportHeader('csv')).toBe(
      'position,event_id,stream_id,stream_position,type,occurred_at,actor_role,actor_id,data\r\n',
    );
    expect(formatExportedEvent(event, 'csv')).toBe(
      '0000000001:0000000007,e1,evaluation-a1,3,OrganizationCreated,2026-03-04T10:00:00.000Z,ROLE_ADMIN,staff-1,' +
        '"{""organizationId"":4,""name"":""Say \\""hi\\"", all""}"\r\n',
    );
  });

  it('quotes only the fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('say "x"')).toBe('"say ""x"""');
  });
});
