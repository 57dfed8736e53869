import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { evaluationTextsCodec } from '../../evaluation/evaluation-texts';
import type { EventStore, NewEvent } from '../../infrastructure/event-store/event-store.port';
import { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import type { ExportOptions } from './export-arguments';
import { exportEvents } from './export-events';
import type { ExportedEvent } from './export-format';

const COMMENT = 'Her workshop is behind the bakery on Mill Street';
const COMMITTEE = 'Accepted for the quality of her glazes';

function event(type: string, data: Record<string, unknown>, occurredAt: string): NewEvent {
  return testEvent(type, data, { actorId: null, actorRole: 'ROLE_ADMIN', occurredAt });
}

async function exported(store: EventStore, options: Partial<ExportOptions>, pageSize?: number) {
  const sink = new PassThrough();
  const chunks: string[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
  const result = await exportEvents(
    store,
    { from: null, to: null, types: null, format: 'ndjson', ...options },
    sink,
    undefined,
    pageSize,
  );
  sink.end();
  return { result, text: chunks.join('') };
}

const lines = (text: string) =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ExportedEvent);

describe('events:export against PostgreSQL', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const artisans = [randomUUID(), randomUUID(), randomUUID()];
  const appended: NewEvent[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('events_export');
    store = new PostgresEventStore(database.pool, database.url);
    // Days go back and forth in the log: commit order is not the order of occurredAt.
    const days = ['2026-01-10', '2026-03-02', '2026-02-15'];
    for (const [i, artisanId] of artisans.entries()) {
      const at = `${days[i]}T09:00:00.000Z`;
      const registered = [event('ArtisanRegistered', { artisanId, source: 'staff', countryId: 250 }, at)];
      await store.appendToStream(`artisan-${artisanId}`, registered, 'no_stream');
      // Texts are sealed as the evaluation's handlers seal them (ADR 0004).
      const codec = evaluationTextsCodec(database.db, artisanId);
      const evaluation = await codec.encode([
        event(
          'EvaluationAnswersRecorded',
          { artisanId, criterion: 'tradition', answers: { q1: { points: 2, comment: COMMENT } } },
          at,
        ),
        event(
          'EvaluationDecided',
          {
            artisanId,
            statusEval: 'SELECTED',
            reviewStatus: 'REVIEWED',
            decision: 'ACCEPTED',
            commentaryCommittee: COMMITTEE,
            comments: COMMENT,
          },
          `${days[i]}T23:59:59.999Z`,
        ),
      ]);
      await store.appendToStream(`evaluation-${artisanId}`, evaluation as NewEvent[], 'no_stream');
      appended.push(...registered, ...(evaluation as NewEvent[]));
    }
  });

  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('writes every event once, in commit order', async () => {
    const { result, text } = await exported(store, {});
    const events = lines(text);
    expect(result).toEqual({ read: appended.length, written: appended.length });
    expect(events.map((e) => e.eventId)).toEqual(appended.map((e) => e.id));
    const positions = events.map((e) => e.position);
    expect([...positions].sort()).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('reads the log page after page, the next one read ahead, and writes each event once', async () => {
    for (const pageSize of [1, 2, 4, appended.length]) {
      const { result, text } = await exported(store, {}, pageSize);
      expect(result).toEqual({ read: appended.length, written: appended.length });
      expect(lines(text).map((e) => e.eventId)).toEqual(appended.map((e) => e.id));
    }
  });

  it('keeps only the period asked, both days included, and the types asked', async () => {
    const february = lines((await exported(store, { from: '2026-02-01', to: '2026-02-28' })).text);
    expect(february.map((e) => e.type)).toEqual([
      'ArtisanRegistered',
      'EvaluationAnswersRecorded',
      'EvaluationDecided',
    ]);
    expect(february.every((e) => (e.data as { artisanId: string }).artisanId === artisans[2])).toBe(true);

    const decided = lines(
      (await exported(store, { from: '2026-01-10', types: new Set(['EvaluationDecided']) })).text,
    );
    expect(decided.map((e) => (e.data as { artisanId: string }).artisanId)).toEqual(artisans);

    const none = await exported(store, { to: '2026-01-09' });
    expect(none).toEqual({ result: { read: appended.length, written: 0 }, text: '' });
  });

  it('never shows a comment in the clear: texts stay sealed, in NDJSON and CSV', async () => {
    for (const format of ['ndjson', 'csv'] as const) {
      const { text } = await exported(store, { format });
      expect(text).not.toContain(COMMENT);
      expect(text).not.toContain(COMMITTEE);
      expect(text).not.toContain('Mill Street');
      expect(text).toContain('sealed:v1:');
    }
    const decided = lines((await exported(store, { types: new Set(['EvaluationDecided']) })).text);
    expect(decided[0]!.data).toMatchObject({ decision: 'ACCEPTED', statusEval: 'SELECTED' });
    expect((decided[0]!.data as { comments: string }).comments).toMatch(/^sealed:v1:/);
  });

  it('writes the same bytes from the PostgreSQL scan as from pages of readAll (EventStoreDB)', async () => {
    // A store whose data has what jsonb prints differently from JSON.stringify: spaces, key order,
    // numbers, escapes, index-like keys.
    const odd = [
      event(
        'ArtisanProfileChanged',
        {
          artisanId: artisans[0],
          changes: { countryId: 4, recommendations: [3, 1] },
          note: 'a "quoted", b: c\\ \n\t\u0001 é ✓',
          numbers: [0.1, 1e-7, 1e21, -0, 2 ** 64, 2.5],
          byId: { '10': 'ten', '2': 'two', b: 'bee', aa: 'double a' },
        },
        '2026-04-01T10:00:00.000Z',
      ),
    ];
    await store.appendToStream(`odd-${randomUUID()}`, odd, 'no_stream');
    appended.push(...odd);
    const withoutScan = new Proxy(store, {
      get(target, key) {
        if (key === 'scanPage') return undefined;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    for (const format of ['ndjson', 'csv'] as const) {
      for (const types of [null, new Set(['EvaluationDecided', 'ArtisanProfileChanged'])]) {
        const own = await exported(store, { format, types });
        const generic = await exported(withoutScan, { format, types });
        expect(own.text).toBe(generic.text);
        expect(own.result).toEqual(generic.result);
        expect(own.text).toContain('ArtisanProfileChanged');
      }
    }
  });

  it('writes a CSV header and one row an event', async () => {
    const { text } = await exported(store, { format: 'csv', types: new Set(['ArtisanRegistered']) });
    const rows = text.split('\r\n').filter((row) => row !== '');
    expect(rows[0]).toBe(
      'position,event_id,stream_id,stream_position,type,occurred_at,actor_role,actor_id,data',
    );
    expect(rows.slice(1).map((row) => row.split(',')[4])).toEqual([
      'ArtisanRegistered',
      'ArtisanRegistered',
      'ArtisanRegistered',
    ]);
  });

  it('stops at the head the log had when the export began', async () => {
    const sink = new PassThrough({ highWaterMark: 16 });
    const chunks: string[] = [];
    const running = exportEvents(store, { from: null, to: null, types: null, format: 'ndjson' }, sink);
    // Once the export has read the log and waits for its reader, another event is committed.
    await new Promise<void>((resolve) => {
      const waitForPage = () => (sink.readableLength > 0 ? resolve() : setImmediate(waitForPage));
      waitForPage();
    });
    await store.appendToStream(
      `artisan-${randomUUID()}`,
      [event('ArtisanRegistered', { artisanId: randomUUID(), source: 'import' }, '2026-01-11T00:00:00.000Z')],
      'no_stream',
    );
    sink.on('data', (chunk: Buffer) => chunks.push(chunk.toString('utf8')));
    const result = await running;
    expect(result.read).toBe(appended.length);
    expect(lines(chunks.join('')).map((e) => e.eventId)).toEqual(appended.map((e) => e.id));
  });
});
