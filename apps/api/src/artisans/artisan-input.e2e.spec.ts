import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { MESSAGES } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import { DEMO_PASSWORD, DemoData } from '../demo/demo-data';
import { ARTISAN_MESSAGES } from './domain/artisan-messages';

type Answer = { status: number; contentType: string; body: Record<string, unknown> };

/** Every artisan endpoint with the fields it reads (random bodies favour them). */
const ENDPOINTS: { method: 'POST' | 'DELETE'; path: string; fields: string[]; auth?: 'artisan' | 'admin' }[] =
  [
    {
      method: 'POST',
      path: '/api/artisans',
      fields: ['title', 'gender', 'firstName', 'lastName', 'email', 'password', 'confirmation', 'country'],
    },
    {
      method: 'POST',
      path: '/api/artisans.json',
      fields: ['craftMaterail', 'craftPerson', 'inActivity', 'website'],
    },
    { method: 'POST', path: '/check-artisan-exitsts', fields: ['firstName', 'lastName', 'country', 'email'] },
    { method: 'POST', path: '/send-confirm-email', fields: ['email'] },
    { method: 'POST', path: '/confirm-email-by-hash', fields: ['hashEmail'] },
    { method: 'POST', path: '/send-created-email', fields: ['email'] },
    { method: 'POST', path: '/get-invite-by-hash', fields: ['hashInvite'] },
    { method: 'POST', path: '/create-password-artisan-action', fields: ['hash', 'id', 'password', 'goto'] },
    { method: 'POST', path: '/set-hash-reset-pass-artisan', fields: ['email'] },
    { method: 'POST', path: '/get-artisan-by-hash', fields: ['hash'] },
    { method: 'POST', path: '/reset-password-artisan', fields: ['hash', 'id', 'password', 'confirmation'] },
    { method: 'POST', path: '/reset-password-artisan-action', fields: ['hash', 'id', 'password'] },
    { method: 'POST', path: '/get-go-to-hash', fields: ['hash'] },
    { method: 'POST', path: '/artisan-auto-login', fields: ['id', 'loginProof'] },
    { method: 'POST', path: `/api/artisans/${randomUUID()}/invite`, fields: ['goTo'], auth: 'admin' },
    {
      method: 'POST',
      path: '/api/artisans/me/password',
      fields: ['oldPassword', 'newPassword', 'confirmation'],
      auth: 'artisan',
    },
    { method: 'DELETE', path: '/api/artisans/me', fields: ['password'], auth: 'artisan' },
  ];

const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 250, maxLength: 400 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const bodyFor = (fields: string[]) =>
  fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 8 })), value, { maxKeys: 6 });

