import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@artisans/domain';
import { testEvent } from '../../../../../test-support/events';
import { SmtpSink, type ReceivedMail } from '../../../../../test-support/smtp-sink';
import { startTestApp, type TestApp } from '../../../../../test-support/test-app';
import { buildApps, closeMailingSuite, WorkerProcess } from '../../../../../test-support/worker-process';
import type { EventStore, StoredEvent } from '../../infrastructure/event-store/event-store.port';
import { EVENT_STORE } from '../../infrastructure/tokens';
import { staffStreamId } from '../domain/staff-account.decider';
import {
  STAFF_TEST_ENV,
  caller,
  linkIn,
  loadDemo,
  type Caller,
} from '../../../../../test-support/staff-e2e-kit';
import { StaffLinks } from './staff-links';

const INVALID_HASH = { detail: MESSAGES.invalidHash, code: 'invalid-hash' };

describe('staff account flows (reset, set password, endorse, auto-login) with mails through the worker', () => {
  let api: TestApp;
  let http: Caller;
  let sink: SmtpSink;
  let worker: WorkerProcess;
  let ids: Record<string, string>;
  let admin: string;

  /** The next mail to `to`, waiting for the worker to send it. */
  async function mailTo(to: string, after = 0): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = sink.messages.slice(after).find((m) => m.to.includes(to));
      if (mail) return mail;
      if (Date.now() > deadline)
        throw new Error(`no mail to ${to}; got ${sink.messages.map((m) => m.to).join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  beforeAll(async () => {
    buildApps();
    sink = await SmtpSink.start();
    api = await startTestApp(STAFF_TEST_ENV);
    http = caller(api);
    ids = await loadDemo(api);
    admin = await http.login('admin@demo.test');
    worker = await WorkerProcess.mailingTo(api, sink);
  }, 120_000);

  afterAll(() => closeMailingSuite({ worker, api, sink }));

  it('resets a forgotten password through the mailed link, in the account’s language', async () => {
    const network = ids['network'] as string;
    expect((await http.put(`/api/users/${network}`, { language: 'fr' }, admin)).status).toBe(200);

    const before = sink.messages.length;
    const request = await http.form('/reset-password-request', { email: 'Network@Demo.test' });
    expect(request).toEqual({ status: 200, body: { message: MESSAGES.resetEmailSent } });
    const mail = await mailTo('network@demo.test', before);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    const { url, hash } = linkIn(mail.text);
    expect(url).toBe(`https://artisans.example.org/fr/login?hash=${hash}`);

    // The popup asks whose link it is: asking does not use it up.
    expect(await http.form('/get-user-by-hash', { hash })).toEqual({ status: 200, body: { id: network } });
    expect(await http.post('/get-user-by-hash', { hash })).toEqual({ status: 200, body: { id: network } });

    // Someone else's id, a short password, a wrong confirmation: refused, and the link still works.
    const resetAction = (fields: { id: string; password: string; confirmation?: string }) =>
      http.form('/reset-password-action', { hash, ...fields });
    expect(await resetAction({ id: ids['admin'] as string, password: 'new-password-1' })).toMatchObject({
      status: 400,
      body: INVALID_HASH,
    });
    expect(await resetAction({ id: network, password: 'short' })).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.passwordTooShort },
    });
    expect(
      await resetAction({ id: network, password: 'new-password-1', confirmation: 'new-password-2' }),
    ).toMatchObject({ status: 400, body: { detail: MESSAGES.passwordsDiffer } });

    expect(
      await resetAction({ id: network, password: 'new-password-1', confirmation: 'new-password-1' }),
    ).toEqual({ status: 200, body: { message: MESSAGES.passwordChanged } });

    // Used up; the new password works, the old one no longer does.
    expect(await http.form('/get-user-by-hash', { hash })).toMatchObject({ status: 400, body: INVALID_HASH });
    expect(await resetAction({ id: network, password: 'new-password-3' })).toMatchObject({
      status: 400,
      body: INVALID_HASH,
    });
    expect(
      (await http.post('/user/login_check', { email: 'network@demo.test', password: 'demo-password' }))
        .status,
    ).toBe(401);
    await http.login('network@demo.test', 'new-password-1');

    const history = await http.get<{
      'hydra:member': { type: string; via?: string; actor: { name: string } }[];
    }>(`/api/users/${network}/history`, admin);
    expect(history.body['hydra:member'].slice(-2)).toMatchObject([
      { type: 'StaffPasswordResetRequested', actor: { name: 'System' } },
      { type: 'StaffPasswordChanged', via: 'reset', actor: { name: 'Nathalie Dubois' } },
    ]);
  });

  it('a new reset link replaces the previous one', async () => {
    const before = sink.messages.length;
    await http.post('/reset-password-request', { email: 'hunter@demo.test' });
    const first = linkIn((await mailTo('hunter@demo.test', before)).text).hash;
    const middle = sink.messages.length;
    await http.post('/reset-password-request', { email: 'hunter@demo.test' });
    const second = linkIn((await mailTo('hunter@demo.test', middle)).text).hash;
    expect(second).not.toBe(first);
    expect(await http.post('/get-user-by-hash', { hash: first })).toMatchObject({
      status: 400,
      body: INVALID_HASH,
    });
    expect(await http.post('/get-user-by-hash', { hash: second })).toEqual({
      status: 200,
      body: { id: ids['hunter'] },
    });
  });

  it('sets one password when one link is used several times at once, with its event', async () => {
    const before = sink.messages.length;
    await http.post('/reset-password-request', { email: 'ambassador@demo.test' });
    const { hash } = linkIn((await mailTo('ambassador@demo.test', before)).text);
    const id = ids['ambassador'] as string;
    const passwords = Array.from({ length: 5 }, (_, n) => `parallel-password-${n}`);
    const answers = await Promise.all(
      passwords.map((password) => http.post('/reset-password-action', { hash, id, password })),
    );
    const winners = passwords.filter((_, n) => answers[n]?.status === 200);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200)).toEqual(
      Array.from({ length: 4 }, () =>
        expect.objectContaining({ status: 400, body: expect.objectContaining(INVALID_HASH) }),
      ),
    );
    // The link is used up and the password changed in one transaction: one event, one password.
    const events = await api.app.get<EventStore>(EVENT_STORE).readStream(staffStreamId(id));
    expect(events.filter((event) => event.type === 'StaffPasswordChanged')).toHaveLength(1);
    await http.login('ambassador@demo.test', winners[0]);
    for (const loser of passwords.filter((password) => password !== winners[0]))
      expect(
        (await http.post('/user/login_check', { email: 'ambassador@demo.test', password: loser })).status,
      ).toBe(401);
  });

  it('answers an unknown or malformed email as the spec says', async () => {
    expect(await http.form('/reset-password-request', { email: 'nobody@demo.test' })).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.unknownEmail },
    });
    expect(await http.form('/reset-password-request', { email: 'not-an-email' })).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.emailFormat },
    });
    expect(await http.post('/reset-password-request', {})).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.fillEmail },
    });
    expect(await http.post('/reset-password-request', { email: 'a@b.cd', extra: 1 })).toMatchObject({
      status: 400,
      body: { detail: 'Unknown field(s): extra' },
    });
  });

  it('mails a new account created without a password a link to set one', async () => {
    const before = sink.messages.length;
    const created = await http.post<{ id: string }>(
      '/api/users',
      {
        title: 'Ms.',
        firstName: 'Ines',
        lastName: 'Moreau',
        email: 'ines.moreau@example.org',
        role: 'ROLE_AMBASSADOR',
        countries: ['/api/countries/250'],
        language: 'it',
      },
      admin,
    );
    expect(created).toMatchObject({ status: 201 });
    const mail = await mailTo('ines.moreau@example.org', before);
    expect(mail.subject).toBe('Il suo account Artisans of Excellence');
    const { url, hash } = linkIn(mail.text);
    expect(url).toMatch(/^https:\/\/artisans\.example\.org\/it\/login\?hash=/);

    // No password yet: nobody can log in.
    expect(
      (await http.post('/user/login_check', { email: 'ines.moreau@example.org', password: 'whatever1' }))
        .status,
    ).toBe(401);
    expect(await http.post('/get-user-by-hash', { hash })).toEqual({
      status: 200,
      body: { id: created.body.id },
    });
    expect(
      await http.post('/reset-password-action', { hash, id: created.body.id, password: 'my-first-password' }),
    ).toMatchObject({ status: 200 });
    await http.login('ines.moreau@example.org', 'my-first-password');
  });

  it('no mail when a password is given at creation', async () => {
    const before = sink.messages.length;
    const created = await http.post(
      '/api/users',
      {
        title: 'Mr.',
        firstName: 'Paul',
        lastName: 'Petit',
        email: 'paul.petit@example.org',
        role: 'ROLE_ARTISAN_HUNTER',
        password: 'paul-password',
      },
      admin,
    );
    expect(created.status).toBe(201);
    await http.login('paul.petit@example.org', 'paul-password');
    await new Promise((r) => setTimeout(r, 1000));
    expect(sink.messages.slice(before).filter((m) => m.to.includes('paul.petit@example.org'))).toEqual([]);
  });

  it('logs a network member in from an endorsement mail, only with the single-use login proof', async () => {
    const network = ids['network'] as string;
    const artisanId = randomUUID();
    const links = api.app.get(StaffLinks);
    const base = testEvent('EvaluationEndorsementRequested');
    const event = {
      ...base,
      metadata: { ...base.metadata, occurredAt: new Date().toISOString() },
      streamId: 'x',
      streamPosition: 0,
      globalPosition: '1',
    } as StoredEvent;
    const [draft] = await api.database.db
      .transaction()
      .execute((trx) =>
        links.endorsementMail(trx, event, { networkMemberId: network, artisanId, artisanName: 'Iva Horvat' }),
      );
    expect(draft).toMatchObject({
      template: 'evaluation-endorsement-request',
      to: 'network@demo.test',
      language: 'fr',
      params: { firstName: 'Nathalie', artisanName: 'Iva Horvat' },
    });
    const link = new URL(draft?.params['link'] as string);
    expect(`${link.origin}${link.pathname}`).toBe('https://artisans.example.org/fr/login');
    expect(link.searchParams.get('id')).toBe(artisanId);
    const endorseHash = link.searchParams.get('endorseHash') as string;

    // A bare id never logs anyone in.
    expect(await http.post('/user-auto-login', { id: network })).toMatchObject({ status: 400 });
    expect((await http.post('/user-auto-login', { id: network })).body['detail']).toContain('loginProof');

    const endorsed = await http.form<{ id: string; userId: string; loginProof: string }>('/endorse-action', {
      hash: endorseHash,
    });
    expect(endorsed.status).toBe(200);
    expect(endorsed.body).toMatchObject({ id: artisanId, userId: network });

    // The endorsement link is single-use; the proof belongs to its account only.
    expect(await http.form('/endorse-action', { hash: endorseHash })).toMatchObject({
      status: 400,
      body: INVALID_HASH,
    });
    expect(
      await http.post('/user-auto-login', { id: ids['admin'], loginProof: endorsed.body.loginProof }),
    ).toMatchObject({ status: 400, body: INVALID_HASH });

    const login = await http.form<{ token: string }>('/user-auto-login', {
      id: network,
      loginProof: endorsed.body.loginProof,
    });
    expect(login.status).toBe(200);
    expect((await http.get('/api/users/me', login.body.token)).body).toMatchObject({ id: network });
    expect(
      await http.post('/user-auto-login', { id: network, loginProof: endorsed.body.loginProof }),
    ).toMatchObject({ status: 400, body: INVALID_HASH });

    // Replaying the same event yields the same link (the reactor may apply a batch twice).
    const [again] = await api.database.db
      .transaction()
      .execute((trx) =>
        links.endorsementMail(trx, event, { networkMemberId: network, artisanId, artisanName: 'Iva Horvat' }),
      );
    expect(again?.params['link']).toBe(draft?.params['link']);
  });

  it('refuses hashes of the wrong kind or shape', async () => {
    const links = api.app.get(StaffLinks);
    const endorse = await links.issueEndorseHash(ids['network'] as string, randomUUID());
    // An endorsement hash is not a password link, and the reverse.
    expect(await http.post('/get-user-by-hash', { hash: endorse })).toMatchObject({
      status: 400,
      body: INVALID_HASH,
    });
    for (const hash of ['', 'x'.repeat(43), 'not a hash', 'a'.repeat(500)]) {
      const answer = await http.post('/get-user-by-hash', { hash });
      expect(answer.status).toBe(400);
      expect(answer.body['detail']).toBe(MESSAGES.invalidHash);
    }
    expect((await http.post('/get-user-by-hash', { hash: 12 })).status).toBe(400);
    expect((await http.post('/endorse-action', {})).status).toBe(400);
    expect(
      (await http.post('/reset-password-action', { hash: endorse, id: 'nope', password: 'long-enough' }))
        .body,
    ).toMatchObject({
      detail: 'id must be the id of a user (a UUID).',
    });
  });
});

describe('reset requests are rate limited per client address', () => {
  let api: TestApp;
  let http: Caller;

  beforeAll(async () => {
    api = await startTestApp({ ...STAFF_TEST_ENV, RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '100' });
    http = caller(api);
  });
  afterAll(() => api?.close());

  it('answers 429 once an address has asked too often, whatever the emails', async () => {
    const statuses: number[] = [];
    for (const n of [1, 2, 3, 4, 5]) {
      statuses.push(
        (await http.post('/reset-password-request', { email: `unknown-${n}@example.org` })).status,
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect(
      (await http.post('/reset-password-request', { email: 'unknown-6@example.org' })).body,
    ).toMatchObject({
      detail: MESSAGES.tooManyAttempts,
    });
  });
});
