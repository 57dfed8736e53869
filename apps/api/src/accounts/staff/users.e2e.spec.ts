import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../../test-support/test-app';
import { nextSecond } from '../../../../../test-support/clock';
import type { EventStore } from '../../infrastructure/event-store/event-store.port';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { SessionTokens } from '../auth/session-tokens';
import { staffStreamId } from '../domain/staff-account.decider';
import {
  STAFF_TEST_ENV,
  attachArtisan,
  caller,
  loadDemo,
  type Caller,
} from '../../../../../test-support/staff-e2e-kit';

type User = {
  '@id': string;
  '@type': string;
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  role: string;
  roles: string[];
  countries: string[];
  organisation: { '@id': string; name: string } | null;
  isActive: boolean;
  statusEval: null;
};
type Collection<T = User> = {
  'hydra:member': T[];
  'hydra:totalItems': number;
  'hydra:view'?: Record<string, string>;
};
type HistoryEntry = {
  type: string;
  at: string;
  actor: { id: string | null; name: string; role: string | null };
  changedFields: string[];
  role?: string;
  countries?: string[];
  isActive?: boolean;
  reassignedTo?: string;
  artisans?: number;
};

const FRANCE = '/api/countries/250';
const ITALY = '/api/countries/380';
const SPAIN = '/api/countries/724';

/** Accounts added to the demo ones: names with accents and cases to search for. */
const EXTRA = [
  {
    firstName: 'Élodie',
    lastName: 'Lefèvre',
    email: 'elodie@atelier.test',
    role: 'ROLE_NETWORK_MEMBER',
    countries: [FRANCE],
  },
  {
    firstName: 'Zoë',
    lastName: 'Åberg',
    email: 'zoe@atelier.test',
    role: 'ROLE_AMBASSADOR',
    countries: [SPAIN],
  },
  {
    firstName: 'Jürgen',
    lastName: 'Müller',
    email: 'jurgen@atelier.test',
    role: 'ROLE_ARTISAN_HUNTER',
    countries: [ITALY, SPAIN],
  },
  {
    firstName: 'Ana',
    lastName: 'Núñez',
    email: 'ana@atelier.test',
    role: 'ROLE_AMBASSADOR',
    countries: [SPAIN],
  },
  {
    firstName: 'Luca',
    lastName: 'Verdi',
    email: 'luca@atelier.test',
    role: 'ROLE_NETWORK_MEMBER',
    countries: [ITALY],
  },
  {
    firstName: 'Sofia',
    lastName: 'Esposito',
    email: 'sofia@atelier.test',
    role: 'ROLE_EXECUTIVE_COMMITTEE',
    countries: [],
  },
  {
    firstName: 'Hugo',
    lastName: 'Bernard',
    email: 'hugo@atelier.test',
    role: 'ROLE_ARTISAN_HUNTER',
    countries: [FRANCE],
  },
  {
    firstName: 'Marta',
    lastName: 'Zielińska',
    email: 'marta@atelier.test',
    role: 'ROLE_AMBASSADOR',
    countries: [ITALY],
  },
] as const;

