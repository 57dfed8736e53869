import { startTestApp, type TestApp } from '../../../test-support/test-app';
import { STAFF_TEST_ENV, caller, loadDemo, type Caller } from '../../../test-support/staff-e2e-kit';

/**
 * Commands answered while the read models lag behind the read-your-writes wait (here: no wait at
 * all, as on a server too busy to project in time): what was created is answered to its creator,
 * never "does not exist" (loading the demo data, which creates organisations, failed that way).
 */
describe('creating while the read models lag', () => {
  let api: TestApp;
  let http: Caller;
  let admin: string;

  beforeAll(async () => {
    api = await startTestApp({ ...STAFF_TEST_ENV, READ_YOUR_WRITES_TIMEOUT_MS: '0' });
    http = caller(api);
    await loadDemo(api);
    admin = await http.login('admin@demo.test');
  }, 120_000);
  afterAll(() => api?.close());

  it('answers a new staff account', async () => {
    const created = await http.post<{ id: string; email: string }>(
      '/api/users',
      {
        title: 'Ms.',
        firstName: 'Irene',
        lastName: 'Vasari',
        email: 'irene.vasari@example.org',
        password: 'a-long-password-1',
        role: 'ROLE_AMBASSADOR',
        countries: ['/api/countries/380'],
      },
      admin,
    );
    expect(created).toMatchObject({ status: 201, body: { email: 'irene.vasari@example.org' } });
  });

  it('answers a new organisation', async () => {
    const created = await http.post<{ name: string; id: number }>(
      '/api/organizations',
      { name: 'Atelier du Marais', countries: ['/api/countries/250'] },
      admin,
    );
    expect(created).toMatchObject({ status: 201, body: { name: 'Atelier du Marais' } });
    expect((await http.get(`/api/organizations/${created.body.id}`, admin)).status).toBe(200);
  });

  it('answers a new artisan', async () => {
    const crafts = (
      await http.get<{ 'hydra:member': Array<{ '@id': string }> }>('/api/craft_materails', admin)
    ).body['hydra:member'];
    const people = (
      await http.get<{ 'hydra:member': Array<{ '@id': string; craftMaterail: string }> }>(
        '/api/craft_people',
        admin,
      )
    ).body['hydra:member'];
    const person = people.find((one) => crafts.some((craft) => craft['@id'] === one.craftMaterail))!;
    const created = await http.post<{ id: string; lastName: string }>(
      '/api/artisans',
      {
        title: 'Ms.',
        firstName: 'Claire',
        lastName: 'Dubois',
        email: 'claire.dubois@example.org',
        country: '/api/countries/250',
        craftMaterail: person.craftMaterail,
        craftPerson: person['@id'],
        inActivity: 1999,
      },
      admin,
    );
    expect(created).toMatchObject({ status: 201, body: { lastName: 'Dubois' } });
    expect((await http.get(`/api/artisans/${created.body.id}`, admin)).status).toBe(200);
  });
});
