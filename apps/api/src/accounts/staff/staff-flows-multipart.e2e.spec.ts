import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../../test-support/test-app';
import { FORM_FIELDS_MESSAGES } from '../../infrastructure/http/form-fields.interceptor';
import { AccountHashes } from '../hashes/account-hashes';
import {
  STAFF_TEST_ENV,
  caller,
  loadDemo,
  type Answer,
  type Caller,
} from '../../../../../test-support/staff-e2e-kit';

/**
 * The staff account calls that take form fields (SPEC.md section 7) read them from a
 * multipart/form-data body as well, as the seed's client sends them (a browser's FormData).
 */
describe('staff account flows with multipart/form-data bodies', () => {
  let api: TestApp;
  let http: Caller;
  let ids: Record<string, string>;

  /** POSTs the fields as a browser's FormData would: multipart/form-data with a boundary. */
  async function multipart<T = Record<string, unknown>>(
    path: string,
    fields: Record<string, string | Blob>,
  ): Promise<Answer<T>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      if (typeof value === 'string') form.append(name, value);
      else form.append(name, value, 'note.txt');
    const response = await fetch(`${api.url}${path}`, { method: 'POST', body: form });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  const resetLink = (accountId: string) =>
    api.app.get(AccountHashes).issue('reset-password', { accountId, kind: 'staff' });

  beforeAll(async () => {
    api = await startTestApp(STAFF_TEST_ENV);
    http = caller(api);
    ids = await loadDemo(api);
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('reset-password-request reads the email of a multipart form', async () => {
    expect(await multipart('/reset-password-request', { email: 'Network@Demo.test' })).toEqual({
      status: 200,
      body: { message: MESSAGES.resetEmailSent },
    });
    // The field is read, not missing: an unknown address is told apart from an empty form.
    expect(await multipart('/reset-password-request', { email: 'nobody@demo.test' })).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.unknownEmail },
    });
    expect(await multipart('/reset-password-request', { email: 'not-an-address' })).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.emailFormat },
    });
    expect(await multipart('/reset-password-request', {})).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.fillEmail },
    });
  });

  it('get-user-by-hash and reset-password-action read multipart forms; the new password signs in', async () => {
    const hunter = ids['hunter'] as string;
    const hash = await resetLink(hunter);
    expect(await multipart('/get-user-by-hash', { hash })).toEqual({ status: 200, body: { id: hunter } });
    expect(
      await multipart('/reset-password-action', {
        hash,
        id: hunter,
        password: 'multipart-pass-1',
        confirmation: 'other-pass-22',
      }),
    ).toMatchObject({ status: 400, body: { detail: MESSAGES.passwordsDiffer } });
    expect(
      await multipart('/reset-password-action', {
        hash,
        id: hunter,
        password: 'multipart-pass-1',
        confirmation: 'multipart-pass-1',
      }),
    ).toEqual({ status: 200, body: { message: MESSAGES.passwordChanged } });
    await expect(http.login('hunter@demo.test', 'multipart-pass-1')).resolves.toEqual(expect.any(String));
    // The link is used up.
    expect(await multipart('/get-user-by-hash', { hash })).toMatchObject({
      status: 400,
      body: { code: 'invalid-hash' },
    });
  });

  it('endorse-action reads a multipart form, and its proof signs in through user-auto-login', async () => {
    const network = ids['network'] as string;
    const artisanId = randomUUID();
    const hash = await api.app
      .get(AccountHashes)
      .issue('endorse', { accountId: network, kind: 'staff', data: { artisanId } });
    const endorsed = await multipart<{ id: string; userId: string; loginProof: string }>('/endorse-action', {
      hash,
    });
    expect(endorsed).toEqual({
      status: 200,
      body: { id: artisanId, userId: network, loginProof: expect.any(String) },
    });
    const login = await multipart<{ token: string }>('/user-auto-login', {
      id: network,
      loginProof: endorsed.body.loginProof,
    });
    expect(login).toEqual({ status: 200, body: { token: expect.any(String) } });
    expect(await multipart('/endorse-action', {})).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.invalidHash },
    });
  });

  it('refuses a file, an unknown field and an oversized value with a readable 400', async () => {
    const hash = await resetLink(ids['ambassador'] as string);
    expect(
      await multipart('/get-user-by-hash', { hash, attachment: new Blob(['not a form field']) }),
    ).toMatchObject({ status: 400, body: { detail: FORM_FIELDS_MESSAGES.notFields } });
    expect(await multipart('/get-user-by-hash', { hash, extra: 'x' })).toMatchObject({ status: 400 });
    expect(
      await multipart('/reset-password-request', { email: `${'a'.repeat(5000)}@demo.test` }),
    ).toMatchObject({ status: 400, body: { detail: FORM_FIELDS_MESSAGES.notFields } });
    // The link was not used by the refused calls.
    expect(await multipart('/get-user-by-hash', { hash })).toEqual({
      status: 200,
      body: { id: ids['ambassador'] },
    });
  });

  it('still reads JSON and urlencoded bodies', async () => {
    const hash = await resetLink(ids['committee'] as string);
    expect(await http.post('/get-user-by-hash', { hash })).toEqual({
      status: 200,
      body: { id: ids['committee'] },
    });
    expect(await http.form('/get-user-by-hash', { hash })).toEqual({
      status: 200,
      body: { id: ids['committee'] },
    });
  });
});
