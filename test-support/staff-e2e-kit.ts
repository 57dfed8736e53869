/**
 * Helpers shared by the staff accounts e2e tests (not a test file: test-support/ is
 * outside the app build and no jest project matches its name).
 */
import { randomUUID } from 'node:crypto';
import { DEMO_PASSWORD, DemoData } from '../apps/api/src/demo/demo-data';
import { seedReferenceData } from '../apps/api/src/reference-data/seed-reference-data';
import type { TestApp } from './test-app';

export type Answer<T = Record<string, unknown>> = { status: number; body: T };

export type Caller = {
  get<T = Record<string, unknown>>(path: string, token?: string): Promise<Answer<T>>;
  post<T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<Answer<T>>;
  /** The same as a browser form: application/x-www-form-urlencoded. */
  form<T = Record<string, unknown>>(
    path: string,
    fields: Record<string, string | string[]>,
    token?: string,
  ): Promise<Answer<T>>;
  put<T = Record<string, unknown>>(path: string, body: unknown, token?: string): Promise<Answer<T>>;
  delete<T = Record<string, unknown>>(path: string, token?: string, body?: unknown): Promise<Answer<T>>;
  login(email: string, password?: string): Promise<string>;
};

async function answer<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

export function caller(api: TestApp): Caller {
  const headers = (token?: string, type = 'application/json') => ({
    'content-type': type,
    ...(token && { authorization: `Bearer ${token}` }),
  });
  const send = async <T>(method: string, path: string, body: unknown, token?: string) =>
    answer<T>(
      await fetch(`${api.url}${path}`, {
        method,
        headers: headers(token),
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  const self: Caller = {
    get: (path, token) => send('GET', path, undefined, token),
    post: (path, body, token) => send('POST', path, body, token),
    put: (path, body, token) => send('PUT', path, body, token),
    delete: (path, token, body) => send('DELETE', path, body, token),
    async form(path, fields, token) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(fields))
        for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
      return answer(
        await fetch(`${api.url}${path}`, {
          method: 'POST',
          headers: headers(token, 'application/x-www-form-urlencoded'),
          body: params.toString(),
        }),
      );
    },
    async login(email, password = DEMO_PASSWORD) {
      const { status, body } = await self.post<{ token: string }>('/user/login_check', { email, password });
      if (status !== 200) throw new Error(`login of ${email} answered ${status}: ${JSON.stringify(body)}`);
      return body.token;
    },
  };
  return self;
}

/** The countries, and the demo accounts (one per staff role) with their ids by email name. */
export async function loadDemo(api: TestApp): Promise<Record<string, string>> {
  await seedReferenceData(api.database.db, { demo: false });
  await api.app.get(DemoData).load();
  const rows = await api.database.db
    .selectFrom('staff_personal_data')
    .select(['account_id', 'email'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.email.split('@')[0] as string, row.account_id]));
}

/** The demo staff accounts by email name, one per staff role (loadDemo's ids use the same names). */
export const DEMO_STAFF = ['admin', 'committee', 'network', 'ambassador', 'hunter'] as const;

/** Tokens of every demo account: the staff by email name (DEMO_STAFF), the demo artisan as `artisan`. */
export async function demoLogins(http: Caller): Promise<Record<string, string>> {
  const tokens: Record<string, string> = {};
  for (const name of DEMO_STAFF) tokens[name] = await http.login(`${name}@demo.test`);
  const artisan = await http.post<{ token: string }>('/artisan/login_check', {
    email: 'artisan@demo.test',
    password: DEMO_PASSWORD,
  });
  tokens['artisan'] = artisan.body.token;
  return tokens;
}

/** An artisans row created by a staff account, written directly as the test's fixture. */
export async function attachArtisan(api: TestApp, createdBy: string, countryId = 250): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await api.database.db
    .insertInto('artisans')
    .values({
      id,
      created_by: createdBy,
      country_id: countryId,
      source: 'staff',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The hash of the first link in a mail's text that opens the staff login screen. */
export function linkIn(text: string): { url: string; hash: string } {
  const match = /(https?:\/\/\S+\/login\?hash=([A-Za-z0-9_-]+))/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no login link in:\n${text}`);
  return { url: match[1], hash: match[2] };
}

/** Test environment shared by the staff e2e files: generous limits, a known public URL. */
export const STAFF_TEST_ENV = {
  PUBLIC_URL: 'https://artisans.example.org',
  RATE_LIMIT_PER_IP: '100000',
  RATE_LIMIT_PER_ACCOUNT: '100000',
};
