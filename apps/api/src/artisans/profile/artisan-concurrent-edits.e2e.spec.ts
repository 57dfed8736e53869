import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@artisans/domain';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { artisanStreamId } from '../domain/artisan.decider';
import { startKit, type Kit } from '../../../../../test-support/artisan-e2e-kit';

type Resource = Record<string, unknown> & { id: string };

/**
 * Issue 13, finding 1: people saving one artisan at the same moment. Each change either lands
 * whole (200, one event, its values in the final state when it was the last) or leaves no trace
 * (409 or 412), and the read models agree with the events.
 */
describe('concurrent edits of one artisan', () => {
  let kit: Kit;
  let eventStore: EventStore;

  beforeAll(async () => {
    kit = await startKit();
    eventStore = kit.api.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(() => kit.close());

  /** One request's change: personal fields (their own table) and a profile field (the event). */
  const changeNumber = (n: number) => ({
    workshop: `Workshop ${n}`,
    associated: `Associated ${n}`,
    inActivity: 1950 + n,
  });

  async function editInParallel(artisanId: string, count: number, headers: Record<string, string> = {}) {
    const requests = Array.from({ length: count }, (_, n) => ({ n, correlationId: randomUUID() }));
    const answers = await Promise.all(
      requests.map(async ({ n, correlationId }) => {
        const response = await fetch(`${kit.api.url}/api/artisans/${artisanId}`, {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${kit.tokens.ROLE_ADMIN}`,
            'content-type': 'application/json',
            'x-correlation-id': correlationId,
            ...headers,
          },
          body: JSON.stringify(changeNumber(n)),
        });
        return { n, correlationId, status: response.status, body: (await response.json()) as Resource };
      }),
    );
    return answers;
  }

  async function profileChanges(artisanId: string): Promise<StoredEvent[]> {
    const events = await eventStore.readStream(artisanStreamId(artisanId));
    return events.filter((event) => event.type === 'ArtisanProfileChanged');
  }

  for (const count of [2, 5, 20]) {
    it(`keeps every answered change and nothing else, ${count} people at once, many times`, async () => {
      for (let round = 0; round < 4; round += 1) {
        const artisan = await kit.create(kit.tokens.ROLE_ADMIN);
        const answers = await editInParallel(artisan.id, count);

        expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
        const accepted = answers.filter((a) => a.status === 200);
        expect(accepted.length).toBeGreaterThan(0);

        // One event per accepted change, none for a refused one.
        const changes = await profileChanges(artisan.id);
        expect(changes.map((e) => e.metadata.correlationId).sort()).toEqual(
          accepted.map((a) => a.correlationId).sort(),
        );

        // The last recorded change is what the artisan now is, personal fields included.
        const lastCorrelation = changes.at(-1)!.metadata.correlationId;
        const last = answers.find((a) => a.correlationId === lastCorrelation)!;
        const now = await kit.call<Resource>('GET', `/api/artisans/${artisan.id}`, kit.tokens.ROLE_ADMIN);
        expect(now.body).toMatchObject(changeNumber(last.n));

        // The read model comes to equal the fold of the events (on a busy machine the answers may
        // come before the projections, when read-your-writes gives up waiting).
        const inActivity = () =>
          kit.api.database.db
            .selectFrom('artisans')
            .select('in_activity')
            .where('id', '=', artisan.id)
            .executeTakeFirst()
            .then((row) => row?.in_activity);
        const expected = changeNumber(last.n).inActivity;
        for (let tries = 0; tries < 100 && (await inActivity()) !== expected; tries += 1)
          await new Promise((r) => setTimeout(r, 100));
        expect(await inActivity()).toBe(expected);
      }
    });
  }

  it('refuses the changes made on a version that is no longer current (If-Match), keeping the first', async () => {
    const artisan = await kit.create(kit.tokens.ROLE_ADMIN);
    const seen = await kit.call<Resource>('GET', `/api/artisans/${artisan.id}`, kit.tokens.ROLE_ADMIN);
    const etag = seen.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);

    const answers = await editInParallel(artisan.id, 5, { 'if-match': etag });
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 412)).toHaveLength(4);

    const stale = answers.find((a) => a.status === 412)!;
    expect(stale.body).toMatchObject({
      code: 'stale-version',
      detail: MESSAGES.staleVersion,
      correlationId: stale.correlationId,
    });

    const winner = answers.find((a) => a.status === 200)!;
    const changes = await profileChanges(artisan.id);
    expect(changes.map((e) => e.metadata.correlationId)).toEqual([winner.correlationId]);
    const now = await kit.call<Resource>('GET', `/api/artisans/${artisan.id}`, kit.tokens.ROLE_ADMIN);
    expect(now.body).toMatchObject(changeNumber(winner.n));
    expect(now.headers.get('etag')).toBe(`"${Number(JSON.parse(etag)) + 1}"`);
  });

  it('refuses an If-Match that is no ETag of ours, and applies a change without one', async () => {
    const artisan = await kit.create(kit.tokens.ROLE_ADMIN);
    const put = (headers: Record<string, string>) =>
      fetch(`${kit.api.url}/api/artisans/${artisan.id}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${kit.tokens.ROLE_ADMIN}`,
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify({ workshop: 'Atelier' }),
      });
    expect((await put({ 'if-match': 'garbage' })).status).toBe(412);
    expect((await put({ 'if-match': '"999"' })).status).toBe(412);
    const applied = await put({});
    expect(applied.status).toBe(200);
    expect(applied.headers.get('etag')).toBe('"1"');
  });
});