describe('artisan endpoints: bad input is a 400 with a clear message, never a 500', () => {
  let api: TestApp;
  const tokens: Record<'artisan' | 'admin', string> = { artisan: '', admin: '' };

  async function send(
    method: string,
    path: string,
    body: string | undefined,
    contentType: string,
    token?: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${api.url}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { raw: text };
    }
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: parsed };
  }

  const json = (path: string, body: unknown, method = 'POST', token?: string) =>
    send(method, path, JSON.stringify(body), 'application/json', token);

  function expectClearRefusal(answer: Answer, context: unknown): void {
    const ok =
      [400, 404].includes(answer.status) &&
      answer.contentType.includes('application/problem+json') &&
      typeof answer.body.detail === 'string' &&
      answer.body.detail.length > 0 &&
      answer.body.detail !== MESSAGES.generic;
    if (!ok) throw new Error(`Unexpected answer ${JSON.stringify(answer)} to ${JSON.stringify(context)}`);
  }

  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_PER_IP: '100000', RATE_LIMIT_PER_ACCOUNT: '100000' });
    await api.app.get(DemoData).load();
    const login = async (path: string, email: string) =>
      (
        await json(path, {
          email,
          password: DEMO_PASSWORD,
        })
      ).body.token as string;
    tokens.artisan = await login('/artisan/login_check', 'artisan@demo.test');
    tokens.admin = await login('/user/login_check', 'admin@demo.test');
  });
  afterAll(() => api.close());

  it.each(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: random JSON and form bodies',
    async (_name, endpoint) => {
      const token = endpoint.auth ? tokens[endpoint.auth] : undefined;
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint.fields), fc.boolean(), async (body, asForm) => {
          const answer = asForm
            ? await send(
                endpoint.method,
                endpoint.path,
                new URLSearchParams(
                  Object.entries(body).flatMap(([k, v]) =>
                    (Array.isArray(v) ? v : [v]).map((item): [string, string] => [
                      k,
                      typeof item === 'string' ? item : JSON.stringify(item),
                    ]),
                  ),
                ).toString(),
                'application/x-www-form-urlencoded',
                token,
              )
            : await send(endpoint.method, endpoint.path, JSON.stringify(body), 'application/json', token);
          expectClearRefusal(answer, { endpoint: endpoint.path, body, asForm });
        }),
        { numRuns: 40 },
      );
      // Bodies that are not objects at all.
      for (const raw of ['[]', '"text"', '42', '{"broken":', '']) {
        const answer = await send(endpoint.method, endpoint.path, raw, 'application/json', token);
        expectClearRefusal(answer, { endpoint: endpoint.path, raw });
      }
    },
    120_000,
  );

  it('names every missing field of the sign-up with the messages of the spec', async () => {
    const answer = await json('/api/artisans', {});
    expect(answer.status).toBe(400);
    const messages = (answer.body.violations as { propertyPath: string; message: string }[]).map((v) => [
      v.propertyPath,
      v.message,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['title', ARTISAN_MESSAGES.titleRequired],
        ['firstName', ARTISAN_MESSAGES.firstNameRequired],
        ['lastName', ARTISAN_MESSAGES.lastNameRequired],
        ['email', MESSAGES.invalidEmail],
        ['password', MESSAGES.fillPassword],
        ['country', ARTISAN_MESSAGES.countryRequired],
        ['craftMaterail', ARTISAN_MESSAGES.craftRequired],
        ['craftPerson', ARTISAN_MESSAGES.occupationRequired],
        ['inActivity', ARTISAN_MESSAGES.inActivityRequired],
      ]),
    );
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', MESSAGES.invalidEmail],
    [{ firstName: 'x'.repeat(101) }, 'firstName', 'At most 100 characters.'],
    [
      { inActivity: 1899 },
      'inActivity',
      `In Activity must be a year between 1900 and ${new Date().getUTCFullYear() + 1}.`,
    ],
    [
      { inActivity: new Date().getUTCFullYear() + 2 },
      'inActivity',
      `In Activity must be a year between 1900 and ${new Date().getUTCFullYear() + 1}.`,
    ],
    [{ inActivity: 'nineteen' }, 'inActivity', 'In Activity must be a year.'],
    [{ password: 'short', confirmation: 'short' }, 'password', MESSAGES.passwordTooShort],
    [{ confirmation: 'something else' }, 'confirmation', MESSAGES.passwordsDiffer],
    [{ country: 'France' }, 'country', ARTISAN_MESSAGES.unknownCountry],
    [{ title: 'Dr.' }, 'title', ARTISAN_MESSAGES.titleValues],
    [{ place: 'Paris <script>' }, 'place', ARTISAN_MESSAGES.placeCharacters],
    [{ facebook: 'not a link' }, 'facebook', 'The Facebook link is not a valid URL.'],
    [{ website: 'javascript:alert(1)' }, 'website', 'The website link is not a valid URL.'],
    [{ phone: 'call me' }, 'phone', ARTISAN_MESSAGES.phoneFormat],
    [{ isReceiveNews: 'maybe' }, 'isReceiveNews', 'isReceiveNews must be true or false.'],
    [{ master: true }, '', 'Unknown field(s): master'],
  ])('refuses a sign-up with %j', async (change, field, message) => {
    const valid = {
      title: 'Ms.',
      firstName: 'Anna',
      lastName: 'Example',
      email: 'anna@example.org',
      password: 'long-enough-password',
      confirmation: 'long-enough-password',
      country: '/api/countries/250',
      craftMaterail: '/api/craft_materails/1',
      craftPerson: '/api/craft_people/1',
      inActivity: 2000,
    };
    const answer = await json('/api/artisans', { ...valid, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.violations).toEqual([{ propertyPath: field, message }]);
  });

  it('refuses references that do not exist or do not fit together', async () => {
    // This test database has no reference data: every reference is unknown.
    const answer = await json('/api/artisans', {
      title: 'Ms.',
      firstName: 'Anna',
      lastName: 'Example',
      email: 'anna@example.org',
      password: 'long-enough-password',
      country: '/api/countries/250',
      craftMaterail: '/api/craft_materails/1',
      craftPerson: '/api/craft_people/1',
      inActivity: 2000,
    });
    expect(answer).toMatchObject({ status: 400, body: { detail: ARTISAN_MESSAGES.unknownCountry } });
  });

  it.each([
    ['/send-confirm-email', {}, MESSAGES.fillEmail],
    ['/send-confirm-email', { email: 'nope' }, MESSAGES.emailFormat],
    ['/set-hash-reset-pass-artisan', { email: '' }, MESSAGES.fillEmail],
    ['/send-created-email', { email: 'a@b' }, MESSAGES.emailFormat],
    ['/confirm-email-by-hash', {}, 'hashEmail is required.'],
    ['/get-invite-by-hash', { hashInvite: 12 }, 'hashInvite is required.'],
    ['/artisan-auto-login', { id: randomUUID() }, ARTISAN_MESSAGES.loginProofRequired],
    ['/artisan-auto-login', { id: 'nope', loginProof: 'x' }, 'id must be the id of an artisan.'],
    [
      '/create-password-artisan-action',
      { hash: 'h', id: randomUUID(), password: 'p' },
      MESSAGES.passwordTooShort,
    ],
    [
      '/create-password-artisan-action',
      { hash: 'h', id: randomUUID(), password: 'long-enough', goto: 'https://evil.example' },
      'goto must be a screen of the app.',
    ],
    ['/reset-password-artisan-action', { hash: 'h', id: randomUUID() }, MESSAGES.fillPassword],
  ])('%s with %j: 400 %s', async (path, body, message) => {
    const answer = await json(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(message);
  });
});

describe('artisan endpoints: rate limits', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startTestApp({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_ACCOUNT: '2' });
  });
  afterAll(() => api.close());

  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('limits the existence check and the hash calls per client address', async () => {
    const check = { firstName: 'A', lastName: 'B', country: 'France', email: 'a@example.org' };
    expect([
      (await post('/check-artisan-exitsts', check)).status,
      (await post('/check-artisan-exitsts', check)).status,
    ]).toEqual([200, 200]);
    expect((await post('/check-artisan-exitsts', check)).status).toBe(200);
    expect(await post('/check-artisan-exitsts', check)).toMatchObject({
      status: 429,
      body: { code: 'too-many-attempts', detail: MESSAGES.tooManyAttempts },
    });
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await post('/get-artisan-by-hash', { hash: 'A'.repeat(43) })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('limits reset requests per account, so unknown addresses cannot be listed at speed', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await post('/set-hash-reset-pass-artisan', { email: 'who@example.org' })).status);
    expect(statuses).toEqual([404, 404, 429]);
  });
});
