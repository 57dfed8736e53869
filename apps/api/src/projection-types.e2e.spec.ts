import type { Transaction } from 'kysely';
import { startTestApp, type TestApp } from '../../../test-support/test-app';
import type { Database } from './infrastructure/database/schema';
import type { StoredEvent } from './infrastructure/event-store/event-store.port';
import { ProjectionRegistry } from './infrastructure/projections/projection-registry';
import { loggedEventTypes } from './statistics/export/logged-events';

/** An event of this type with no data: a projection that ignores the type never reads it. */
function eventOf(type: string): StoredEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    streamId: 'probe-1',
    type,
    data: {},
    metadata: {
      occurredAt: '2026-11-29T10:00:00.000Z',
      actorId: null,
      actorRole: null,
      correlationId: 'probe',
      causationId: null,
    },
    streamPosition: 0,
    globalPosition: '1',
  } as unknown as StoredEvent;
}

/** A transaction that records each use, and fails it. */
function watchedTransaction(touched: string[]): Transaction<Database> {
  return new Proxy(
    {},
    {
      get(_target, key) {
        touched.push(String(key));
        throw new Error(`the transaction was used (${String(key)})`);
      },
    },
  ) as Transaction<Database>;
}

/**
 * A live batch holding none of a projection's declared `types` skips its transaction and only moves
 * its checkpoint (projection-runner.ts): a type it acts on but forgot to declare would be lost. So,
 * for every registered projection that declares types: they are types of the log, and an event of
 * any other type of the log leaves its transaction untouched.
 */
describe('the event types each projection declares', () => {
  let api: TestApp;
  let registry: ProjectionRegistry;

  beforeAll(async () => {
    api = await startTestApp({ RUN_PROJECTIONS: 'false' });
    registry = api.app.get(ProjectionRegistry);
  }, 120_000);
  afterAll(() => api?.close());

  it('are declared by every projection but the one that counts every event', () => {
    const undeclared = registry
      .all()
      .filter((projection) => projection.types === undefined)
      .map((projection) => projection.name);
    expect(undeclared).toEqual(['statistics-daily-activity']);
  });

  it('are types of the log', () => {
    const logged = new Set<string>(loggedEventTypes());
    for (const projection of registry.all())
      expect({
        projection: projection.name,
        unknown: [...(projection.types ?? [])].filter((type) => !logged.has(type)),
      }).toEqual({ projection: projection.name, unknown: [] });
  });

  it('are all the types it acts on: an event of any other type leaves its transaction untouched', async () => {
    for (const projection of registry.all()) {
      const { types } = projection;
      if (!types) continue;
      for (const type of loggedEventTypes().filter((logged) => !types.has(logged))) {
        const touched: string[] = [];
        const error = await projection
          .apply([eventOf(type)], watchedTransaction(touched))
          .then(() => undefined)
          .catch((failure: unknown) => String(failure));
        expect({ projection: projection.name, type, touched, error }).toEqual({
          projection: projection.name,
          type,
          touched: [],
          error: undefined,
        });
      }
    }
  });
});
