import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { MESSAGES } from '@artisans/domain';
import { nextSecond } from '../../../../test-support/clock';
import { SmtpSink, type ReceivedMail } from '../../../../test-support/smtp-sink';
import { TEST_REDIS_URL } from '../../../../test-support/test-database';
import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import { buildApps, closeMailingSuite, WorkerProcess } from '../../../../test-support/worker-process';
import { DEMO_PASSWORD, DemoData } from '../demo/demo-data';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { rebuildProjection } from '../infrastructure/projections/rebuild';
import { EVENT_STORE, REDIS } from '../infrastructure/tokens';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '../mail/mail-queue';
import { seedReferenceData } from '../reference-data/seed-reference-data';
import { ArtisanAccountsService } from './artisan-accounts.service';
import { ARTISAN_MESSAGES } from './domain/artisan-messages';
import { newArtisanProfile } from './domain/artisan-profile';
import { ArtisanLinks } from './mail/artisan-links';
import { artisansProjection } from './projections/artisans.projection';

type Answer = { status: number; body: Record<string, unknown> };

const PUBLIC_URL = 'https://artisans.example.org';
const FRANCE = 250;
const ITALY = 380;

describe('artisan accounts: sign-up, mailed links, auto-login, invitations, settings', () => {
  let api: TestApp;
  let sink: SmtpSink;
  let worker: WorkerProcess;
  let craft: number;
  let occupation: number;
  const seen = new Set<ReceivedMail>();

  async function call(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    options: { token?: string; form?: boolean; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (body !== undefined && options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(body).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${api.url}${path}`, { method, headers, body: payload });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
  const post = (path: string, body: Record<string, unknown>, options?: Parameters<typeof call>[3]) =>
    call('POST', path, body, options);

  /** The next mail to this address not looked at yet. */
  async function nextMail(to: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = sink.messages.find((m) => !seen.has(m) && m.to.includes(to));
      if (mail) {
        seen.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within 20 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const mailsTo = (to: string) => sink.messages.filter((m) => m.to.includes(to));

  function linkIn(mail: ReceivedMail, parameter: string): { url: URL; hash: string } {
    const match = new RegExp(`https://\\S+[?&]${parameter}=([A-Za-z0-9_-]+)\\S*`).exec(mail.text);
    if (!match?.[1]) throw new Error(`No ${parameter} link in:\n${mail.text}`);
    return { url: new URL(match[0]), hash: match[1] };
  }

  const login = (email: string, password: string) => post('/artisan/login_check', { email, password });

  /** The .eml files of MAIL_DIR that hold this text (a worker without SMTP_URL writes them). */
  function mailFilesWith(text: string): string[] {
    const dir = resolve(api.config.MAIL_DIR);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter((name) => readFileSync(join(dir, name), 'utf8').includes(text));
  }

  /** The keys of this app's Redis namespace whose name or value holds this text. */
  async function redisKeysWith(text: string): Promise<string[]> {
    const redis = api.app.get<Redis>(REDIS);
    const found: string[] = [];
    for (const key of await redis.keys(`${api.config.QUEUE_PREFIX}:*`)) {
      const value = JSON.stringify(await redisValue(redis, key));
      if (`${key} ${value}`.toLowerCase().includes(text.toLowerCase())) found.push(key);
    }
    return found;
  }

  async function redisValue(redis: Redis, key: string): Promise<unknown> {
    const type = await redis.type(key);
    if (type === 'string') return redis.get(key);
    if (type === 'hash') return redis.hgetall(key);
    if (type === 'list') return redis.lrange(key, 0, -1);
    if (type === 'set') return redis.smembers(key);
    if (type === 'zset') return redis.zrange(key, '0', '-1');
    if (type === 'stream') return redis.xrange(key, '-', '+');
    return null;
  }

  async function until(condition: () => Promise<boolean> | boolean, what: string): Promise<void> {
    const deadline = Date.now() + 20_000;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error(`Not within 20 s: ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const staffToken = async (email: string) =>
    (await post('/user/login_check', { email, password: DEMO_PASSWORD })).body.token as string;

  const signUpBody = (overrides: Record<string, unknown> = {}) => ({
    title: 'Ms.',
    firstName: 'Marie',
    lastName: 'Skłodowska-Curie',
    email: `marie.${randomUUID().slice(0, 8)}@example.org`,
    password: 'radium-and-polonium',
    confirmation: 'radium-and-polonium',
    country: `/api/countries/${FRANCE}`,
    craftMaterail: `/api/craft_materails/${craft}`,
    craftPerson: `/api/craft_people/${occupation}`,
    inActivity: 1995,
    workshop: 'Atelier du Radium',
    website: 'www.radium.example.org',
    place: 'Paris',
    postalCode: '75005',
    phone: '+33 1 23 45 67 89',
    instagram: 'instagram.com/radium',
    isReceiveNews: true,
    ...overrides,
  });

  /** Signs up and confirms through the mailed link; answers the artisan's id, email and proof. */
  async function confirmedArtisan(overrides: Record<string, unknown> = {}) {
    const body = signUpBody(overrides);
    const created = await post('/api/artisans', body);
    expect(created.status).toBe(201);
    const { hash } = linkIn(await nextMail(body.email as string), 'hashEmail');
    const confirmed = await post('/confirm-email-by-hash', { hashEmail: hash });
    expect(confirmed.status).toBe(200);
    return {
      id: created.body.id as string,
      email: body.email as string,
      password: body.password as string,
      loginProof: confirmed.body.loginProof as string,
    };
  }

  beforeAll(async () => {
    buildApps();
    sink = await SmtpSink.start();
    api = await startTestApp({
      PUBLIC_URL,
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
    });
    await seedReferenceData(api.database.db, { demo: false });
    await api.app.get(DemoData).load();
    const db = api.database.db;
    craft = (
      await db.selectFrom('craft_materials').select('id').where('code', '=', 'wood').executeTakeFirstOrThrow()
    ).id;
    occupation = (
      await db
        .selectFrom('craft_people')
        .select('id')
        .where('code', '=', 'cabinetmaker')
        .executeTakeFirstOrThrow()
    ).id;
    worker = await WorkerProcess.mailingTo(api, sink);
  }, 120_000);

  afterAll(() => closeMailingSuite({ worker, api, sink }));

  it('signs up, confirms the email through the mailed link, logs in, and auto-logs in only with the proof', async () => {
    const body = signUpBody();
    const email = body.email;
    const created = await post('/api/artisans', body, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({
      '@id': `/api/artisans/${id}`,
      '@type': 'Artisan',
      title: 'Ms.',
      firstName: 'Marie',
      lastName: 'Skłodowska-Curie',
      email,
      country: `/api/countries/${FRANCE}`,
      craftMaterail: `/api/craft_materails/${craft}`,
      craftPerson: `/api/craft_people/${occupation}`,
      inActivity: 1995,
      website: 'https://www.radium.example.org',
      instagram: 'https://instagram.com/radium',
      statusEval: 'IN PROGRESS',
      confirmedEmail: false,
      isReceiveNews: true,
    });

    expect(await login(email, body.password)).toMatchObject({
      status: 401,
      body: { code: 'error-verify-email', detail: MESSAGES.verifyEmail },
    });

    const mail = await nextMail(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    const { url, hash } = linkIn(mail, 'hashEmail');
    expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}/fr/artisan-login`);

    const confirmed = await post('/confirm-email-by-hash', { hashEmail: hash });
    expect(confirmed).toMatchObject({ status: 200, body: { email, id } });
    const loginProof = confirmed.body.loginProof as string;
    expect(await post('/confirm-email-by-hash', { hashEmail: hash })).toMatchObject({
      status: 400,
      body: { code: 'invalid-hash', detail: MESSAGES.invalidHash },
    });

    // The confirmation screen asks for the welcome mail; asking twice sends one.
    expect((await post('/send-created-email', { email })).status).toBe(200);
    expect((await nextMail(email)).subject).toBe('Bienvenue sur Artisans of Excellence');
    expect((await post('/send-created-email', { email })).status).toBe(200);

    expect((await login(email, body.password)).status).toBe(200);

    // Auto-login: never for a bare id; the proof is single-use and bound to its id.
    expect(await post('/artisan-auto-login', { id })).toMatchObject({
      status: 400,
      body: { detail: ARTISAN_MESSAGES.loginProofRequired },
    });
    const autoLogin = await post('/artisan-auto-login', { id, loginProof });
    expect(autoLogin.status).toBe(200);
    const token = autoLogin.body.token as string;
    expect(await post('/artisan-auto-login', { id, loginProof })).toMatchObject({
      status: 400,
      body: { code: 'invalid-hash' },
    });
    // The token works: a signed-in call gets past the guard (and fails on its input only).
    expect((await post('/api/artisans/me/password', {}, { token })).status).toBe(400);

    // A go-to link (as evaluation mails will carry) gives another proof, which only its id may use.
    const goTo = new URL(await api.app.get(ArtisanLinks).goTo({ id, language: 'fr' }, 'analysis'));
    expect(goTo.pathname).toBe('/fr/artisan-login');
    const followed = await post('/get-go-to-hash', { hash: goTo.searchParams.get('hashAnalysis') });
    expect(followed).toMatchObject({ status: 200, body: { id, target: 'analysis' } });
    const other = await confirmedArtisan();
    expect(
      await post('/artisan-auto-login', { id: other.id, loginProof: followed.body.loginProof }),
    ).toMatchObject({ status: 400, body: { code: 'invalid-hash' } });
    expect(await post('/artisan-auto-login', { id, loginProof: followed.body.loginProof })).toMatchObject({
      status: 400,
    });
    expect(await post('/get-go-to-hash', { hash: goTo.searchParams.get('hashAnalysis') })).toMatchObject({
      status: 400,
      body: { code: 'invalid-hash' },
    });

    // Only one welcome mail, and no personal value in the artisan's events.
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      'Confirmez votre adresse e-mail',
      'Bienvenue sur Artisans of Excellence',
    ]);
    const events = await api.app.get<EventStore>(EVENT_STORE).readStream(`artisan-${id}`);
    expect(events.map((e) => e.type)).toEqual([
      'ArtisanRegistered',
      'ArtisanPasswordSet',
      'ArtisanEmailConfirmationRequested',
      'ArtisanEmailConfirmed',
      'ArtisanAccountCreatedMailRequested',
    ]);
    const logged = JSON.stringify(events);
    for (const value of [email, 'Marie', 'Skłodowska', 'radium', 'Paris', '+33'])
      expect(logged).not.toContain(value);
    expect(events[3]?.metadata).toMatchObject({ actorId: id, actorRole: 'ROLE_ARTISAN' });
  });

  it('accepts the sign-up form-encoded, and the resend of the confirmation link replaces the first', async () => {
    const body = signUpBody({ gender: 'mr', title: undefined, isReceiveNews: 'on', inActivity: '2001' });
    delete (body as Record<string, unknown>).title;
    const created = await post('/api/artisans', body, { form: true });
    expect(created).toMatchObject({
      status: 201,
      body: { title: 'Mr.', inActivity: 2001, isReceiveNews: true, confirmedEmail: false },
    });
    const first = linkIn(await nextMail(body.email), 'hashEmail');
    expect(await post('/send-created-email', { email: body.email })).toMatchObject({
      status: 409,
      body: { code: 'error-verify-email', detail: MESSAGES.verifyEmail },
    });
    expect(
      await post('/send-confirm-email', { email: body.email.toUpperCase() }, { form: true }),
    ).toMatchObject({
      status: 200,
    });
    const second = linkIn(await nextMail(body.email), 'hashEmail');
    expect(second.hash).not.toBe(first.hash);
    expect(second.url.pathname).toBe('/en/artisan-login');
    expect((await post('/confirm-email-by-hash', { hashEmail: first.hash })).status).toBe(400);
    expect((await post('/confirm-email-by-hash', { hashEmail: second.hash }, { form: true })).status).toBe(
      200,
    );
    expect(await post('/send-confirm-email', { email: body.email })).toMatchObject({
      status: 409,
      body: { detail: ARTISAN_MESSAGES.emailAlreadyConfirmed },
    });
    expect(await post('/send-confirm-email', { email: 'nobody@example.org' })).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.unknownEmail },
    });
  });

  it('resets a forgotten password through the mailed link', async () => {
    const artisan = await confirmedArtisan();
    expect(await post('/set-hash-reset-pass-artisan', { email: 'unknown@example.org' })).toMatchObject({
      status: 404,
      body: { detail: MESSAGES.unknownEmail },
    });

    expect((await post('/set-hash-reset-pass-artisan', { email: artisan.email })).status).toBe(200);
    const first = linkIn(await nextMail(artisan.email), 'hash');
    expect(
      (await post('/set-hash-reset-pass-artisan', { email: artisan.email }, { form: true })).status,
    ).toBe(200);
    const mail = await nextMail(artisan.email);
    expect(mail.subject).toBe('Reset your password');
    const { hash } = linkIn(mail, 'hash');
    // Only the newest link works.
    expect(await post('/get-artisan-by-hash', { hash: first.hash })).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.invalidHash },
    });
    expect(await post('/get-artisan-by-hash', { hash })).toEqual({ status: 200, body: { id: artisan.id } });

    const other = await confirmedArtisan();
    const reset = {
      hash,
      id: artisan.id,
      password: 'a-brand-new-password',
      confirmation: 'a-brand-new-password',
    };
    expect(await post('/reset-password-artisan-action', { ...reset, id: other.id })).toMatchObject({
      status: 400,
      body: { code: 'invalid-hash' },
    });
    expect(
      await post('/reset-password-artisan-action', { ...reset, confirmation: 'something-else' }),
    ).toMatchObject({
      status: 400,
      body: { detail: MESSAGES.passwordsDiffer },
    });
    expect(
      await post('/reset-password-artisan-action', { ...reset, password: 'short', confirmation: 'short' }),
    ).toMatchObject({ status: 400, body: { detail: MESSAGES.passwordTooShort } });
    const sessionBefore = (await login(artisan.email, artisan.password)).body.token as string;
    await nextSecond();
    expect(await post('/reset-password-artisan-action', reset)).toEqual({
      status: 200,
      body: { id: artisan.id, message: MESSAGES.passwordChanged },
    });
    // A reset ends the sessions opened with the old password (someone else may have it).
    expect((await post('/api/artisans/me/password', {}, { token: sessionBefore })).status).toBe(401);
    expect((await post('/reset-password-artisan-action', reset)).status).toBe(400);
    expect((await login(artisan.email, artisan.password)).status).toBe(401);
    expect((await login(artisan.email, reset.password)).status).toBe(200);

    // The other path of the spec is the same action.
    await post('/set-hash-reset-pass-artisan', { email: artisan.email });
    const again = linkIn(await nextMail(artisan.email), 'hash');
    expect(
      (
        await post('/reset-password-artisan', {
          hash: again.hash,
          id: artisan.id,
          password: 'third-password!',
        })
      ).status,
    ).toBe(200);
    expect((await login(artisan.email, 'third-password!')).status).toBe(200);
  });

  it('invites an artisan created by staff; the invitation sets the password, confirms the email and signs in', async () => {
    const db = api.database.db;
    const hunterId = (
      await db
        .selectFrom('staff_personal_data')
        .select('account_id')
        .where('email_key', '=', 'hunter@demo.test')
        .executeTakeFirstOrThrow()
    ).account_id;
    const email = `giulia.${randomUUID().slice(0, 8)}@example.org`;
    const artisanId = await api.app.get(ArtisanAccountsService).register(
      {
        source: 'staff',
        createdBy: hunterId,
        language: 'it',
        profile: newArtisanProfile({
          countryId: ITALY,
          craftMaterialId: craft,
          craftPersonId: null,
          inActivity: 1980,
        }),
        personal: {
          title: 'Ms.',
          firstName: 'Giulia',
          lastName: 'Bianchi',
          email,
          phone: null,
          associated: null,
          workshop: null,
          website: null,
          address: null,
          postalCode: null,
          place: null,
          pinterest: null,
          facebook: null,
          instagram: null,
          youtube: null,
          otherSocial: null,
        },
      },
      {
        actorId: hunterId,
        actorRole: 'ROLE_ARTISAN_HUNTER',
        correlationId: randomUUID(),
        causationId: null,
        now: new Date(),
      },
    );
    expect((await login(email, 'anything-at-all')).status).toBe(401);

    const hunter = await staffToken('hunter@demo.test'); // Spain and France: Italy is not theirs to invite
    const ambassador = await staffToken('ambassador@demo.test'); // Italy
    expect((await post(`/api/artisans/${artisanId}/invite`, {}, { token: hunter })).status).toBe(403);
    expect((await post(`/api/artisans/${randomUUID()}/invite`, {}, { token: ambassador })).status).toBe(404);
    expect((await post(`/api/artisans/not-an-id/invite`, {}, { token: ambassador })).status).toBe(404);
    expect((await post(`/api/artisans/${artisanId}/invite`, {})).status).toBe(401);
    expect(
      await post(`/api/artisans/${artisanId}/invite`, { goTo: 'profile' }, { token: ambassador }),
    ).toEqual({ status: 200, body: { message: ARTISAN_MESSAGES.invitationSent } });

    const mail = await nextMail(email);
    expect(mail.subject).toBe('Marco Rossi la invita su Artisans of Excellence');
    const { url, hash } = linkIn(mail, 'hashInvite');
    expect(url.pathname).toBe('/it/artisan-login');
    expect(url.searchParams.get('goTo')).toBe('profile');

    expect(await post('/get-invite-by-hash', { hashInvite: hash })).toEqual({
      status: 200,
      body: { id: artisanId, email },
    });
    const other = await confirmedArtisan();
    expect(
      await post('/create-password-artisan-action', { hash, id: other.id, password: 'giulia-password' }),
    ).toMatchObject({ status: 400, body: { code: 'invalid-hash' } });
    const created = await post(
      '/create-password-artisan-action',
      { hash, id: artisanId, password: 'giulia-password', confirmation: 'giulia-password', goto: 'profile' },
      { form: true },
    );
    expect(created).toMatchObject({ status: 200, body: { id: artisanId, goto: 'profile' } });
    expect(
      (await post('/create-password-artisan-action', { hash, id: artisanId, password: 'giulia-password' }))
        .status,
    ).toBe(400);
    expect((await post('/get-invite-by-hash', { hashInvite: hash })).status).toBe(400);

    const autoLogin = await post('/artisan-auto-login', {
      id: artisanId,
      loginProof: created.body.loginProof,
    });
    expect(autoLogin.status).toBe(200);
    expect((await login(email, 'giulia-password')).status).toBe(200);
    expect(await post(`/api/artisans/${artisanId}/invite`, {}, { token: ambassador })).toMatchObject({
      status: 409,
      body: { detail: ARTISAN_MESSAGES.alreadyActivated },
    });
    // Artisans do not invite.
    expect(
      (await post(`/api/artisans/${artisanId}/invite`, {}, { token: autoLogin.body.token as string })).status,
    ).toBe(403);
    const row = await db
      .selectFrom('artisans')
      .selectAll()
      .where('id', '=', artisanId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      confirmed_email: true,
      has_password: true,
      created_by: hunterId,
      source: 'staff',
    });
    expect(row.invited_at).toBeInstanceOf(Date);
  });

  it('refuses expired and garbage hashes on every hash call', async () => {
    const body = signUpBody();
    await post('/api/artisans', body);
    const { hash } = linkIn(await nextMail(body.email), 'hashEmail');
    await sql`UPDATE account_hashes SET expires_at = now() - interval '1 second' WHERE purpose = 'confirm-email'`.execute(
      api.database.db,
    );
    expect(await post('/confirm-email-by-hash', { hashEmail: hash })).toMatchObject({
      status: 400,
      body: { code: 'invalid-hash', detail: MESSAGES.invalidHash },
    });

    const garbage = ['x', 'A'.repeat(43), `${hash.slice(0, 42)}!`, '../../etc/passwd'];
    const calls: [string, (value: string) => Record<string, unknown>][] = [
      ['/confirm-email-by-hash', (value) => ({ hashEmail: value })],
      ['/get-invite-by-hash', (value) => ({ hashInvite: value })],
      ['/get-artisan-by-hash', (value) => ({ hash: value })],
      ['/get-go-to-hash', (value) => ({ hash: value })],
      [
        '/reset-password-artisan-action',
        (value) => ({ hash: value, id: randomUUID(), password: 'long-enough' }),
      ],
      [
        '/create-password-artisan-action',
        (value) => ({ hash: value, id: randomUUID(), password: 'long-enough' }),
      ],
      ['/artisan-auto-login', (value) => ({ id: randomUUID(), loginProof: value })],
    ];
    for (const [path, bodyOf] of calls) {
      for (const value of garbage) {
        expect({ path, value, ...(await post(path, bodyOf(value))) }).toMatchObject({
          path,
          value,
          status: 400,
          body: { code: 'invalid-hash', detail: MESSAGES.invalidHash },
        });
      }
    }
    // A hash of one purpose is not one of another.
    const artisan = await confirmedArtisan();
    await post('/set-hash-reset-pass-artisan', { email: artisan.email });
    const reset = linkIn(await nextMail(artisan.email), 'hash');
    expect((await post('/get-invite-by-hash', { hashInvite: reset.hash })).status).toBe(400);
    expect((await post('/get-go-to-hash', { hash: reset.hash })).status).toBe(400);
    expect((await post('/artisan-auto-login', { id: artisan.id, loginProof: reset.hash })).status).toBe(400);
  });

  it('refuses a duplicate sign-up, whatever the case and accents', async () => {
    const first = signUpBody();
    expect((await post('/api/artisans', first)).status).toBe(201);
    await nextMail(first.email);
    const same = {
      firstName: 'MARIE',
      lastName: 'sklodowska-curie',
      email: first.email.toUpperCase(),
      country: 'france',
    };
    expect(await post('/check-artisan-exitsts', same)).toEqual({ status: 200, body: { exists: true } });
    expect(await post('/check-artisan-exitsts', { ...same, country: 'Frankreich' }, { form: true })).toEqual({
      status: 200,
      body: { exists: true },
    });
    expect(await post('/check-artisan-exitsts', { ...same, country: FRANCE })).toEqual({
      status: 200,
      body: { exists: true },
    });
    expect(await post('/check-artisan-exitsts', { ...same, country: 'Italia' })).toEqual({
      status: 200,
      body: { exists: false },
    });
    expect(await post('/check-artisan-exitsts', { ...same, email: 'other@example.org' })).toEqual({
      status: 200,
      body: { exists: false },
    });
    expect(await post('/check-artisan-exitsts', { ...same, country: 'Atlantis' })).toEqual({
      status: 200,
      body: { exists: false },
    });

    expect(
      await post(
        '/api/artisans',
        signUpBody({ firstName: 'Marié', lastName: 'SKŁODOWSKA-CURIE', email: first.email.toUpperCase() }),
      ),
    ).toMatchObject({ status: 409, body: { code: 'artisan-exists', detail: MESSAGES.artisanExists } });
    // The same address under another name is another person's account.
    expect(await post('/api/artisans', signUpBody({ firstName: 'Irène', email: first.email }))).toMatchObject(
      {
        status: 409,
        body: { code: 'email-exists', detail: MESSAGES.emailExists },
      },
    );
    expect(
      await api.database.db
        .selectFrom('artisan_personal_data')
        .select('artisan_id')
        .where('email_key', '=', first.email.toLowerCase())
        .execute(),
    ).toHaveLength(1);
  });

  it('refuses sign-up to signed-in people, and account settings to staff', async () => {
    const admin = await staffToken('admin@demo.test');
    // With a staff token POST /api/artisans adds an artisan: a password is no field of it.
    expect(await post('/api/artisans', signUpBody(), { token: admin })).toMatchObject({
      status: 400,
      body: { detail: 'Unknown field(s): password, confirmation' },
    });
    const artisan = (await login('artisan@demo.test', DEMO_PASSWORD)).body.token as string;
    expect(await post('/api/artisans', signUpBody(), { token: artisan })).toMatchObject({
      status: 403,
      body: { detail: MESSAGES.forbidden },
    });
    // A token that no longer works is a 401, as everywhere, not an anonymous sign-up.
    const [header, claims] = artisan.split('.');
    const forged = `${header}.${claims}.${'A'.repeat(43)}`;
    expect(await post('/api/artisans', signUpBody(), { token: forged })).toMatchObject({
      status: 401,
      body: { detail: MESSAGES.sessionExpired },
    });
    expect(
      (
        await post(
          '/api/artisans/me/password',
          { oldPassword: DEMO_PASSWORD, newPassword: 'x'.repeat(10) },
          { token: admin },
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('DELETE', '/api/artisans/me', { password: DEMO_PASSWORD }, { token: admin })).status,
    ).toBe(403);
    expect(
      (await post('/api/artisans/me/password', { oldPassword: 'a', newPassword: 'b'.repeat(9) })).status,
    ).toBe(401);
  });

  it('changes the password; a wrong previous password is refused', async () => {
    const artisan = await confirmedArtisan();
    const token = (await post('/artisan-auto-login', { id: artisan.id, loginProof: artisan.loginProof })).body
      .token as string;
    expect(
      await post(
        '/api/artisans/me/password',
        { oldPassword: 'not-my-password', newPassword: 'new-password-1', confirmation: 'new-password-1' },
        { token },
      ),
    ).toMatchObject({ status: 400, body: { code: 'wrong-old-password', detail: MESSAGES.wrongOldPassword } });
    expect(
      await post(
        '/api/artisans/me/password',
        { oldPassword: artisan.password, newPassword: 'new-password-1', confirmation: 'new-password-2' },
        { token },
      ),
    ).toMatchObject({ status: 400, body: { detail: MESSAGES.passwordsDiffer } });
    const otherSession = (await login(artisan.email, artisan.password)).body.token as string;
    await nextSecond(); // tokens carry whole seconds: the change comes a second after the logins
    const changed = await post(
      '/api/artisans/me/password',
      { oldPassword: artisan.password, newPassword: 'new-password-1', confirmation: 'new-password-1' },
      { token, form: true },
    );
    expect(changed).toEqual({
      status: 200,
      body: { message: MESSAGES.passwordChanged, token: expect.any(String) },
    });
    // Every session opened before ends; the one that changed it goes on with the new token.
    const signedIn = async (bearer: string) =>
      (await post('/api/artisans/me/password', {}, { token: bearer })).status !== 401;
    expect(await signedIn(token)).toBe(false);
    expect(await signedIn(otherSession)).toBe(false);
    expect(await signedIn(changed.body.token as string)).toBe(true);
    expect((await login(artisan.email, artisan.password)).status).toBe(401);
    expect((await login(artisan.email, 'new-password-1')).status).toBe(200);
  });

  it('deletes the account: its token stops working and its personal data is erased', async () => {
    const artisan = await confirmedArtisan();
    expect((await login(artisan.email, 'a-wrong-password')).status).toBe(401);
    const token = (await login(artisan.email, artisan.password)).body.token as string;

    // Mail written to MAIL_DIR (no SMTP_URL) by a worker, and one more waiting in the queue.
    await worker.stop();
    const fileWorker = await WorkerProcess.start({
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: api.config.QUEUE_PREFIX,
      MAIL_DIR: api.config.MAIL_DIR,
    });
    expect((await post('/set-hash-reset-pass-artisan', { email: artisan.email })).status).toBe(200);
    await until(() => mailFilesWith(artisan.email).length === 1, 'the reset mail in MAIL_DIR');
    await fileWorker.stop();
    expect((await post('/set-hash-reset-pass-artisan', { email: artisan.email })).status).toBe(200);
    const queue = api.app.get<MailQueue>(MAIL_QUEUE_TOKEN);
    await until(
      async () => (await queue.getWaiting()).some((job) => job.data.to === artisan.email),
      'the second reset mail waiting in the queue',
    );
    expect(await redisKeysWith(artisan.email)).not.toEqual([]);
    expect((await call('DELETE', '/api/artisans/me', {}, { token })).status).toBe(400);
    expect(await call('DELETE', '/api/artisans/me', { password: 'wrong-password' }, { token })).toMatchObject(
      {
        status: 400,
        body: { detail: MESSAGES.wrongOldPassword },
      },
    );
    expect(await call('DELETE', '/api/artisans/me', { password: artisan.password }, { token })).toEqual({
      status: 200,
      body: { message: ARTISAN_MESSAGES.accountDeleted },
    });

    expect((await post('/api/artisans/me/password', {}, { token })).status).toBe(401);
    expect((await login(artisan.email, artisan.password)).status).toBe(401);
    const db = api.database.db;
    for (const [table, column] of [
      ['artisan_personal_data', 'artisan_id'],
      ['credentials', 'account_id'],
      ['account_hashes', 'account_id'],
      ['artisans', 'id'],
    ] as const) {
      const rows = await db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('n'))
        .where(column, '=', artisan.id)
        .executeTakeFirstOrThrow();
      expect({ table, rows: rows.n }).toEqual({ table, rows: 0 });
    }
    expect(await post('/set-hash-reset-pass-artisan', { email: artisan.email })).toMatchObject({
      status: 404,
    });
    const events = await api.app.get<EventStore>(EVENT_STORE).readStream(`artisan-${artisan.id}`);
    expect(events.at(-1)?.type).toBe('ArtisanAccountDeleted');
    expect(JSON.stringify(events)).not.toContain(artisan.email);
    // Nothing in Redis names the address (the attempt counters, the pending mail job), and no mail
    // to the artisan is left in MAIL_DIR.
    expect(await redisKeysWith(artisan.email)).toEqual([]);
    expect(mailFilesWith(artisan.email)).toEqual([]);
    expect(await queue.getWaiting()).not.toContainEqual(
      expect.objectContaining({ data: expect.objectContaining({ to: artisan.email }) }),
    );
    // The address is free again for a new sign-up.
    worker = await WorkerProcess.mailingTo(api, sink);
    expect((await post('/api/artisans', signUpBody({ email: artisan.email }))).status).toBe(201);
  });

  it('loads a confirmed demo artisan created by the demo hunter', async () => {
    const answer = await login('artisan@demo.test', DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    const row = await api.database.db
      .selectFrom('artisans as a')
      .innerJoin('artisan_personal_data as p', 'p.artisan_id', 'a.id')
      .innerJoin('staff_personal_data as s', 's.account_id', 'a.created_by')
      .select(['a.country_id', 'a.craft_material_id', 'a.craft_person_id', 'a.confirmed_email', 's.email'])
      .where('p.email_key', '=', 'artisan@demo.test')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      country_id: FRANCE,
      craft_material_id: craft,
      craft_person_id: occupation,
      confirmed_email: true,
      email: 'hunter@demo.test',
    });
    await api.app.get(DemoData).load(); // loading again adds nothing
    expect(
      await api.database.db
        .selectFrom('artisan_personal_data')
        .select('artisan_id')
        .where('email_key', '=', 'artisan@demo.test')
        .execute(),
    ).toHaveLength(1);
  });

  it('rebuilds the artisans read model from the events to what it is live', async () => {
    const db = api.database.db;
    const dump = () => db.selectFrom('artisans').selectAll().orderBy('id').execute();
    const live = await dump();
    expect(live.length).toBeGreaterThan(5);
    const runner = new ProjectionRunner(api.app.get<EventStore>(EVENT_STORE), db, [artisansProjection]);
    await rebuildProjection(db, runner, artisansProjection);
    expect(await dump()).toEqual(live);
  });
});
