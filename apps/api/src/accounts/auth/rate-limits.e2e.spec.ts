import { request } from 'node:http';
import { MESSAGES } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../../test-support/test-app';
import { DEMO_PASSWORD, DemoData } from '../../demo/demo-data';
import { seedReferenceData } from '../../reference-data/seed-reference-data';

type Answer = { status: number; retryAfter: string | undefined; body: Record<string, unknown> };

/** Where a request comes from: its own loopback address, and what it claims in X-Forwarded-For. */
type Origin = { address?: string; forwardedFor?: string };

/**
 * A POST from a chosen source address: Linux routes all of 127.0.0.0/8 to the loopback interface,
 * so 127.0.0.2 is another client as far as the API can tell, without any X-Forwarded-For.
 */
function post(api: TestApp, path: string, body: unknown, origin: Origin = {}): Promise<Answer> {
  const url = new URL(path, api.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: origin.address ?? '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...(origin.forwardedFor && { 'x-forwarded-for': origin.forwardedFor }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: Array.isArray(retryAfter) ? retryAfter[0] : retryAfter,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          });
        });
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const login = (api: TestApp, email: string, password: string, origin?: Origin) =>
  post(api, '/user/login_check', { email, password }, origin);

/** A garbage reset-link hash: refused (400) after it was counted against the address. */
const checkHash = (api: TestApp, origin: Origin) =>
  post(api, '/get-artisan-by-hash', { hash: 'A'.repeat(43) }, origin);

/** A 429 says in whole seconds when to try again, no later than the window it was counted in. */
function expectTooMany(answer: Answer, windowSeconds: number): void {
  expect(answer).toMatchObject({
    status: 429,
    body: { code: 'too-many-attempts', detail: MESSAGES.tooManyAttempts },
  });
  expect(answer.retryAfter).toMatch(/^\d+$/);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
}

async function startWithDemo(env: Record<string, string>): Promise<TestApp> {
  const api = await startTestApp(env);
  await seedReferenceData(api.database.db, { demo: false });
  await api.app.get(DemoData).load();
  return api;
}

describe('attempt limits with the default settings', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startWithDemo({});
  }, 120_000);
  afterAll(() => api?.close());

  it("lets the owner in from their address after a stranger's ten wrong passwords from another", async () => {
    const stranger = { address: '127.0.0.2' };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await login(api, 'admin@demo.test', `guess-${i}`, stranger)).status);
    expect(statuses).toEqual(Array(10).fill(401));
    expectTooMany(await login(api, 'admin@demo.test', 'guess-10', stranger), 900);
    // The stranger's refusal says when: not before the window of 15 minutes has moved on.
    expectTooMany(await login(api, 'admin@demo.test', DEMO_PASSWORD, stranger), 900);

    const owner = await login(api, 'admin@demo.test', DEMO_PASSWORD, { address: '127.0.0.3' });
    expect(owner.status).toBe(200);
    expect(typeof owner.body.token).toBe('string');
  });

  it('lets an office of people behind one address make their mistakes', async () => {
    const office = { address: '127.0.0.4' };
    const statuses = new Set<number>();
    // Sixty people mistyping their password once: twice what once locked out testers sharing an address.
    for (let person = 0; person < 60; person += 1)
      statuses.add((await login(api, `person-${person}@office.example`, 'mistyped', office)).status);
    expect([...statuses]).toEqual([401]);
    // And everyone who types it right gets in; their logins do not count against the address.
    for (let i = 0; i < 5; i += 1)
      expect((await login(api, 'committee@demo.test', DEMO_PASSWORD, office)).status).toBe(200);
  }, 60_000);

  it('ignores X-Forwarded-For when no proxy is trusted: a client cannot choose its address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1)
      statuses.push((await checkHash(api, { address: '127.0.0.5', forwardedFor: `203.0.113.${i}` })).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    expectTooMany(await checkHash(api, { address: '127.0.0.5', forwardedFor: '198.51.100.1' }), 900);
  }, 60_000);
});

describe('attempt limits behind a trusted proxy', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await startWithDemo({
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_PER_IP: '6',
      RATE_LIMIT_PER_ACCOUNT: '3',
      RATE_LIMIT_PER_ACCOUNT_ALL_IPS: '6',
    });
  }, 120_000);
  afterAll(() => api?.close());

  it('counts each client the trusted proxy names as its own address', async () => {
    const proxy = '127.0.0.1';
    for (let i = 0; i < 6; i += 1)
      expect((await checkHash(api, { address: proxy, forwardedFor: '192.0.2.1' })).status).toBe(400);
    expectTooMany(await checkHash(api, { address: proxy, forwardedFor: '192.0.2.1' }), 900);
    expect((await checkHash(api, { address: proxy, forwardedFor: '192.0.2.2' })).status).toBe(400);
  });

  it('keeps guessing one account slow from many addresses, with the slower limit of the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await login(api, 'network@demo.test', `guess-${i}`, { forwardedFor: `198.51.100.${i}` })).status,
      );
    expect(statuses).toEqual(Array(6).fill(401));
    // A seventh address is refused too, for up to the account's window of an hour.
    expectTooMany(await login(api, 'network@demo.test', 'guess-6', { forwardedFor: '198.51.100.200' }), 3600);
  });

  it('refuses one account from one address after its own limit, other accounts still open there', async () => {
    const address = { forwardedFor: '192.0.2.50' };
    for (let i = 0; i < 3; i += 1)
      expect((await login(api, 'hunter@demo.test', `guess-${i}`, address)).status).toBe(401);
    expectTooMany(await login(api, 'hunter@demo.test', 'guess-3', address), 900);
    expect((await login(api, 'ambassador@demo.test', DEMO_PASSWORD, address)).status).toBe(200);
  });
});
