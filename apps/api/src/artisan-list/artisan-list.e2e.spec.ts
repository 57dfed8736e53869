import { randomUUID } from 'node:crypto';
import type { ArtisanListItem, Role } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import { testEvent } from '../../../../test-support/events';
import { STAFF_TEST_ENV, caller, loadDemo, type Caller } from '../../../../test-support/staff-e2e-kit';
import { ArtisanAccountsService } from '../artisans/artisan-accounts.service';
import { systemContext } from '../infrastructure/commands/command-context';
import type { EventStore, ExpectedVersion, NewEvent } from '../infrastructure/event-store/event-store.port';
import { Projections } from '../infrastructure/projections/projections.service';
import { EVENT_STORE } from '../infrastructure/tokens';
import { DEMO_PASSWORD } from '../demo/demo-data';
import { parseArtisanListQuery } from './artisan-list.query';
import { ArtisanListReader } from './artisan-list.reader';

/** A row as the list answers it: the wire contract (libs/domain/src/contracts/artisan-list.ts) with its IRI. */
type Item = { '@id': string; '@type': string } & ArtisanListItem;
type Collection = {
  '@id': string;
  '@type': string;
  'hydra:member': Item[];
  'hydra:totalItems': number;
  'hydra:view': Record<string, string>;
};

const FRANCE = 250;
const ITALY = 380;
const SPAIN = 724;
const GERMANY = 276;
const PORTUGAL = 620;

/**
 * The artisans of these tests besides the demo artisan (Élise Moreau, France, created by the demo
 * hunter through the real commands). The others are written as the write side writes them:
 * personal data in its table, then the events in the artisan's stream.
 */
type Fixture = {
  key: string;
  firstName: string;
  lastName: string;
  email: string | null;
  workshop: string | null;
  country: number;
  creator: 'network' | 'ambassador' | 'hunter' | 'admin' | null;
  pending?: boolean;
  suggested?: number[];
  recommendation?: 'master' | 'rising-talent';
  selfAssessment?: boolean;
  inActivity: number;
  createdAt: string;
};

