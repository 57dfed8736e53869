import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { testEvent } from '../../../../../test-support/events';
import { START, type EventStore, type GlobalPosition } from './event-store.port';
import {
  logScannerOf,
  scanThroughReadAll,
  type LogScanner,
  type ScanPage,
  type ScanPageOptions,
} from './log-scan';
import { PostgresEventStore } from './postgres-event-store';
import { compactJsonbText } from './postgres-log-scan';

/** Every page of a scan from the start, until it says there is nothing more. */
async function scanAll(
  scan: (options: ScanPageOptions) => Promise<ScanPage>,
  options: Omit<ScanPageOptions, 'after'>,
): Promise<ScanPage[]> {
  const pages: ScanPage[] = [];
  let after: GlobalPosition = START;
  for (;;) {
    const page = await scan({ ...options, after });
    pages.push(page);
    if (!page.last) return pages;
    after = page.last;
  }
}

/** What a scan promises of an event, whichever store gives it. */
const scanned = (pages: ScanPage[]) =>
  pages.map((page) => ({
    scanned: page.scanned,
    last: page.last,
    events: page.events.map((event) => ({
      id: event.id,
      type: event.type,
      data: event.data,
      metadata: {
        occurredAt: event.metadata.occurredAt,
        actorRole: event.metadata.actorRole,
        actorId: event.metadata.actorId,
      },
      streamId: event.streamId,
      streamPosition: event.streamPosition,
      globalPosition: event.globalPosition,
    })),
  }));

describe('scanning the log (PostgreSQL scan and the generic one over readAll)', () => {
  let database: TestDatabase;
  let store: PostgresEventStore;
  const TYPES = ['Registered', 'Answered', 'Decided'];
  let count = 0;

  beforeAll(async () => {
    database = await createTestDatabase('es_scan');
    store = new PostgresEventStore(database.pool, database.url);
    for (let i = 0; i < 12; i += 1) {
      const events = Array.from({ length: 1 + (i % 4) }, (_, j) =>
        testEvent(TYPES[(i + j) % 3], {
          n: i * 10 + j,
          text: 'with "quotes", a\nline break and ünïcödé',
          nested: { list: [1, 2.5, null, true], empty: {} },
        }),
      );
      if (i % 5 === 0) events[0]!.metadata = { ...events[0]!.metadata, actorId: null, actorRole: null };
      await store.appendToStream(`s-${i % 5}-${randomUUID()}`, events, 'no_stream');
      count += events.length;
    }
  });
  afterAll(async () => {
    await store.close();
    await database.drop();
  });

  it('gives the same pages as readAll filtered, for every type filter and page size', async () => {
    const all = await store.readAll({ after: START, limit: 1000 });
    expect(all).toHaveLength(count);
    for (const limit of [1, 3, 7, 1000]) {
      for (const types of [
        null,
        new Set(['Answered']),
        new Set(['Registered', 'Decided']),
        new Set(['None']),
      ]) {
        const options = { types, limit };
        const own = await scanAll((o) => store.scanPage(o), options);
        const generic = await scanAll((o) => scanThroughReadAll(store, o), options);
        expect(scanned(own)).toEqual(scanned(generic));
        expect(own.reduce((sum, page) => sum + page.scanned, 0)).toBe(count);
        const given = own.flatMap((page) => page.events.map((event) => event.id));
        expect(given).toEqual(all.filter((event) => !types || types.has(event.type)).map((e) => e.id));
      }
    }
  });

  it('stops at `until`, included', async () => {
    const all = await store.readAll({ after: START, limit: 1000 });
    const until = all[9]!.globalPosition;
    for (const limit of [4, 1000]) {
      const own = await scanAll((o) => store.scanPage(o), { types: null, limit, until });
      const generic = await scanAll((o) => scanThroughReadAll(store, o), { types: null, limit, until });
      expect(scanned(own)).toEqual(scanned(generic));
      expect(own.flatMap((page) => page.events.map((event) => event.id))).toEqual(
        all.slice(0, 10).map((event) => event.id),
      );
    }
  });

  it('never passes a transaction still open: no event of it or after it until it commits', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      await store.appendWith(client, `late-${randomUUID()}`, [testEvent('Registered')], 'no_stream');
      await store.appendToStream(`after-${randomUUID()}`, [testEvent('Registered')], 'no_stream');
      for (const scan of [
        (o: ScanPageOptions) => store.scanPage(o),
        (o: ScanPageOptions) => scanThroughReadAll(store, o),
      ]) {
        const pages = await scanAll(scan, { types: null, limit: 5 });
        expect(pages.reduce((sum, page) => sum + page.scanned, 0)).toBe(count);
      }
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const pages = await scanAll((o) => store.scanPage(o), { types: null, limit: 5 });
    expect(pages.reduce((sum, page) => sum + page.scanned, 0)).toBe(count + 2);
  });

  it('gives the data as JSON.stringify writes it, from the text, or says it cannot', async () => {
    const samples = [
      '{"b": 1, "a": [1, 2.5, -3, 0.1, null, true, false], "c": {"d": {}, "e": []}}',
      '{"t": "a \\"quoted\\", b: c\\\\", "u": "\\n\\t\\u0001 é ✓ \\\\"}',
      '"text"',
      '[]',
      '12',
      'null',
      '{"n": -0}',
    ];
    for (const text of samples) {
      const stored = (await database.pool.query<{ t: string }>('SELECT $1::jsonb::text AS t', [text]))
        .rows[0]!.t;
      expect(compactJsonbText(stored)).toBe(JSON.stringify(JSON.parse(stored)));
    }
    // What JavaScript would write otherwise: left to JSON.stringify.
    for (const text of [
      '{"n": 1.50}',
      '{"n": 1e-7}',
      '{"n": 1e21}',
      '{"10": 1, "b": 2}',
      '[123456789012345678901]',
    ]) {
      const stored = (await database.pool.query<{ t: string }>('SELECT $1::jsonb::text AS t', [text]))
        .rows[0]!.t;
      expect(compactJsonbText(stored)).toBeUndefined();
    }
    const events = (await store.scanPage({ after: START, types: null, limit: 1000 })).events;
    for (const event of events) expect(event.dataJson?.()).toBe(JSON.stringify(event.data));
  });

  it("uses a store's own scan, and pages of readAll for a store without one", async () => {
    expect(logScannerOf(store)).toBe(store);
    const withoutScan: EventStore = {
      name: 'eventstoredb',
      readAll: (options) => store.readAll(options),
    } as EventStore;
    const generic: LogScanner = logScannerOf(withoutScan);
    expect(generic).not.toBe(withoutScan);
    const pages = await scanAll((o) => generic.scanPage(o), { types: new Set(['Decided']), limit: 4 });
    const own = await scanAll((o) => store.scanPage(o), { types: new Set(['Decided']), limit: 4 });
    expect(scanned(pages)).toEqual(scanned(own));
  });
});