describe('back-office accounts: /api/users, organisations, people, own account, history', () => {
  let api: TestApp;
  let http: Caller;
  let ids: Record<string, string>;
  const tokens: Record<string, string> = {};
  let artisanToken: string;
  const extraIds: Record<string, string> = {};

  beforeAll(async () => {
    api = await startTestApp({ ...STAFF_TEST_ENV, HIDDEN_USER_EMAILS: 'Hidden.Config@example.org' });
    http = caller(api);
    ids = await loadDemo(api);
    for (const name of ['admin', 'committee', 'network', 'ambassador', 'hunter'])
      tokens[name] = await http.login(`${name}@demo.test`);
    for (const person of EXTRA) {
      const created = await http.post<User>(
        '/api/users',
        { title: 'Ms.', password: 'password-123', organisation: '/api/organizations/2', ...person },
        tokens['admin'],
      );
      expect(created.status).toBe(201);
      extraIds[person.email] = created.body.id;
    }
    for (const email of ['hidden.config@example.org', 'hidden.db@example.org']) {
      const created = await http.post<User>(
        '/api/users',
        {
          title: 'Mr.',
          firstName: 'Hidden',
          lastName: 'Aaron',
          email,
          role: 'ROLE_ADMIN',
          countries: [FRANCE],
          organisation: 2,
        },
        tokens['admin'],
      );
      expect(created.status).toBe(201);
      extraIds[email] = created.body.id;
    }
    await api.database.db
      .insertInto('user_list_hidden_emails')
      .values({ email_key: 'hidden.db@example.org' })
      .execute();

    // An artisan's session, for the role checks.
    const artisanId = randomUUID();
    await api.database.db
      .insertInto('artisans')
      .values({
        id: artisanId,
        source: 'sign-up',
        confirmed_email: true,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    artisanToken = await api.app.get(SessionTokens).issueFor('artisan', artisanId);
  }, 120_000);

  afterAll(() => api?.close());

  const VISIBLE = 5 + EXTRA.length;

  describe('GET /api/users', () => {
    it('pages by 7, ordered by last name, hidden accounts neither listed nor counted', async () => {
      const first = await http.get<Collection>('/api/users', tokens['admin']);
      expect(first.status).toBe(200);
      expect(first.body['hydra:totalItems']).toBe(VISIBLE);
      expect(first.body['hydra:member']).toHaveLength(7);
      const second = await http.get<Collection>('/api/users?page=2', tokens['admin']);
      expect(second.body['hydra:member']).toHaveLength(VISIBLE - 7);
      const names = [...first.body['hydra:member'], ...second.body['hydra:member']].map((u) => u.lastName);
      expect(names).toEqual([
        'Åberg',
        'Bernard',
        'Bianchi',
        'Dubois',
        'Esposito',
        'García',
        'Lefèvre',
        'Martin',
        'Müller',
        'Núñez',
        'Rossi',
        'Verdi',
        'Zielińska',
      ]);
      expect(names).not.toContain('Aaron');
      expect(first.body['hydra:view']).toMatchObject({
        'hydra:next': '/api/users?page=2',
        'hydra:last': '/api/users?page=2',
      });

      const desc = await http.get<Collection>(
        '/api/users?order[lastName]=desc&pagination=false',
        tokens['admin'],
      );
      expect(desc.body['hydra:member'].map((u) => u.lastName)).toEqual([...names].reverse());
      expect((await http.get<Collection>('/api/users?page=3', tokens['admin'])).body['hydra:member']).toEqual(
        [],
      );
    });

    it('answers the fields of a user', async () => {
      const { body } = await http.get<Collection>('/api/users?orSearch_search=lefevre', tokens['committee']);
      expect(body['hydra:member']).toEqual([
        expect.objectContaining({
          '@id': `/api/users/${extraIds['elodie@atelier.test']}`,
          '@type': 'User',
          id: extraIds['elodie@atelier.test'],
          firstName: 'Élodie',
          lastName: 'Lefèvre',
          name: 'Élodie Lefèvre',
          email: 'elodie@atelier.test',
          title: 'Ms.',
          phone: null,
          role: 'ROLE_NETWORK_MEMBER',
          roles: ['ROLE_NETWORK_MEMBER'],
          countries: [FRANCE],
          organisation: {
            '@id': '/api/organizations/2',
            '@type': 'Organization',
            id: 2,
            name: 'Atelier Network France',
          },
          organisations: [expect.objectContaining({ '@id': '/api/organizations/2' })],
          isActive: true,
          statusEval: null,
        }),
      ]);
    });

    it('searches first name, last name and email, ignoring case and accents, without pagination', async () => {
      const search = async (term: string) =>
        (
          await http.get<Collection>(
            `/api/users?orSearch_search=${encodeURIComponent(term)}`,
            tokens['admin'],
          )
        ).body;
      expect((await search('ELODIE'))['hydra:member'].map((u) => u.email)).toEqual(['elodie@atelier.test']);
      expect((await search('muller'))['hydra:member'].map((u) => u.email)).toEqual(['jurgen@atelier.test']);
      expect((await search('zielinska'))['hydra:member'].map((u) => u.email)).toEqual(['marta@atelier.test']);
      expect((await search('luca verdi'))['hydra:member'].map((u) => u.email)).toEqual(['luca@atelier.test']);
      expect((await search('%'))['hydra:member']).toEqual([]);
      expect((await search('hidden'))['hydra:member']).toEqual([]);
      // Eight matches: more than a page, all in one answer.
      const all = await search('atelier.test');
      expect(all['hydra:member']).toHaveLength(EXTRA.length);
      expect(all['hydra:totalItems']).toBe(EXTRA.length);
      const paged = await http.get<Collection>(
        '/api/users?orSearch_search=atelier.test&page=2',
        tokens['admin'],
      );
      expect(paged.body['hydra:member']).toHaveLength(EXTRA.length);
    });

    it('filters by countries, roles and organisations (ids or IRIs, repeated or with [])', async () => {
      const emails = async (query: string) =>
        (await http.get<Collection>(`/api/users?pagination=false&${query}`, tokens['admin'])).body[
          'hydra:member'
        ]
          .map((u) => u.email)
          .sort();
      expect(await emails('countries=380')).toEqual([
        'ambassador@demo.test',
        'jurgen@atelier.test',
        'luca@atelier.test',
        'marta@atelier.test',
      ]);
      expect(await emails(`countries[]=${encodeURIComponent(ITALY)}&countries[]=250`)).toEqual([
        'ambassador@demo.test',
        'elodie@atelier.test',
        'hugo@atelier.test',
        'hunter@demo.test',
        'jurgen@atelier.test',
        'luca@atelier.test',
        'marta@atelier.test',
        'network@demo.test',
      ]);
      expect(await emails('roles=ROLE_AMBASSADOR')).toEqual([
        'ambassador@demo.test',
        'ana@atelier.test',
        'marta@atelier.test',
        'zoe@atelier.test',
      ]);
      expect(await emails('roles[]=ROLE_ADMIN&roles[]=ROLE_EXECUTIVE_COMMITTEE')).toEqual([
        'admin@demo.test',
        'committee@demo.test',
        'sofia@atelier.test',
      ]);
      expect(await emails('organizations=/api/organizations/1')).toEqual([
        'admin@demo.test',
        'committee@demo.test',
      ]);
      expect(await emails('organizations[]=2&roles=ROLE_AMBASSADOR&countries=724')).toEqual([
        'ana@atelier.test',
        'zoe@atelier.test',
      ]);
      const counted = await http.get<Collection>('/api/users?countries=250', tokens['admin']);
      expect(counted.body['hydra:totalItems']).toBe(4);
    });

    it('refuses bad filters with 400 and a clear message', async () => {
      for (const [query, message] of [
        ['page=0', 'page must be a whole number from 1.'],
        ['page=abc', 'page must be a whole number from 1.'],
        ['order[lastName]=up', 'order[lastName] must be asc or desc.'],
        ['countries=France', 'A country must be an id or an IRI /api/countries/<id>; got "France".'],
        ['roles=ROLE_ARTISAN', 'The role must be one of'],
        ['organizations=/api/users/1', 'The organisation must be an id or an IRI'],
        ['foo=bar', 'Unknown field(s): foo'],
        [`orSearch_search=${'x'.repeat(101)}`, 'The search is at most 100 characters.'],
      ] as const) {
        const answer = await http.get(`/api/users?${query}`, tokens['admin']);
        expect({ query, status: answer.status }).toEqual({ query, status: 400 });
        expect(answer.body['detail']).toContain(message);
      }
    });

    it('shows a hidden account by id', async () => {
      const hidden = await http.get<User>(`/api/users/${extraIds['hidden.db@example.org']}`, tokens['admin']);
      expect(hidden.body).toMatchObject({ email: 'hidden.db@example.org', '@context': '/api/contexts/User' });
      expect((await http.get(`/api/users/${randomUUID()}`, tokens['admin'])).status).toBe(404);
      expect((await http.get('/api/users/12', tokens['admin'])).status).toBe(400);
    });
  });

  describe('who may do what', () => {
    it('lets admins and the executive committee manage accounts, and no one else', async () => {
      const target = extraIds['hugo@atelier.test'] as string;
      const calls: [string, (token?: string) => Promise<{ status: number }>][] = [
        ['list', (t) => http.get('/api/users', t)],
        ['get', (t) => http.get(`/api/users/${target}`, t)],
        [
          'create',
          (t) =>
            http.post(
              '/api/users',
              {
                title: 'Mr.',
                firstName: 'X',
                lastName: 'Y',
                email: `${randomUUID()}@x.test`,
                role: 'ROLE_EXECUTIVE_COMMITTEE',
              },
              t,
            ),
        ],
        ['update', (t) => http.put(`/api/users/${target}`, { phone: '+33 1 23 45 67 89' }, t)],
        ['delete', (t) => http.delete(`/api/users/${randomUUID()}`, t)],
        ['reassign', (t) => http.post(`/api/users/${target}/reassign-artisans`, { to: ids['admin'] }, t)],
        ['history', (t) => http.get(`/api/users/${target}/history`, t)],
      ];
      const foundation = {
        list: 200,
        get: 200,
        create: 201,
        update: 200,
        delete: 404,
        reassign: 200,
        history: 200,
      };
      const expected: Record<string, Record<string, number>> = {
        admin: foundation,
        committee: foundation,
        network: Object.fromEntries(calls.map(([name]) => [name, 403])),
        ambassador: Object.fromEntries(calls.map(([name]) => [name, 403])),
        hunter: Object.fromEntries(calls.map(([name]) => [name, 403])),
        artisan: Object.fromEntries(calls.map(([name]) => [name, 403])),
        none: Object.fromEntries(calls.map(([name]) => [name, 401])),
        forged: Object.fromEntries(calls.map(([name]) => [name, 401])),
      };
      const tokenOf: Record<string, string | undefined> = {
        ...tokens,
        artisan: artisanToken,
        none: undefined,
        forged: `${(tokens['admin'] as string).slice(0, -4)}AAAA`,
      };
      const actual: Record<string, Record<string, number>> = {};
      for (const who of Object.keys(expected)) {
        actual[who] = {};
        for (const [name, call] of calls)
          (actual[who] as Record<string, number>)[name] = (await call(tokenOf[who])).status;
      }
      expect(actual).toEqual(expected);
    });

    it('keeps own-account endpoints to staff members', async () => {
      expect(
        (
          await http.post(
            '/api/users/me/password',
            { oldPassword: 'a', newPassword: 'bbbbbbbb' },
            artisanToken,
          )
        ).status,
      ).toBe(403);
      expect((await http.delete('/api/users/me', artisanToken)).status).toBe(403);
      expect((await http.get('/api/users/me')).status).toBe(401);
    });

    describe('admin accounts and one’s own role (issue 13)', () => {
      /** A new account made by the demo admin, so that every cell starts from the same state. */
      async function newAccount(role: string, password?: string): Promise<string> {
        const created = await http.post<User>(
          '/api/users',
          {
            title: 'Ms.',
            firstName: 'Cell',
            lastName: 'Target',
            email: `${randomUUID()}@cells.test`,
            role,
            ...(password && { password }),
          },
          tokens['admin'],
        );
        if (created.status !== 201) throw new Error(`setup answered ${created.status}`);
        return created.body.id;
      }

      type Cell = (token: string, self: string) => Promise<{ status: number }>;
      const cells: [string, Cell][] = [
        [
          'create an admin',
          (t) =>
            http.post(
              '/api/users',
              {
                title: 'Mr.',
                firstName: 'New',
                lastName: 'Admin',
                email: `${randomUUID()}@x.test`,
                role: 'ROLE_ADMIN',
              },
              t,
            ),
        ],
        [
          'promote another account to admin',
          async (t) =>
            http.put(`/api/users/${await newAccount('ROLE_EXECUTIVE_COMMITTEE')}`, { role: 'ROLE_ADMIN' }, t),
        ],
        [
          'demote an admin',
          async (t) =>
            http.put(`/api/users/${await newAccount('ROLE_ADMIN')}`, { role: 'ROLE_EXECUTIVE_COMMITTEE' }, t),
        ],
        [
          'edit an admin',
          async (t) =>
            http.put(`/api/users/${await newAccount('ROLE_ADMIN')}`, { phone: '+33 1 02 03 04 05' }, t),
        ],
        [
          'deactivate an admin',
          async (t) => http.put(`/api/users/${await newAccount('ROLE_ADMIN')}`, { isActive: false }, t),
        ],
        [
          'set an admin’s password',
          async (t) =>
            http.put(`/api/users/${await newAccount('ROLE_ADMIN')}`, { password: 'chosen-for-you' }, t),
        ],
        ['delete an admin', async (t) => http.delete(`/api/users/${await newAccount('ROLE_ADMIN')}`, t)],
        [
          'edit an executive committee member',
          async (t) =>
            http.put(
              `/api/users/${await newAccount('ROLE_EXECUTIVE_COMMITTEE')}`,
              // Spain: the creators and people lists tested below stay as they are.
              { phone: '+33 1 02 03 04 05', countries: [SPAIN] },
              t,
            ),
        ],
        [
          'send back one’s own countries',
          (t, self) => http.put(`/api/users/${self}`, { countries: [], phone: '+39 06 1' }, t),
        ],
        // Asking for the admin role: an admin already has it (no change), others may not get it.
        ['promote oneself to admin', (t, self) => http.put(`/api/users/${self}`, { role: 'ROLE_ADMIN' }, t)],
        [
          'change one’s own countries',
          (t, self) => http.put(`/api/users/${self}`, { countries: [ITALY] }, t),
        ],
        [
          'change one’s own role',
          (t, self) => http.put(`/api/users/${self}`, { role: 'ROLE_AMBASSADOR' }, t),
        ],
        // Last: a cell that wrongly succeeds would change the actor's password or end its account.
        [
          'set one’s own password from the user screen',
          (t, self) => http.put(`/api/users/${self}`, { password: 'chosen-on-the-list' }, t),
        ],
        ['delete oneself from the user screen', (t, self) => http.delete(`/api/users/${self}`, t)],
      ];

      it('lets only admins manage admin accounts and the admin role, and nobody change their own role or countries', async () => {
        // Accounts of their own, so that a cell that wrongly succeeds spoils no other test.
        const actors: Record<string, { id: string; token: string }> = {};
        for (const [who, role] of [
          ['admin', 'ROLE_ADMIN'],
          ['committee', 'ROLE_EXECUTIVE_COMMITTEE'],
        ] as const) {
          const password = `${who}-cell-password`;
          const id = await newAccount(role, password);
          const { body } = await http.get<User>(`/api/users/${id}`, tokens['admin']);
          actors[who] = { id, token: await http.login(body.email, password) };
        }
        actors['network'] = { id: ids['network'] as string, token: tokens['network'] as string };

        const refusedOwn = { ...Object.fromEntries(cells.map(([name]) => [name, 403])) };
        const expected: Record<string, Record<string, number>> = {
          admin: {
            'create an admin': 201,
            'promote another account to admin': 200,
            'demote an admin': 200,
            'edit an admin': 200,
            'deactivate an admin': 200,
            'set an admin’s password': 200,
            'delete an admin': 204,
            'edit an executive committee member': 200,
            'send back one’s own countries': 200,
            'promote oneself to admin': 200,
            'change one’s own countries': 403,
            'change one’s own role': 403,
            'set one’s own password from the user screen': 403,
            'delete oneself from the user screen': 403,
          },
          committee: {
            'create an admin': 403,
            'promote another account to admin': 403,
            'demote an admin': 403,
            'edit an admin': 403,
            'deactivate an admin': 403,
            'set an admin’s password': 403,
            'delete an admin': 403,
            'edit an executive committee member': 200,
            'send back one’s own countries': 200,
            'promote oneself to admin': 403,
            'change one’s own countries': 403,
            'change one’s own role': 403,
            'set one’s own password from the user screen': 403,
            'delete oneself from the user screen': 403,
          },
          network: refusedOwn,
        };
        const actual: Record<string, Record<string, number>> = {};
        for (const [who, actor] of Object.entries(actors)) {
          const row: Record<string, number> = {};
          for (const [name, cell] of cells) row[name] = (await cell(actor.token, actor.id)).status;
          actual[who] = row;
        }
        expect(actual).toEqual(expected);
      });

      it('says why, and a refused change leaves no trace', async () => {
        const committee = tokens['committee'] as string;
        const adminId = await newAccount('ROLE_ADMIN', 'admin-own-password');
        const admin = (await http.get<User>(`/api/users/${adminId}`, tokens['admin'])).body;

        // Setting an admin's password (and then logging in with it) is refused; so is a new name.
        expect(
          await http.put(
            `/api/users/${adminId}`,
            { lastName: 'Taken', password: 'committee-chose-this' },
            committee,
          ),
        ).toMatchObject({
          status: 403,
          body: { detail: MESSAGES.adminAccountsByAdminsOnly, code: 'admin-accounts-by-admins-only' },
        });
        expect(
          (await http.post('/user/login_check', { email: admin.email, password: 'committee-chose-this' }))
            .status,
        ).toBe(401);
        expect((await http.get<User>(`/api/users/${adminId}`, tokens['admin'])).body.lastName).toBe('Target');
        for (const refused of [
          await http.put(`/api/users/${adminId}`, { isActive: false }, committee),
          await http.delete(`/api/users/${adminId}`, committee),
        ])
          expect(refused).toMatchObject({
            status: 403,
            body: { detail: MESSAGES.adminAccountsByAdminsOnly },
          });
        await http.login(admin.email, 'admin-own-password');

        // Making itself admin is refused: its token still cannot list pending artisans.
        expect(
          await http.put(`/api/users/${ids['committee']}`, { role: 'ROLE_ADMIN' }, committee),
        ).toMatchObject({
          status: 403,
          body: { detail: MESSAGES.adminAccountsByAdminsOnly },
        });
        expect((await http.get('/api/artisans?pending=true', committee)).status).toBe(403);
        expect(
          await http.put(`/api/users/${ids['committee']}`, { countries: [FRANCE] }, committee),
        ).toMatchObject({
          status: 403,
          body: { detail: MESSAGES.ownRoleOrCountries, code: 'own-role-or-countries' },
        });
        expect(
          await http.put(`/api/users/${ids['admin']}`, { role: 'ROLE_EXECUTIVE_COMMITTEE' }, tokens['admin']),
        ).toMatchObject({ status: 403, body: { detail: MESSAGES.ownRoleOrCountries } });
        expect((await http.get<User>(`/api/users/${ids['committee']}`, committee)).body).toMatchObject({
          role: 'ROLE_EXECUTIVE_COMMITTEE',
          countries: [],
        });

        // Creating an admin is refused before anything is written.
        const email = `${randomUUID()}@refused.test`;
        expect(
          await http.post(
            '/api/users',
            {
              title: 'Mr.',
              firstName: 'No',
              lastName: 'Admin',
              email,
              role: 'ROLE_ADMIN',
              password: 'refused-pass',
            },
            committee,
          ),
        ).toMatchObject({ status: 403, body: { detail: MESSAGES.adminAccountsByAdminsOnly } });
        expect(
          await api.database.db
            .selectFrom('staff_personal_data')
            .select('account_id')
            .where('email', '=', email)
            .execute(),
        ).toEqual([]);
        const history = await http.get<Collection<HistoryEntry>>(
          `/api/users/${adminId}/history`,
          tokens['admin'],
        );
        expect(history.body['hydra:member'].map((entry) => entry.type)).toEqual(['StaffAccountCreated']);
      });
    });
  });

  describe('one’s own password and account only with the current password (issue 13, ASVS re-authentication)', () => {
    async function newAdmin(password: string): Promise<{ id: string; email: string; token: string }> {
      const email = `${randomUUID()}@own.test`;
      const created = await http.post<User>(
        '/api/users',
        { title: 'Ms.', firstName: 'Own', lastName: 'Credentials', email, role: 'ROLE_ADMIN', password },
        tokens['admin'],
      );
      expect(created.status).toBe(201);
      return { id: created.body.id, email, token: await http.login(email, password) };
    }

    const eventsOf = async (id: string) =>
      (await api.app.get<EventStore>(EVENT_STORE).readStream(staffStreamId(id))).map((event) => ({
        type: event.type,
        correlationId: event.metadata.correlationId,
      }));

    it('refuses to set one’s own password or delete oneself from the user screens, saying where, writing nothing', async () => {
      const self = await newAdmin('own-password-1');
      const refused = {
        status: 403,
        body: { detail: MESSAGES.ownCredentialsInSettings, code: 'own-credentials-in-settings' },
      };
      expect(
        await http.put(
          `/api/users/${self.id}`,
          { password: 'taken-over-1', phone: '+33 1 99 99 99 99' },
          self.token,
        ),
      ).toMatchObject(refused);
      expect(await http.delete(`/api/users/${self.id}`, self.token)).toMatchObject(refused);

      expect(
        (await http.post('/user/login_check', { email: self.email, password: 'taken-over-1' })).status,
      ).toBe(401);
      expect(
        (await http.get<User & { phone: string | null }>(`/api/users/${self.id}`, self.token)).body,
      ).toMatchObject({
        phone: null,
      });
      expect((await eventsOf(self.id)).map((event) => event.type)).toEqual(['StaffAccountCreated']);
      await http.login(self.email, 'own-password-1');

      // The account settings ask for the current password, and do both.
      expect(
        (
          await http.post(
            '/api/users/me/password',
            { oldPassword: 'own-password-1', newPassword: 'own-password-2' },
            self.token,
          )
        ).status,
      ).toBe(200);
      const fresh = await http.login(self.email, 'own-password-2');
      expect((await http.delete('/api/users/me', fresh, { password: 'own-password-2' })).status).toBe(204);
    });

    it('lets an admin set another person’s password, recorded with the other changes in one go', async () => {
      const other = await newAdmin('their-password-1');
      const correlationId = randomUUID();
      const answer = await fetch(`${api.url}/api/users/${other.id}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${tokens['admin']}`,
          'content-type': 'application/json',
          'x-correlation-id': correlationId,
        },
        body: JSON.stringify({ password: 'set-by-an-admin', phone: '+33 1 22 33 44 55' }),
      });
      expect(answer.status).toBe(200);
      expect((await eventsOf(other.id)).slice(1)).toEqual([
        { type: 'StaffAccountUpdated', correlationId },
        { type: 'StaffPasswordChanged', correlationId },
      ]);
      await http.login(other.email, 'set-by-an-admin');
      expect(
        (await http.post('/user/login_check', { email: other.email, password: 'their-password-1' })).status,
      ).toBe(401);
    });
  });

  describe('create and update', () => {
    it('refuses a duplicate email, whatever its case', async () => {
      const duplicate = await http.post(
        '/api/users',
        { title: 'Mr.', firstName: 'A', lastName: 'B', email: 'Network@Demo.TEST', role: 'ROLE_AMBASSADOR' },
        tokens['admin'],
      );
      expect(duplicate).toMatchObject({ status: 409, body: { detail: MESSAGES.emailExists } });
      const update = await http.put(
        `/api/users/${extraIds['ana@atelier.test']}`,
        { email: 'zoe@atelier.test' },
        tokens['committee'],
      );
      expect(update).toMatchObject({ status: 409, body: { detail: MESSAGES.emailExists } });
    });

    it('takes form-encoded bodies with the field aliases of old clients', async () => {
      const created = await http.form<User>(
        '/api/users',
        {
          title: 'Mr',
          firstName: 'Form',
          lastName: 'Encoded',
          email: 'form@example.org',
          'roles[]': 'ROLE_ARTISAN_HUNTER',
          country: '250',
          'countries[]': ['/api/countries/380'],
          organization: '/api/organizations/3',
          password: 'form-password',
          isActive: 'true',
        },
        tokens['admin'],
      );
      expect(created).toMatchObject({
        status: 201,
        body: {
          title: 'Mr.',
          role: 'ROLE_ARTISAN_HUNTER',
          countries: [FRANCE, ITALY],
          organisation: { id: 3 },
          isActive: true,
        },
      });
    });

    it('refuses incomplete or wrong bodies with each message', async () => {
      const answer = await http.post('/api/users', { email: 'nope' }, tokens['admin']);
      expect(answer.status).toBe(400);
      expect(answer.body['violations']).toEqual(
        expect.arrayContaining([
          { propertyPath: 'email', message: MESSAGES.invalidEmail },
          { propertyPath: 'title', message: 'Title field is required (Mr. or Ms.)' },
          { propertyPath: 'firstName', message: 'First name is required' },
          { propertyPath: 'lastName', message: 'Last name is required' },
          { propertyPath: 'role', message: 'The role is required.' },
        ]),
      );
      const base = {
        title: 'Ms.',
        firstName: 'A',
        lastName: 'B',
        email: 'ok@example.org',
        role: 'ROLE_AMBASSADOR',
      };
      for (const [extra, message] of [
        [{ password: 'short' }, MESSAGES.passwordTooShort],
        [{ password: 'long-enough', confirmation: 'other-one' }, MESSAGES.passwordsDiffer],
        [{ countries: ['/api/countries/999'] }, 'Unknown country: /api/countries/999.'],
        [{ organisation: 99 }, 'Unknown organisation: /api/organizations/99.'],
        [{ role: 'ROLE_ARTISAN' }, 'The role must be one of'],
        [{ role: 'ROLE_ADMIN', roles: ['ROLE_AMBASSADOR'] }, 'An account has one role only.'],
        [{ title: 'Dr.' }, 'Title field is required (Mr. or Ms.)'],
        [{ firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters.'],
        [{ isActive: 'maybe' }, 'isActive must be true or false.'],
        [{ language: 'xx' }, MESSAGES.languageNotSupported],
        [{ phone: 'call me' }, 'The phone number may hold'],
        [{ admin: true }, 'Unknown field(s): admin'],
      ] as const) {
        const result = await http.post('/api/users', { ...base, ...extra }, tokens['admin']);
        expect({ extra, status: result.status }).toEqual({ extra, status: 400 });
        expect(result.body['detail']).toContain(message);
      }
      expect(
        (await http.put(`/api/users/${ids['hunter']}`, { email: 'bad' }, tokens['admin'])).body,
      ).toMatchObject({
        status: 400,
        detail: MESSAGES.invalidEmail,
      });
      expect((await http.put(`/api/users/${randomUUID()}`, { lastName: 'X' }, tokens['admin'])).status).toBe(
        404,
      );
    });

    it('updates part of an account and records who changed which fields, without their values', async () => {
      const target = extraIds['luca@atelier.test'] as string;
      const updated = await http.put<User>(
        `/api/users/${target}`,
        { lastName: 'Verdi-Secret', countries: [ITALY, FRANCE], role: 'ROLE_AMBASSADOR' },
        tokens['committee'],
      );
      expect(updated).toMatchObject({
        status: 200,
        body: {
          lastName: 'Verdi-Secret',
          countries: [FRANCE, ITALY].sort(),
          role: 'ROLE_AMBASSADOR',
          firstName: 'Luca',
        },
      });
      const history = await http.get<Collection<HistoryEntry>>(
        `/api/users/${target}/history`,
        tokens['admin'],
      );
      expect(history.status).toBe(200);
      const entries = history.body['hydra:member'];
      expect(entries[0]).toMatchObject({
        type: 'StaffAccountCreated',
        actor: { id: ids['admin'], name: 'Alice Martin', role: 'ROLE_ADMIN' },
        role: 'ROLE_NETWORK_MEMBER',
        countries: [ITALY],
      });
      expect(entries[entries.length - 1]).toMatchObject({
        type: 'StaffAccountUpdated',
        actor: { id: ids['committee'], name: 'Carlo Bianchi', role: 'ROLE_EXECUTIVE_COMMITTEE' },
        changedFields: ['lastName', 'role', 'countries'],
        role: 'ROLE_AMBASSADOR',
      });
      expect(JSON.stringify(history.body)).not.toContain('Verdi-Secret');
      expect(JSON.stringify(history.body)).not.toContain('luca@atelier.test');
    });
  });

  describe('deactivation and deletion', () => {
    it('ends a deactivated account’s sessions at once and refuses its login until reactivated', async () => {
      const target = extraIds['ana@atelier.test'] as string;
      const token = await http.login('ana@atelier.test', 'password-123');
      expect((await http.get('/api/users/me', token)).status).toBe(200);
      expect(
        (await http.put(`/api/users/${target}`, { isActive: false }, tokens['admin'])).body,
      ).toMatchObject({ isActive: false });
      expect((await http.get('/api/users/me', token)).status).toBe(401);
      expect(
        await http.post('/user/login_check', { email: 'ana@atelier.test', password: 'password-123' }),
      ).toMatchObject({
        status: 401,
        body: { detail: MESSAGES.accountInactive },
      });
      await http.put(`/api/users/${target}`, { isActive: 'true' }, tokens['admin']);
      // Reactivation brings none of the sessions the deactivation ended back (issue 13).
      expect((await http.get('/api/users/me', token)).status).toBe(401);
      await nextSecond(); // tokens carry whole seconds: a new login comes a second after the deactivation
      const fresh = await http.login('ana@atelier.test', 'password-123');
      expect((await http.get('/api/users/me', fresh)).status).toBe(200);
      expect((await http.get('/api/users/me', token)).status).toBe(401);
    });

    it('refuses to delete an account with artisans until they are reassigned; its token then stops working', async () => {
      const target = extraIds['hugo@atelier.test'] as string;
      const token = await http.login('hugo@atelier.test', 'password-123');
      const artisans = [await attachArtisan(api, target), await attachArtisan(api, target)];

      expect(await http.delete(`/api/users/${target}`, tokens['admin'])).toMatchObject({
        status: 409,
        body: { detail: MESSAGES.reassignArtisansFirst },
      });
      expect(
        (await http.post(`/api/users/${target}/reassign-artisans`, { to: 'nobody' }, tokens['admin'])).status,
      ).toBe(400);
      expect(
        (await http.post(`/api/users/${target}/reassign-artisans`, { to: randomUUID() }, tokens['admin']))
          .status,
      ).toBe(400);
      expect(
        (await http.post(`/api/users/${target}/reassign-artisans`, { to: target }, tokens['admin'])).status,
      ).toBe(400);
      expect((await http.post(`/api/users/${target}/reassign-artisans`, {}, tokens['admin'])).status).toBe(
        400,
      );

      const moved = await http.post(
        `/api/users/${target}/reassign-artisans`,
        { to: `/api/users/${ids['network']}` },
        tokens['admin'],
      );
      expect(moved).toEqual({ status: 200, body: { reassigned: 2 } });
      const creators = await api.database.db
        .selectFrom('artisans')
        .select('created_by')
        .where('id', 'in', artisans)
        .execute();
      expect(creators.map((c) => c.created_by)).toEqual([ids['network'], ids['network']]);

      expect((await http.delete(`/api/users/${target}`, tokens['committee'])).status).toBe(204);
      expect((await http.get(`/api/users/${target}`, tokens['admin'])).status).toBe(404);
      expect((await http.get('/api/users/me', token)).status).toBe(401);
      expect(
        (await http.post('/user/login_check', { email: 'hugo@atelier.test', password: 'password-123' }))
          .status,
      ).toBe(401);
      const traces = await api.database.db
        .selectFrom('staff_personal_data')
        .select('account_id')
        .where('account_id', '=', target)
        .union(
          api.database.db.selectFrom('credentials').select('account_id').where('account_id', '=', target),
        )
        .execute();
      expect(traces).toEqual([]);

      // The history outlives the account.
      const history = await http.get<Collection<HistoryEntry>>(
        `/api/users/${target}/history`,
        tokens['admin'],
      );
      expect(history.body['hydra:member'].slice(-2)).toMatchObject([
        {
          type: 'StaffAccountArtisansReassigned',
          reassignedTo: `/api/users/${ids['network']}`,
          artisans: 2,
          actor: { name: 'Alice Martin' },
        },
        { type: 'StaffAccountDeleted', actor: { name: 'Carlo Bianchi' } },
      ]);
      expect((await http.delete(`/api/users/${target}`, tokens['admin'])).status).toBe(404);
    });

    it('names a deleted actor "deleted account" in histories', async () => {
      const boss = await http.post<User>(
        '/api/users',
        {
          title: 'Ms.',
          firstName: 'Temp',
          lastName: 'Boss',
          email: 'temp.boss@example.org',
          role: 'ROLE_ADMIN',
          password: 'temp-password',
        },
        tokens['admin'],
      );
      const bossToken = await http.login('temp.boss@example.org', 'temp-password');
      const target = extraIds['marta@atelier.test'] as string;
      expect((await http.put(`/api/users/${target}`, { phone: '+39 06 1234' }, bossToken)).status).toBe(200);
      expect((await http.delete(`/api/users/${boss.body.id}`, tokens['admin'])).status).toBe(204);
      const history = await http.get<Collection<HistoryEntry>>(
        `/api/users/${target}/history`,
        tokens['admin'],
      );
      expect(history.body['hydra:member'].at(-1)).toMatchObject({
        type: 'StaffAccountUpdated',
        changedFields: ['phone'],
        actor: { id: boss.body.id, name: 'deleted account', role: 'ROLE_ADMIN' },
      });
    });
  });

  describe('own account', () => {
    it('changes one’s own password after checking the previous one', async () => {
      const token = await http.login('zoe@atelier.test', 'password-123');
      const refused: [object, string][] = [
        [
          { oldPassword: 'wrong-one', newPassword: 'new-password', confirmation: 'new-password' },
          MESSAGES.wrongOldPassword,
        ],
        [
          { oldPassword: 'password-123', newPassword: 'new-password', confirmation: 'other-password' },
          MESSAGES.passwordsDiffer,
        ],
        [{ oldPassword: 'password-123', newPassword: 'short' }, MESSAGES.passwordTooShort],
      ];
      for (const [body, detail] of refused)
        expect(await http.post('/api/users/me/password', body, token)).toMatchObject({
          status: 400,
          body: { detail },
        });
      const otherSession = await http.login('zoe@atelier.test', 'password-123');
      await nextSecond(); // tokens carry whole seconds: the change comes a second after the logins
      const changed = await http.form<{ message: string; token: string }>(
        '/api/users/me/password',
        { oldPassword: 'password-123', newPassword: 'new-password', confirmation: 'new-password' },
        token,
      );
      expect(changed).toEqual({
        status: 200,
        body: { message: MESSAGES.passwordChanged, token: expect.any(String) },
      });
      // Every session opened before ends; the one that changed it goes on with the new token.
      expect((await http.get('/api/users/me', token)).status).toBe(401);
      expect((await http.get('/api/users/me', otherSession)).status).toBe(401);
      expect((await http.get('/api/users/me', changed.body.token)).status).toBe(200);
      await http.login('zoe@atelier.test', 'new-password');
    });

    it('deletes one’s own account (not while artisans are attached), erasing it', async () => {
      const id = extraIds['sofia@atelier.test'] as string;
      const token = await http.login('sofia@atelier.test', 'password-123');
      const artisan = await attachArtisan(api, id);
      expect(await http.delete('/api/users/me', token)).toMatchObject({
        status: 400,
        body: { detail: MESSAGES.fillPassword },
      });
      expect(await http.delete('/api/users/me', token, { password: 'not-my-password' })).toMatchObject({
        status: 400,
        body: { detail: MESSAGES.wrongOldPassword },
      });
      expect(await http.delete('/api/users/me', token, { password: 'password-123' })).toMatchObject({
        status: 409,
        body: { detail: MESSAGES.reassignArtisansFirst },
      });
      await api.database.db.deleteFrom('artisans').where('id', '=', artisan).execute();
      expect((await http.delete('/api/users/me', token, { password: 'password-123' })).status).toBe(204);
      expect((await http.get('/api/users/me', token)).status).toBe(401);
      expect(
        await api.database.db
          .selectFrom('staff_personal_data')
          .select('email')
          .where('account_id', '=', id)
          .execute(),
      ).toEqual([]);
      expect(
        (await http.get<Collection<HistoryEntry>>(`/api/users/${id}/history`, tokens['admin'])).body[
          'hydra:member'
        ].at(-1),
      ).toMatchObject({
        type: 'StaffAccountDeleted',
        actor: { id, name: 'deleted account' },
      });
    });
  });

  describe('organisations and people', () => {
    it('lists organisations with their users and countries', async () => {
      const list = await http.get<
        Collection<{ '@id': string; name: string; users: string[]; countries: string[] }>
      >('/organizations/list', tokens['network']);
      expect(list.status).toBe(200);
      const byName = Object.fromEntries(list.body['hydra:member'].map((o) => [o.name, o]));
      expect(byName['Michelangelo Foundation']).toMatchObject({
        '@id': '/api/organizations/1',
        users: expect.arrayContaining([`/api/users/${ids['admin']}`, `/api/users/${ids['committee']}`]),
        countries: [],
      });
      const atelier = byName['Atelier Network France'];
      expect(atelier?.users).toContain(`/api/users/${ids['network']}`);
      expect(atelier?.users).not.toContain(`/api/users/${extraIds['hidden.db@example.org']}`);
      expect(atelier?.countries).toEqual(expect.arrayContaining([FRANCE, ITALY, SPAIN]));
      expect((await http.get('/organizations/list', artisanToken)).status).toBe(403);
      expect((await http.get('/organizations/list')).status).toBe(401);
    });

    it('lists organisations for the forms', async () => {
      const all = await http.get<Collection<{ '@id': string; name: string }>>(
        '/api/organizations?pagination=false',
        tokens['hunter'],
      );
      expect(all.body['hydra:totalItems']).toBe(4);
      expect(all.body['hydra:member'].map((o) => o.name)).toEqual([
        'Atelier Network France',
        'Michelangelo Foundation',
        'Red de Oficios de España',
        'Rete Mestieri d’Italia',
      ]);
      expect((await http.get('/api/organizations/1', tokens['hunter'])).body).toMatchObject({
        name: 'Michelangelo Foundation',
      });
      expect((await http.get('/api/organizations/77', tokens['hunter'])).status).toBe(404);
      expect((await http.get('/api/organizations?pagination=maybe', tokens['hunter'])).status).toBe(400);
    });

    it('lists the people of a role sharing the caller’s countries; the foundation sees all', async () => {
      const people = async (query: string, who: string) => {
        const answer = await http.get<
          Collection<{ '@id': string; email?: string; name: string; role: string }>
        >(`/api/people?${query}`, tokens[who]);
        return {
          status: answer.status,
          names: answer.body['hydra:member']?.map((p) => p.name).sort(),
          body: answer.body,
        };
      };
      // The network member is in France, the ambassador in Italy.
      expect((await people('role=ROLE_ARTISAN_HUNTER', 'network')).names).toEqual([
        'Form Encoded',
        'Lucía García',
      ]);
      expect((await people('role=ROLE_NETWORK_MEMBER', 'ambassador')).names).toEqual([]);
      expect((await people('role=ROLE_AMBASSADOR', 'ambassador')).names).toEqual([
        'Luca Verdi-Secret',
        'Marco Rossi',
        'Marta Zielińska',
      ]);
      const all = await people('role=ROLE_AMBASSADOR', 'admin');
      expect(all.names).toEqual([
        'Ana Núñez',
        'Luca Verdi-Secret',
        'Marco Rossi',
        'Marta Zielińska',
        'Zoë Åberg',
      ]);
      expect(JSON.stringify(all.body)).not.toContain('@demo.test');
      expect(
        (await people(`user=/api/users/${ids['ambassador']}&role=ROLE_AMBASSADOR`, 'admin')).names,
      ).toEqual(['Luca Verdi-Secret', 'Marco Rossi', 'Marta Zielińska']);
      expect((await people(`user=${ids['ambassador']}`, 'ambassador')).status).toBe(200);
      expect((await people(`user=${ids['network']}&role=ROLE_AMBASSADOR`, 'ambassador')).status).toBe(403);
      expect((await people('role=ROLE_ADMIN', 'admin')).status).toBe(400);
      expect((await people('user=12', 'admin')).status).toBe(400);
      expect((await people(`user=${randomUUID()}`, 'admin')).status).toBe(400);
      expect((await http.get('/api/people', artisanToken)).status).toBe(403);
    });

    it('lists the creators an artisan list can filter by, scoped like people', async () => {
      const creators = async (who: string) =>
        (await http.get<Collection<{ id: string; name: string }>>('/api/artisan/users', tokens[who])).body[
          'hydra:member'
        ]
          .map((u) => u.name)
          .sort();
      expect(await creators('ambassador')).toEqual([
        'Form Encoded',
        'Jürgen Müller',
        'Luca Verdi-Secret',
        'Marco Rossi',
        'Marta Zielińska',
      ]);
      expect((await creators('admin')).length).toBeGreaterThan(10);
      expect((await http.get('/api/artisan/users', artisanToken)).status).toBe(403);
      expect((await http.get('/api/artisan/users?x=1', tokens['admin'])).status).toBe(400);
    });
  });
});
