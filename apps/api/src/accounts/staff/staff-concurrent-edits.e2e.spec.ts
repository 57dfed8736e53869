import { randomUUID } from 'node:crypto';
import { MESSAGES, fold } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../../test-support/test-app';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { staffAccountDecider, staffStreamId, type StaffAccountEvent } from '../domain/staff-account.decider';
import { STAFF_TEST_ENV, caller, loadDemo, type Caller } from '../../../../../test-support/staff-e2e-kit';

type User = { id: string; firstName: string; phone: string | null; countries: string[] };
type Answer = { n: number; correlationId: string; status: number; body: Record<string, unknown> };

/**
 * Issue 13, findings 1 and 2 for back-office accounts: people saving one account at the same
 * moment. Each change either lands whole (200, one event, its values in the final state when it
 * was the last) or leaves no trace (409 or 412), and the read model agrees with the events.
 */
describe('concurrent edits of one back-office account', () => {
  let api: TestApp;
  let http: Caller;
  let eventStore: EventStore;
  let admin: string;
  let countryIds: number[];

  beforeAll(async () => {
    api = await startTestApp(STAFF_TEST_ENV);
    http = caller(api);
    await loadDemo(api);
    admin = await http.login('admin@demo.test');
    eventStore = api.app.get<EventStore>(EVENT_STORE);
    countryIds = (
      await api.database.db.selectFrom('countries').select('id').orderBy('id').limit(20).execute()
    ).map((c) => c.id);
  });
  afterAll(() => api.close());

  async function newAccount(): Promise<string> {
    const created = await http.post<User>(
      '/api/users',
      {
        title: 'Ms.',
        firstName: 'Busy',
        lastName: 'Account',
        email: `${randomUUID()}@concurrent.test`,
        role: 'ROLE_AMBASSADOR',
        password: 'password-123',
      },
      admin,
    );
    if (created.status !== 201) throw new Error(`setup answered ${created.status}`);
    return created.body.id;
  }

  /** One request's change: personal fields (their own table) and countries (in the event). */
  const changeNumber = (n: number) => ({
    firstName: `Name ${n}`,
    phone: `+33 1 00 00 00 ${String(n).padStart(2, '0')}`,
    countries: [`/api/countries/${countryIds[n] ?? 0}`],
  });

  async function put(
    id: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; etag: string | null; body: Record<string, unknown> }> {
    const response = await fetch(`${api.url}/api/users/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: (await response.json()) as Record<string, unknown>,
    };
  }

  async function editInParallel(
    id: string,
    count: number,
    headers: Record<string, string> = {},
  ): Promise<Answer[]> {
    const requests = Array.from({ length: count }, (_, n) => ({ n, correlationId: randomUUID() }));
    return Promise.all(
      requests.map(async ({ n, correlationId }) => {
        const { status, body } = await put(id, changeNumber(n), {
          'x-correlation-id': correlationId,
          ...headers,
        });
        return { n, correlationId, status, body };
      }),
    );
  }

  async function updates(id: string): Promise<StoredEvent[]> {
    return (await eventStore.readStream(staffStreamId(id))).filter((e) => e.type === 'StaffAccountUpdated');
  }

  async function personalData(id: string) {
    return api.database.db
      .selectFrom('staff_personal_data')
      .select(['first_name', 'phone'])
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
  }

  for (const count of [2, 5, 20]) {
    it(`keeps every answered change and nothing else, ${count} people at once, many times`, async () => {
      for (let round = 0; round < 4; round += 1) {
        const id = await newAccount();
        const answers = await editInParallel(id, count);

        expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
        const accepted = answers.filter((a) => a.status === 200);
        expect(accepted.length).toBeGreaterThan(0);

        // One event per accepted change, none for a refused one.
        const changes = await updates(id);
        expect(changes.map((e) => e.metadata.correlationId).sort()).toEqual(
          accepted.map((a) => a.correlationId).sort(),
        );

        // The last recorded change is what the account now is, personal fields included.
        const lastCorrelation = changes.at(-1)!.metadata.correlationId;
        const last = answers.find((a) => a.correlationId === lastCorrelation)!;
        const expected = changeNumber(last.n);
        expect(await personalData(id)).toEqual({ first_name: expected.firstName, phone: expected.phone });
        const now = await http.get<User>(`/api/users/${id}`, admin);
        expect(now.body).toMatchObject(expected);

        // The read model equals the fold of the events.
        const state = fold(
          staffAccountDecider,
          (await eventStore.readStream(staffStreamId(id))) as unknown as StaffAccountEvent[],
        );
        if (state.status !== 'active') throw new Error(`account ${id} is ${state.status}`);
        const row = await api.database.db
          .selectFrom('staff_accounts')
          .select(['role', 'countries', 'organization_id', 'is_active', 'language'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const { role, countries, organizationId, isActive, language } = state.settings;
        expect(row).toEqual({
          role,
          countries,
          organization_id: organizationId,
          is_active: isActive,
          language,
        });
        expect(countries).toEqual([countryIds[last.n]]);
      }
    });
  }

  describe('If-Match', () => {
    it('answers the stream version as a strong ETag, and the new one after a change', async () => {
      const id = await newAccount();
      const seen = await fetch(`${api.url}/api/users/${id}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(seen.status).toBe(200);
      // Created with a password: one StaffAccountCreated event, version 0.
      expect(seen.headers.get('etag')).toBe('"0"');

      const changed = await put(id, changeNumber(1), { 'if-match': '"0"' });
      expect(changed).toMatchObject({ status: 200, etag: '"1"', body: { phone: changeNumber(1).phone } });
      const again = await fetch(`${api.url}/api/users/${id}`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(again.headers.get('etag')).toBe('"1"');
    });

    it('refuses a change made on a version that is no longer current (412), writing nothing', async () => {
      const id = await newAccount();
      expect((await put(id, changeNumber(1))).status).toBe(200);
      const before = await personalData(id);
      const correlationId = randomUUID();

      for (const ifMatch of ['"0"', '"7"', 'garbage', 'W/"1"']) {
        const stale = await put(
          id,
          { ...changeNumber(2), password: 'another-password' },
          {
            'if-match': ifMatch,
            'x-correlation-id': correlationId,
          },
        );
        expect({ ifMatch, stale }).toMatchObject({
          ifMatch,
          stale: {
            status: 412,
            body: { code: 'stale-version', detail: MESSAGES.staleVersion, correlationId },
          },
        });
      }
      expect(await updates(id)).toHaveLength(1);
      expect(await personalData(id)).toEqual(before);
      const events = await eventStore.readStream(staffStreamId(id));
      expect(events.filter((e) => e.metadata.correlationId === correlationId)).toEqual([]);
      // The password stays the one it had.
      const email = (await http.get<{ email: string }>(`/api/users/${id}`, admin)).body.email;
      await http.login(email, 'password-123');

      // Without If-Match the change applies to the latest version (API clients that send none).
      expect(await put(id, changeNumber(3))).toMatchObject({ status: 200, etag: '"2"' });
    });

    it('lets exactly one of several people who opened the same version save', async () => {
      const id = await newAccount();
      const answers = await editInParallel(id, 5, { 'if-match': '"0"' });
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 412)).toHaveLength(4);
      const winner = answers.find((a) => a.status === 200)!;
      expect((await updates(id)).map((e) => e.metadata.correlationId)).toEqual([winner.correlationId]);
      expect(await personalData(id)).toEqual({
        first_name: changeNumber(winner.n).firstName,
        phone: changeNumber(winner.n).phone,
      });
    });

    it('deletes only the version the person saw', async () => {
      const id = await newAccount();
      expect((await put(id, changeNumber(1))).status).toBe(200);
      const remove = (ifMatch: string) =>
        fetch(`${api.url}/api/users/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${admin}`, 'if-match': ifMatch },
        });
      expect((await remove('"0"')).status).toBe(412);
      expect((await remove('garbage')).status).toBe(412);
      expect((await http.get(`/api/users/${id}`, admin)).status).toBe(200);
      expect((await personalData(id)).phone).toBe(changeNumber(1).phone);
      expect((await remove('"1"')).status).toBe(204);
      expect((await http.get(`/api/users/${id}`, admin)).status).toBe(404);
    });
  });
});
