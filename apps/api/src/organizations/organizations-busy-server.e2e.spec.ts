import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import { STAFF_TEST_ENV, caller, loadDemo } from '../../../../test-support/staff-e2e-kit';

/**
 * A server too busy to project within the read-your-writes wait (here: no wait at all) still
 * answers a created organisation to its creator, never "does not exist". Loading the demo data did
 * fail that way on a loaded machine.
 */
describe('organisations on a server whose read models lag', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ ...STAFF_TEST_ENV, READ_YOUR_WRITES_TIMEOUT_MS: '0' });
  }, 120_000);
  afterAll(() => api?.close());

  it('answers the organisation just created, with its name', async () => {
    await loadDemo(api);
    const http = caller(api);
    const admin = await http.login('admin@demo.test');
    const created = await http.post<{ name: string; id: number }>(
      '/api/organizations',
      { name: 'Atelier du Marais', countries: ['/api/countries/250'] },
      admin,
    );
    expect(created).toMatchObject({ status: 201, body: { name: 'Atelier du Marais' } });
    expect((await http.get(`/api/organizations/${created.body.id}`, admin)).status).toBe(200);
  });
});