const FIXTURES: Fixture[] = [
  {
    key: 'dupont',
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jean@dupont.test',
    workshop: null,
    country: FRANCE,
    creator: 'network',
    recommendation: 'master',
    inActivity: 1990,
    createdAt: '2025-03-10T10:00:00.000Z',
  },
  {
    key: 'lefevre',
    firstName: 'Zoë',
    lastName: 'Lefèvre',
    email: 'zoe@lefevre.test',
    workshop: null,
    country: FRANCE,
    creator: null,
    pending: true,
    inActivity: 2001,
    createdAt: '2025-06-01T10:00:00.000Z',
  },
  {
    key: 'bianchi',
    firstName: 'Marco',
    lastName: 'Bianchi',
    email: null,
    workshop: null,
    country: ITALY,
    creator: 'ambassador',
    recommendation: 'rising-talent',
    inActivity: 1990,
    createdAt: '2024-06-01T10:00:00.000Z',
  },
  {
    key: 'fernandez',
    firstName: 'Lucía',
    lastName: 'Fernández',
    email: 'lucia@taller.test',
    workshop: 'Taller Fernández',
    country: SPAIN,
    creator: 'hunter',
    selfAssessment: false,
    inActivity: 1985,
    createdAt: '2025-12-31T23:00:00.000Z',
  },
  {
    key: 'muller',
    firstName: 'Jürgen',
    lastName: 'Müller',
    email: 'juergen@werkstatt.test',
    workshop: 'Werkstatt Müller',
    country: GERMANY,
    creator: 'admin',
    suggested: [FRANCE],
    inActivity: 1979,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  {
    key: 'schmidt',
    firstName: 'Hans',
    lastName: 'Schmidt',
    email: null,
    workshop: null,
    country: GERMANY,
    creator: 'admin',
    inActivity: 1979,
    createdAt: '2023-02-02T10:00:00.000Z',
  },
  {
    key: 'perez',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@perez.test',
    workshop: null,
    country: SPAIN,
    creator: null,
    pending: true,
    inActivity: 2010,
    createdAt: '2024-01-15T10:00:00.000Z',
  },
  {
    key: 'rossi',
    firstName: 'Giulia',
    lastName: 'Rossi',
    email: 'giulia@bottega.test',
    workshop: 'Bottega Rossi',
    country: ITALY,
    creator: 'ambassador',
    inActivity: 2000,
    createdAt: '2022-09-09T10:00:00.000Z',
  },
];

/** Last names, the way the list shows who is there. */
const ALL = ['Bianchi', 'Dupont', 'Fernández', 'Lefèvre', 'Moreau', 'Müller', 'Pérez', 'Rossi', 'Schmidt'];
const ACTIVE = ALL.filter((name) => name !== 'Lefèvre' && name !== 'Pérez');

const ROLE_EMAIL: Record<Exclude<Role, 'ROLE_ARTISAN'>, string> = {
  ROLE_ADMIN: 'admin@demo.test',
  ROLE_EXECUTIVE_COMMITTEE: 'committee@demo.test',
  ROLE_NETWORK_MEMBER: 'network@demo.test',
  ROLE_AMBASSADOR: 'ambassador@demo.test',
  ROLE_ARTISAN_HUNTER: 'hunter@demo.test',
};

describe('GET /api/artisans', () => {
  let api: TestApp;
  let http: Caller;
  let staff: Record<string, string>;
  const tokens = new Map<Role, string>();
  const ids = new Map<string, string>();
  let recommendationIds: Record<'master' | 'rising-talent', number>;
  let craftMaterialId: number;
  let craftPersonId: number;

  const list = (query: string, role: Role = 'ROLE_ADMIN', headers: Record<string, string> = {}) =>
    fetch(`${api.url}/api/artisans${query ? `?${query}` : ''}`, {
      headers: { authorization: `Bearer ${tokens.get(role)}`, ...headers },
    }).then(async (response) => ({ status: response.status, body: (await response.json()) as Collection }));
  const names = async (query: string, role: Role = 'ROLE_ADMIN') => {
    const { status, body } = await list(query, role);
    expect({ query, status }).toEqual({ query, status: 200 });
    // Whichever way it was counted (matches visited, per-country counts, a kept count), the total
    // is what the page shows when it all fits in one page.
    expect({ query, role, total: body['hydra:totalItems'] }).toEqual({
      query,
      role,
      total: body['hydra:member'].length,
    });
    return body['hydra:member'].map((item) => item.lastName);
  };

  async function append(
    artisanId: string,
    events: Omit<NewEvent, 'id' | 'metadata'>[],
    at: string,
    actorId: string | null,
    actorRole: string | null,
    expected: ExpectedVersion,
  ) {
    const store = api.app.get<EventStore>(EVENT_STORE);
    const result = await store.appendToStream(
      `artisan-${artisanId}`,
      events.map(({ type, data }) =>
        testEvent(type, data as Record<string, unknown>, { actorId, actorRole, occurredAt: at }),
      ),
      expected,
    );
    await api.app.get(Projections).waitFor(result.lastGlobalPosition, 10_000);
  }

  async function register(fixture: Fixture): Promise<string> {
    const id = randomUUID();
    await api.database.db
      .insertInto('artisan_personal_data')
      .values({
        artisan_id: id,
        title: 'Ms.',
        first_name: fixture.firstName,
        last_name: fixture.lastName,
        email: fixture.email,
        email_key: fixture.email,
        workshop: fixture.workshop,
      })
      .execute();
    const createdBy = fixture.creator === null ? null : staff[fixture.creator]!;
    const creatorRole =
      fixture.creator === null
        ? null
        : `ROLE_${fixture.creator === 'network' ? 'NETWORK_MEMBER' : fixture.creator === 'hunter' ? 'ARTISAN_HUNTER' : fixture.creator.toUpperCase()}`;
    await append(
      id,
      [
        {
          type: 'ArtisanRegistered',
          data: {
            artisanId: id,
            source: createdBy === null ? 'sign-up' : 'staff',
            createdBy,
            language: 'en',
            changedFields: ['firstName', 'lastName'],
            countryId: fixture.country,
            craftMaterialId,
            craftPersonId,
            inActivity: fixture.inActivity,
            receiveNews: false,
            master: false,
            risingTalent: false,
            deceased: false,
            recommendations: fixture.recommendation ? [recommendationIds[fixture.recommendation]] : [],
            consideredAs: null,
            confirmedFor: [],
            suggestedCountryIds: fixture.suggested ?? [],
            selfAssessment: fixture.selfAssessment ?? true,
            pending: fixture.pending ?? false,
          },
        },
      ],
      fixture.createdAt,
      createdBy,
      creatorRole,
      'no_stream',
    );
    return id;
  }

  beforeAll(async () => {
    api = await startTestApp(STAFF_TEST_ENV);
    http = caller(api);
    staff = await loadDemo(api);
    const db = api.database.db;
    const recommendations = await db.selectFrom('recommendations').select(['id', 'code']).execute();
    recommendationIds = {
      master: recommendations.find((r) => r.code === 'master')!.id,
      'rising-talent': recommendations.find((r) => r.code === 'rising-talent')!.id,
    };
    const person = await db
      .selectFrom('craft_people')
      .select(['id', 'craft_material_id'])
      .where('code', '=', 'cabinetmaker')
      .executeTakeFirstOrThrow();
    craftMaterialId = person.craft_material_id;
    craftPersonId = person.id;
    for (const fixture of FIXTURES) ids.set(fixture.key, await register(fixture));
    // The filters are read here, not the projections that feed them: the evaluation, Green List and
    // comment columns are set directly (their projections have e2e tests of their own).
    await db
      .updateTable('artisan_list')
      .set({
        status_eval: 'SUBMITTED',
        evaluation_total_point: 35,
        green_list_status: 'SUBMITTED',
        green_list_total_point: 20,
        has_comments: true,
      })
      .where('artisan_id', '=', ids.get('bianchi')!)
      .execute();
    await db
      .updateTable('artisan_list')
      .set({
        status_eval: 'SELECTED',
        evaluation_total_point: 80,
        green_list_status: 'COMPLETE',
        green_list_total_point: 60,
      })
      .where('artisan_id', '=', ids.get('rossi')!)
      .execute();
    for (const [role, email] of Object.entries(ROLE_EMAIL)) tokens.set(role as Role, await http.login(email));
    const artisan = await http.post<{ token: string }>('/artisan/login_check', {
      email: 'artisan@demo.test',
      password: DEMO_PASSWORD,
    });
    tokens.set('ROLE_ARTISAN', artisan.body.token);
  });
  afterAll(() => api.close());

  it('answers a Hydra collection of list rows, names in the request language', async () => {
    const { status, body } = await list('orSearch_search=moreau', 'ROLE_ADMIN', { 'accept-language': 'fr' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      '@id': '/api/artisans',
      '@type': 'hydra:Collection',
      'hydra:totalItems': 1,
    });
    expect(body['hydra:view']).toEqual({
      '@id': '/api/artisans?orSearch_search=moreau&page=1',
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': '/api/artisans?orSearch_search=moreau&page=1',
      'hydra:last': '/api/artisans?orSearch_search=moreau&page=1',
    });
    const [item] = body['hydra:member'];
    expect(item).toEqual({
      '@id': `/api/artisans/${item!.id}`,
      '@type': 'Artisan',
      id: item!.id,
      firstName: 'Élise',
      lastName: 'Moreau',
      name: 'Élise Moreau',
      craftMaterail: expect.objectContaining({
        '@id': `/api/craft_materails/${craftMaterialId}`,
        name: 'Bois',
      }),
      craftPerson: expect.objectContaining({ '@id': `/api/craft_people/${craftPersonId}` }),
      country: { '@id': '/api/countries/250', '@type': 'Country', id: FRANCE, name: 'France' },
      inActivity: 2004,
      recommendations: [],
      consideredAs: null,
      confirmedFor: [],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      user: { '@id': `/api/users/${staff.hunter}`, '@type': 'User', id: staff.hunter, name: 'Lucía García' },
      lastModifiedAt: item!.createdAt,
      lastModifiedBy: null,
      statusEval: 'IN PROGRESS',
      reviewStatus: 'NOT REVIEWED',
      pending: false,
      selfAssessment: true,
      evaluation: { totalPoint: null },
      greenList: { status: null, totalPoint: null },
      comments: false,
      hasAccount: true,
      hasEmail: true,
    });
    expect(JSON.stringify(body)).not.toMatch(/artisan@demo\.test|commentary/i);
  });

  it('tells who has an account and who has an address, the facts "send invite" is offered on', async () => {
    const row = async (search: string) => (await list(`orSearch_search=${search}`)).body['hydra:member'][0]!;
    expect(await row('rossi')).toMatchObject({ hasAccount: false, hasEmail: true });
    expect(await row('bianchi')).toMatchObject({ hasAccount: false, hasEmail: false });
    // Rossi accepts an invitation: a password is set, and the list follows.
    const rossi = ids.get('rossi')!;
    await append(
      rossi,
      [{ type: 'ArtisanPasswordSet', data: { artisanId: rossi, via: 'invite' } }],
      '2026-02-02T10:00:00.000Z',
      rossi,
      'ROLE_ARTISAN',
      'any',
    );
    expect(await row('rossi')).toMatchObject({ hasAccount: true, hasEmail: true });
    expect(JSON.stringify(await row('rossi'))).not.toContain('giulia@bottega.test');
  });

  describe('visibility (SPEC.md section 6)', () => {
    const cases: [Role, string[], string[]][] = [
      // role, without a country filter, with country=Germany
      ['ROLE_ADMIN', ALL, ['Müller', 'Schmidt']],
      ['ROLE_EXECUTIVE_COMMITTEE', ACTIVE, ['Müller', 'Schmidt']],
      // France, and Müller (Germany) is suggested for France.
      ['ROLE_NETWORK_MEMBER', ['Dupont', 'Moreau', 'Müller'], ['Müller', 'Schmidt']],
      ['ROLE_AMBASSADOR', ['Bianchi', 'Rossi'], ['Müller', 'Schmidt']],
      // Spain and France; Pérez and Lefèvre are pending.
      ['ROLE_ARTISAN_HUNTER', ['Dupont', 'Fernández', 'Moreau'], ['Müller', 'Schmidt']],
      ['ROLE_ARTISAN', ['Moreau'], []],
    ];

    it.each(cases)('%s', async (role, own, germany) => {
      expect(await names('', role)).toEqual(own);
      expect(await names(`country=${GERMANY}`, role)).toEqual(germany);
    });

    it('a picked country shows its pending artisans to admins only', async () => {
      expect(await names(`country=${SPAIN}`, 'ROLE_ADMIN')).toEqual(['Fernández', 'Pérez']);
      expect(await names(`country=${SPAIN}`, 'ROLE_ARTISAN_HUNTER')).toEqual(['Fernández']);
      expect(await names(`country=${SPAIN}`, 'ROLE_AMBASSADOR')).toEqual(['Fernández']);
    });

    it('counts only what the caller sees', async () => {
      expect((await list('', 'ROLE_NETWORK_MEMBER')).body['hydra:totalItems']).toBe(3);
      expect((await list('', 'ROLE_ARTISAN')).body['hydra:totalItems']).toBe(1);
    });

    it.each<[Role, number]>([
      ['ROLE_ADMIN', 200],
      ['ROLE_EXECUTIVE_COMMITTEE', 403],
      ['ROLE_NETWORK_MEMBER', 403],
      ['ROLE_AMBASSADOR', 403],
      ['ROLE_ARTISAN_HUNTER', 403],
      ['ROLE_ARTISAN', 403],
    ])('the pending filter as %s: %d', async (role, expected) => {
      const { status, body } = await list('pending=true', role);
      expect(status).toBe(expected);
      if (expected === 403)
        expect(body).toMatchObject({ detail: 'Only admins may filter on pending artisans.' });
    });

    it.each<[Role, number]>([
      ['ROLE_ADMIN', 200],
      ['ROLE_EXECUTIVE_COMMITTEE', 200],
      ['ROLE_NETWORK_MEMBER', 200],
      ['ROLE_AMBASSADOR', 403],
      ['ROLE_ARTISAN_HUNTER', 403],
      ['ROLE_ARTISAN', 403],
    ])('the self-assessment filter as %s: %d', async (role, expected) => {
      expect((await list('selfAssessment=false', role)).status).toBe(expected);
    });
  });

  describe('filters (SPEC.md section 7)', () => {
    it.each<[string, string | (() => string), string[]]>([
      ['search: last name, no case, no accents', 'orSearch_search=MULLER', ['Müller']],
      ['search: first name with accents typed', 'orSearch_search=lucía', ['Fernández']],
      ['search: every word', 'orSearch_search=jean%20dupont', ['Dupont']],
      ['search: email', 'orSearch_search=giulia%40bottega', ['Rossi']],
      ['search: workshop', 'orSearch_search=werkstatt', ['Müller']],
      ['search: wildcards are literal', 'orSearch_search=%25', []],
      ['country by IRI', 'country=%2Fapi%2Fcountries%2F380', ['Bianchi', 'Rossi']],
      [
        'several countries, country[]',
        `country%5B%5D=${ITALY}&country%5B%5D=${SPAIN}`,
        ['Bianchi', 'Fernández', 'Pérez', 'Rossi'],
      ],
      ['statusEval', 'statusEval=SUBMITTED', ['Bianchi']],
      ['statusEval, several', 'statusEval=SUBMITTED&statusEval=SELECTED', ['Bianchi', 'Rossi']],
      [
        'recommendations',
        () => `recommendations=/api/recommendations/${recommendationIds.master}`,
        ['Dupont'],
      ],
      ['craftMaterail', () => `craftMaterail=${craftMaterialId}`, ALL],
      ['craftMaterail, another', 'craftMaterail=%2Fapi%2Fcraft_materails%2F999', []],
      ['user (creator)', () => `user=/api/users/${staff.hunter}`, ['Fernández', 'Moreau']],
      ['inActivity', 'inActivity=1990', ['Bianchi', 'Dupont']],
      [
        'createdAt, dd/mm/yyyy',
        'createdAt%5Bafter%5D=01%2F01%2F2025&createdAt%5Bbefore%5D=31%2F12%2F2025',
        ['Dupont', 'Fernández', 'Lefèvre'],
      ],
      [
        'createdAt, ISO',
        'createdAt%5Bafter%5D=2025-12-31&createdAt%5Bbefore%5D=2026-01-01',
        ['Fernández', 'Müller'],
      ],
      [
        'createdAt before, a date and time',
        'createdAt%5Bbefore%5D=2023-02-02T10:00:00Z',
        ['Schmidt', 'Rossi'].sort(),
      ],
      ['evaluation.totalPoint[between]', 'evaluation.totalPoint%5Bbetween%5D=30..40', ['Bianchi']],
      [
        'evaluation.totalPoint[between], wide',
        'evaluation.totalPoint%5Bbetween%5D=0..100',
        ['Bianchi', 'Rossi'],
      ],
      ['greenList.status', 'greenList.status=COMPLETE', ['Rossi']],
      ['greenList.totalPoint[between]', 'greenList.totalPoint%5Bbetween%5D=10..30', ['Bianchi']],
      ['comments[exists]=true', 'comments%5Bexists%5D=true', ['Bianchi']],
      ['comments[exists]=false', 'comments%5Bexists%5D=false', ALL.filter((n) => n !== 'Bianchi')],
      ['pending=true', 'pending=true', ['Lefèvre', 'Pérez']],
      ['pending=false', 'pending=false', ACTIVE],
      ['selfAssessment=false', 'selfAssessment=false', ['Fernández']],
      ['combined', `country=${GERMANY}&inActivity=1979&orSearch_search=hans`, ['Schmidt']],
      ['order[lastName]=desc', 'order%5BlastName%5D=desc', [...ALL].reverse()],
    ])('%s', async (_label, query, expected) => {
      expect(await names(typeof query === 'function' ? query() : query)).toEqual(expected);
    });

    it.each([
      ['unknown parameter', 'colour=red', 'Unknown field(s): colour'],
      ['page 0', 'page=0', 'page must be a whole number from 1.'],
      ['a page given twice', 'page=1&page=2', 'page must be given once.'],
      ['unknown statusEval', 'statusEval=DONE', 'statusEval must be one of'],
      ['impossible date', 'createdAt%5Bafter%5D=31%2F02%2F2026', 'createdAt[after] must be a date'],
      ['reversed range', 'evaluation.totalPoint%5Bbetween%5D=40..10', 'min..max'],
      ['not a country', 'country=France', 'country must be an id or an IRI'],
      ['not a user', 'user=bob', 'user must be a user id'],
      ['year out of range', 'inActivity=1850', 'inActivity must be a year from 1900'],
      ['not a boolean', 'comments%5Bexists%5D=maybe', 'comments[exists] must be true or false.'],
      ['wrong order', 'order%5BlastName%5D=up', 'order[lastName] must be asc or desc.'],
      ['extended bracket syntax', 'createdAt%5Bafter%5D%5Bx%5D=1', 'Unknown field(s)'],
    ])('refuses %s with 400 and a message', async (_label, query, message) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect((body as unknown as { detail: string }).detail).toContain(message);
    });
  });

  it('events reach the list: registration by the real commands, profile change, deletion', async () => {
    const accounts = api.app.get(ArtisanAccountsService);
    const context = { ...systemContext(), actorId: staff.admin!, actorRole: 'ROLE_ADMIN' };
    const demo = (await list('orSearch_search=moreau')).body['hydra:member'][0]!;
    // The demo artisan came through RegisterArtisan: its list row says who created it.
    expect(demo.user?.id).toBe(staff.hunter);

    const id = ids.get('schmidt')!;
    await append(
      id,
      [
        {
          type: 'ArtisanProfileChanged',
          data: {
            artisanId: id,
            changedFields: ['countryId', 'recommendations', 'consideredAs'],
            changes: {
              countryId: PORTUGAL,
              recommendations: [recommendationIds['rising-talent']],
              consideredAs: 'Master',
            },
          },
        },
      ],
      '2026-02-02T10:00:00.000Z',
      staff.network!,
      'ROLE_NETWORK_MEMBER',
      0,
    );
    const [changed] = (await list(`country=${PORTUGAL}`, 'ROLE_ADMIN', { 'accept-language': 'en' })).body[
      'hydra:member'
    ];
    expect(changed).toMatchObject({
      lastName: 'Schmidt',
      country: { id: PORTUGAL, name: 'Portugal' },
      recommendations: [{ id: recommendationIds['rising-talent'], name: 'Rising Talent' }],
      consideredAs: 'Master',
      lastModifiedAt: '2026-02-02T10:00:00.000Z',
      lastModifiedBy: { '@id': `/api/users/${staff.network}`, name: 'Nathalie Dubois' },
      user: { id: staff.admin },
    });

    const demoId = demo.id;
    await accounts.deleteAccount(demoId, context);
    await api.app.get(Projections).waitFor(await api.app.get<EventStore>(EVENT_STORE).headPosition(), 10_000);
    expect(await names('orSearch_search=moreau')).toEqual([]);
    expect((await list('', 'ROLE_ADMIN')).body['hydra:totalItems']).toBe(ALL.length - 1);
  });

  it('pages by 20 with first, last, previous and next links that keep the filters', async () => {
    for (let i = 0; i < 45; i += 1)
      await register({
        key: `page-${i}`,
        firstName: 'Page',
        lastName: `Tester${String(i).padStart(2, '0')}`,
        email: null,
        workshop: null,
        country: PORTUGAL,
        creator: 'admin',
        inActivity: 2000,
        createdAt: '2026-03-03T10:00:00.000Z',
      });
    const first = await list(`country=${PORTUGAL}&orSearch_search=tester`);
    expect(first.body['hydra:totalItems']).toBe(45);
    expect(first.body['hydra:member']).toHaveLength(20);
    expect(first.body['hydra:view']).toEqual({
      '@id': `/api/artisans?country=${PORTUGAL}&orSearch_search=tester&page=1`,
      '@type': 'hydra:PartialCollectionView',
      'hydra:first': `/api/artisans?country=${PORTUGAL}&orSearch_search=tester&page=1`,
      'hydra:last': `/api/artisans?country=${PORTUGAL}&orSearch_search=tester&page=3`,
      'hydra:next': `/api/artisans?country=${PORTUGAL}&orSearch_search=tester&page=2`,
    });
    const third = await list(`country=${PORTUGAL}&orSearch_search=tester&page=3`);
    expect(third.body['hydra:member'].map((item) => item.lastName)).toEqual(
      ['40', '41', '42', '43', '44'].map((n) => `Tester${n}`),
    );
    expect(third.body['hydra:view']['hydra:previous']).toBe(
      `/api/artisans?country=${PORTUGAL}&orSearch_search=tester&page=2`,
    );
    expect(third.body['hydra:view']['hydra:next']).toBeUndefined();
    // Both ways of reading a search's page (matches sorted, or the names walked) give the same rows.
    const reader = api.app.get(ArtisanListReader);
    const session = {
      accountId: staff.admin!,
      kind: 'staff' as const,
      role: 'ROLE_ADMIN' as const,
      countries: [],
      language: 'en',
    };
    for (const page of [1, 2, 3]) {
      const filters = parseArtisanListQuery(
        { orSearch_search: 'tester', page: String(page), 'order[lastName]': 'desc' },
        'ROLE_ADMIN',
      );
      const sorted = await reader['pageQuery'](session, filters, 0).execute();
      const walked = await reader['pageQuery'](session, filters, 1_000_000).execute();
      expect(walked.map((row) => row.last_name)).toEqual(sorted.map((row) => row.last_name));
    }
    // The count follows the read model: one more artisan, one more match (no stale cached count).
    await register({
      key: 'page-late',
      firstName: 'Page',
      lastName: 'Tester99',
      email: null,
      workshop: null,
      country: PORTUGAL,
      creator: 'admin',
      inActivity: 2000,
      createdAt: '2026-03-03T10:00:00.000Z',
    });
    expect((await list(`country=${PORTUGAL}&orSearch_search=tester`)).body['hydra:totalItems']).toBe(46);
  });
});
