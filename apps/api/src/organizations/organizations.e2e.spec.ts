import { MESSAGES } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { rebuildProjection } from '../infrastructure/projections/rebuild';
import { EVENT_STORE } from '../infrastructure/tokens';
import { DemoData } from '../demo/demo-data';
import {
  STAFF_TEST_ENV,
  caller,
  loadDemo,
  type Caller,
  demoLogins,
} from '../../../../test-support/staff-e2e-kit';
import { organizationStreamId } from './domain/organization.decider';
import { ORGANIZATION_NAME_EXISTS } from './organization-rows';
import { organizationsProjection } from './projections/organizations.projection';

type Organization = {
  '@id': string;
  '@type': string;
  id: number;
  name: string;
  users: string[];
  countries: string[];
  assignedCountries: string[];
};
type Collection<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };
type Answer<T = Record<string, unknown>> = { status: number; body: T; etag: string | null };

const FRANCE = '/api/countries/250';
const ITALY = '/api/countries/380';
const SPAIN = '/api/countries/724';
const PORTUGAL = '/api/countries/620';

describe('organisations: list, create, change (name, countries, members)', () => {
  let api: TestApp;
  let http: Caller;
  let ids: Record<string, string>;
  const tokens: Record<string, string> = {};

  /** A call with the headers a screen sends (If-Match) and the ETag of the answer. */
  async function send<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    who: string | undefined,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(who && { authorization: `Bearer ${tokens[who]}` }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as T,
      etag: response.headers.get('etag'),
    };
  }

  const user = (name: string) => `/api/users/${ids[name]}`;
  const organisationOf = async (name: string) =>
    (await send<{ organisation: { '@id': string } | null }>('GET', `/api/users/${ids[name]}`, 'admin')).body
      .organisation?.['@id'] ?? null;
  const directory = async () =>
    Object.fromEntries(
      (await send<Collection<Organization>>('GET', '/organizations/list', 'network')).body[
        'hydra:member'
      ].map((o) => [o.name, o]),
    );
  const count = async () => (await api.database.db.selectFrom('organizations').select('id').execute()).length;

  beforeAll(async () => {
    api = await startTestApp(STAFF_TEST_ENV);
    http = caller(api);
    ids = await loadDemo(api);
    Object.assign(tokens, await demoLogins(http));
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('answers the demo organisations with their own countries, members and versions', async () => {
    const byName = await directory();
    expect(byName['Atelier Network France']).toMatchObject({
      '@id': '/api/organizations/2',
      assignedCountries: [FRANCE],
      users: [user('network')],
      countries: [FRANCE],
    });
    // Where it works: its own countries and those of its members (the hunter: Spain and France).
    expect(byName['Red de Oficios de España']).toMatchObject({
      assignedCountries: [SPAIN],
      users: [user('hunter')],
      countries: [FRANCE, SPAIN],
    });
    const one = await send<Organization>('GET', '/api/organizations/3', 'hunter');
    expect(one).toMatchObject({ status: 200, etag: '"0"', body: { name: 'Rete Mestieri d’Italia' } });
    expect((await send('GET', '/api/organizations?pagination=false', 'ambassador')).body).toMatchObject({
      'hydra:totalItems': 4,
    });
    await api.app.get(DemoData).load(); // loading again adds nothing
    expect(await count()).toBe(4);
  });

  it('lets an admin create an organisation with countries and members; they leave their former one', async () => {
    const created = await send<Organization>('POST', '/api/organizations', 'admin', {
      name: '  Botteghe   di Firenze ',
      countries: [ITALY, '250'],
      users: [user('ambassador')],
    });
    expect(created.status).toBe(201);
    expect(created.etag).toBe('"0"');
    expect(created.body).toMatchObject({
      '@id': `/api/organizations/${created.body.id}`,
      '@type': 'Organization',
      name: 'Botteghe di Firenze',
      assignedCountries: [FRANCE, ITALY],
      users: [user('ambassador')],
      countries: [FRANCE, ITALY],
    });
    expect(await organisationOf('ambassador')).toBe(created.body['@id']);
    expect((await directory())['Rete Mestieri d’Italia']?.users).toEqual([]);
    // The user list's organisation filter finds the member.
    const listed = await send<Collection<{ email: string }>>(
      'GET',
      `/api/users?organizations=${created.body['@id']}`,
      'committee',
    );
    expect(listed.body['hydra:member'].map((u) => u.email)).toEqual(['ambassador@demo.test']);
    // The member's history says who moved them.
    const history = await send<Collection<{ type: string; changedFields: string[]; actor: { id: string } }>>(
      'GET',
      `/api/users/${ids['ambassador']}/history`,
      'admin',
    );
    expect(history.body['hydra:member'].at(-1)).toMatchObject({
      type: 'StaffAccountUpdated',
      changedFields: ['organisation'],
      actor: { id: ids['admin'] },
    });
  });

  it('lets the executive committee create and change organisations, and refuses every other role', async () => {
    const created = await send<Organization>('POST', '/api/organizations', 'committee', {
      name: 'Oficios del Sur',
    });
    expect(created.status).toBe(201);
    const before = await count();
    for (const who of ['network', 'ambassador', 'hunter', 'artisan']) {
      expect((await send('POST', '/api/organizations', who, { name: `By ${who}` })).status).toBe(403);
      expect(
        (await send('PUT', `/api/organizations/${created.body.id}`, who, { name: `By ${who}` })).status,
      ).toBe(403);
    }
    expect((await send('POST', '/api/organizations', undefined, { name: 'Anonymous' })).status).toBe(401);
    expect(await count()).toBe(before);
    expect((await send('GET', `/api/organizations/${created.body.id}`, 'network')).body).toMatchObject({
      name: 'Oficios del Sur',
    });
    const changed = await send<Organization>('PUT', `/api/organizations/${created.body.id}`, 'committee', {
      countries: [SPAIN],
    });
    expect(changed).toMatchObject({ status: 200, etag: '"1"', body: { assignedCountries: [SPAIN] } });
  });

  it('keeps names unique, case and spacing aside (409), and changes nothing then', async () => {
    const taken = await send('POST', '/api/organizations', 'admin', { name: 'atelier  NETWORK france' });
    expect(taken).toMatchObject({
      status: 409,
      body: { detail: ORGANIZATION_NAME_EXISTS, code: 'organization-name-exists' },
    });
    const renamed = await send('PUT', '/api/organizations/1', 'admin', {
      name: 'Atelier Network France',
      countries: [PORTUGAL],
    });
    expect(renamed.status).toBe(409);
    expect((await directory())['Michelangelo Foundation']?.assignedCountries).toEqual([]);
    // Two people naming two organisations alike at the same moment: one of them is told.
    const both = await Promise.all(
      ['admin', 'committee'].map((who) => send('POST', '/api/organizations', who, { name: 'Twin Ateliers' })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    // Its own name in another case is no clash.
    expect(
      (await send<Organization>('PUT', '/api/organizations/1', 'admin', { name: 'MICHELANGELO Foundation' }))
        .body.name,
    ).toBe('MICHELANGELO Foundation');
    expect(
      (await send('PUT', '/api/organizations/1', 'admin', { name: 'Michelangelo Foundation' })).status,
    ).toBe(200);
  });

  it('refuses a change made on an older version (If-Match, 412) and applies one made on the latest', async () => {
    const seen = await send<Organization>('GET', '/api/organizations/4', 'admin');
    const first = await send(
      'PUT',
      '/api/organizations/4',
      'committee',
      { countries: [SPAIN, PORTUGAL] },
      {
        'If-Match': seen.etag as string,
      },
    );
    expect(first.status).toBe(200);
    const stale = await send(
      'PUT',
      '/api/organizations/4',
      'admin',
      { name: 'Red de Oficios' },
      {
        'If-Match': seen.etag as string,
      },
    );
    expect(stale).toMatchObject({ status: 412, body: { code: 'stale-version' } });
    expect((await send<Organization>('GET', '/api/organizations/4', 'admin')).body.name).toBe(
      'Red de Oficios de España',
    );
    const fresh = await send<Organization>(
      'PUT',
      '/api/organizations/4',
      'admin',
      { name: 'Red de Oficios' },
      {
        'If-Match': first.etag as string,
      },
    );
    expect(fresh).toMatchObject({
      status: 200,
      body: { name: 'Red de Oficios', assignedCountries: [PORTUGAL, SPAIN] },
    });
  });

  it('moves members in and out; only admins move admin accounts, and a refusal writes nothing', async () => {
    const organisation = (
      await send<Organization>('POST', '/api/organizations', 'admin', {
        name: 'Maestri Associati',
        users: [user('hunter')],
      })
    ).body;
    // The executive committee may not move the admin: neither the name nor the members change.
    const refused = await send('PUT', `/api/organizations/${organisation.id}`, 'committee', {
      name: 'Maestri Riuniti',
      users: [user('hunter'), user('admin')],
    });
    expect(refused).toMatchObject({ status: 403, body: { detail: MESSAGES.adminAccountsByAdminsOnly } });
    expect(
      (await send<Organization>('GET', `/api/organizations/${organisation.id}`, 'admin')).body,
    ).toMatchObject({
      name: 'Maestri Associati',
      users: [user('hunter')],
    });
    expect(await organisationOf('admin')).toBe('/api/organizations/1');

    const moved = await send<Organization>('PUT', `/api/organizations/${organisation.id}`, 'admin', {
      users: [user('admin'), user('committee')],
    });
    expect(moved.status).toBe(200);
    expect([...moved.body.users].sort()).toEqual([user('admin'), user('committee')].sort());
    expect(await organisationOf('hunter')).toBeNull();
    expect((await directory())['Michelangelo Foundation']?.users).toEqual([]);
  });

  it('never takes a hidden account out of its organisation (it is not listed)', async () => {
    const organisation = (
      await send<Organization>('POST', '/api/organizations', 'admin', {
        name: 'Atelier Caché',
        users: [user('hunter')],
      })
    ).body;
    await api.database.db
      .insertInto('user_list_hidden_emails')
      .values({ email_key: 'hunter@demo.test' })
      .execute();
    try {
      const listed = await send<Organization>('GET', `/api/organizations/${organisation.id}`, 'admin');
      expect(listed.body.users).toEqual([]);
      expect(
        (await send('PUT', `/api/organizations/${organisation.id}`, 'admin', { users: [] })).status,
      ).toBe(200);
      expect(await organisationOf('hunter')).toBe(organisation['@id']);
    } finally {
      await api.database.db
        .deleteFrom('user_list_hidden_emails')
        .where('email_key', '=', 'hunter@demo.test')
        .execute();
    }
  });

  it('answers 400 for ids that name no organisation or no user, 404 for an unknown one', async () => {
    expect((await send('PUT', `/api/organizations/${ids['network']}`, 'admin', { name: 'X' })).status).toBe(
      400,
    );
    expect((await send('GET', `/api/organizations/${ids['network']}`, 'admin')).status).toBe(400);
    expect((await send('PUT', '/api/organizations/999', 'admin', { name: 'X' })).status).toBe(404);
    expect((await send('GET', '/api/organizations/999', 'admin')).status).toBe(404);
    const problems = await Promise.all(
      [
        [{ users: ['/api/users/00000000-0000-4000-8000-000000000000'] }, 'Unknown user'],
        [{ users: ['/api/organizations/1'] }, 'A user must be named by its id'],
        [{ countries: ['/api/countries/9999'] }, 'Unknown country'],
        [{ name: '' }, 'The name of the organisation is required.'],
        [{ name: 'x'.repeat(121) }, 'at most 120 characters'],
        [{ owner: 'me' }, 'Unknown field(s): owner'],
      ].map(async ([body, message]) => {
        const answer = await send('PUT', '/api/organizations/2', 'admin', body);
        return { status: answer.status, matches: String(answer.body['detail']).includes(message as string) };
      }),
    );
    for (const problem of problems) expect(problem).toEqual({ status: 400, matches: true });
    expect((await send('POST', '/api/organizations', 'admin', {})).status).toBe(400);
  });

  it('brings an organisation seeded before it had a log into the log at its first change', async () => {
    const { id } = await api.database.db
      .insertInto('organizations')
      .values({ name: 'Ancienne Guilde', countries: [250] })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seeded = await send('GET', `/api/organizations/${id}`, 'admin');
    expect(seeded).toMatchObject({ status: 200, body: { name: 'Ancienne Guilde' } });
    // No version yet: no ETag a change could name.
    expect(seeded.etag ?? '').not.toMatch(/^"\d+"$/);
    const changed = await send<Organization>('PUT', `/api/organizations/${id}`, 'admin', {
      name: 'Guilde Nouvelle',
    });
    expect(changed).toMatchObject({
      status: 200,
      etag: '"1"',
      body: { name: 'Guilde Nouvelle', assignedCountries: [FRANCE] },
    });
    const events = await api.app.get<EventStore>(EVENT_STORE).readStream(organizationStreamId(id));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['OrganizationRecorded', { organizationId: id, name: 'Ancienne Guilde', countries: [250] }],
      ['OrganizationUpdated', { organizationId: id, changedFields: ['name'], name: 'Guilde Nouvelle' }],
    ]);
    expect(events[1]?.metadata).toMatchObject({ actorId: ids['admin'], actorRole: 'ROLE_ADMIN' });
  });

  it('rebuilds the read model from the log to what it is live', async () => {
    const db = api.database.db;
    const dump = () => db.selectFrom('organizations').selectAll().orderBy('id').execute();
    const live = await dump();
    await db
      .updateTable('organizations')
      .set({ name: 'scrambled', countries: [] })
      .where('id', '<=', 4)
      .execute();
    const runner = new ProjectionRunner(api.app.get<EventStore>(EVENT_STORE), db, [organizationsProjection]);
    await rebuildProjection(db, runner, organizationsProjection);
    expect(await dump()).toEqual(live);
  });
});
