/**
 * Helpers shared by the artisan profile and upload e2e tests (not a test file: test-support/ is
 * outside the app build and no jest project matches its name).
 */
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Role } from '@artisans/domain';
import { startTestApp, type TestApp } from './test-app';
import { DEMO_PASSWORD, DemoData } from '../apps/api/src/demo/demo-data';
import { seedReferenceData } from '../apps/api/src/reference-data/seed-reference-data';

export const FRANCE = 250;
export const ITALY = 380;
export const SPAIN = 724;
export const GERMANY = 276;

export type Answer<T = Record<string, unknown>> = {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
};

export type Body =
  | { json: unknown }
  | { form: Record<string, string | string[]> }
  | { multipart: FormData }
  | { raw: string; type: string };

export const DEMO_EMAILS: Record<Role, string> = {
  ROLE_ADMIN: 'admin@demo.test',
  ROLE_EXECUTIVE_COMMITTEE: 'committee@demo.test',
  ROLE_NETWORK_MEMBER: 'network@demo.test',
  ROLE_AMBASSADOR: 'ambassador@demo.test',
  ROLE_ARTISAN_HUNTER: 'hunter@demo.test',
  ROLE_ARTISAN: 'artisan@demo.test',
};

export type Kit = {
  api: TestApp;
  uploadDir: string;
  tokens: Record<Role, string>;
  staffIds: Record<string, string>;
  demoArtisanId: string;
  refs: { wood: number; cabinetmaker: number; glass: number; glassblower: number; recommendations: number[] };
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    token?: string,
    body?: Body,
  ): Promise<Answer<T>>;
  /** A complete staff body for a new artisan (unique names and email unless overridden). */
  newArtisan(overrides?: Record<string, unknown>): Record<string, unknown>;
  /** Creates an artisan as this staff member; fails the test unless 201. */
  create(
    token: string,
    overrides?: Record<string, unknown>,
  ): Promise<Record<string, unknown> & { id: string }>;
  close(): Promise<void>;
};

/** `env` adds or overrides settings of the app under test. */
export async function startKit(env: Record<string, string> = {}): Promise<Kit> {
  const uploadDir = resolve('var/test-uploads', randomUUID());
  const api = await startTestApp({
    RATE_LIMIT_PER_IP: '100000',
    RATE_LIMIT_PER_ACCOUNT: '100000',
    UPLOAD_DIR: uploadDir,
    ...env,
  });
  const db = api.database.db;
  await seedReferenceData(db, { demo: true });
  await api.app.get(DemoData).load();

  const idOf = async (table: 'craft_materials' | 'craft_people', code: string) =>
    (await db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const refs = {
    wood: await idOf('craft_materials', 'wood'),
    cabinetmaker: await idOf('craft_people', 'cabinetmaker'),
    glass: await idOf('craft_materials', 'glass'),
    glassblower: await idOf('craft_people', 'glassblower'),
    recommendations: (await db.selectFrom('recommendations').select('id').orderBy('id').execute()).map(
      (r) => r.id,
    ),
  };
  const staffIds = Object.fromEntries(
    (await db.selectFrom('staff_personal_data').select(['account_id', 'email']).execute()).map((row) => [
      row.email.split('@')[0] as string,
      row.account_id,
    ]),
  );
  const demoArtisanId = (
    await db
      .selectFrom('artisan_personal_data')
      .select('artisan_id')
      .where('email_key', '=', 'artisan@demo.test')
      .executeTakeFirstOrThrow()
  ).artisan_id;

  async function call<T>(method: string, path: string, token?: string, body?: Body): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | FormData | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body && 'form' in body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(body.form))
        for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
      payload = params.toString();
    } else if (body && 'multipart' in body) {
      payload = body.multipart;
    } else if (body) {
      headers['content-type'] = body.type;
      payload = body.raw;
    }
    const response = await fetch(`${api.url}${path}`, { method, headers, body: payload });
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    let parsed: unknown = {};
    if (/json/.test(type) && bytes.length > 0) parsed = JSON.parse(bytes.toString('utf8'));
    return { status: response.status, headers: response.headers, body: parsed as T, bytes };
  }

  const login = async (role: Role) => {
    const path = role === 'ROLE_ARTISAN' ? '/artisan/login_check' : '/user/login_check';
    const answer = await call<{ token?: string }>('POST', path, undefined, {
      json: { email: DEMO_EMAILS[role], password: DEMO_PASSWORD },
    });
    if (!answer.body.token) throw new Error(`Demo login as ${role} failed: ${JSON.stringify(answer.body)}`);
    return answer.body.token;
  };
  const tokens = {} as Record<Role, string>;
  for (const role of Object.keys(DEMO_EMAILS) as Role[]) tokens[role] = await login(role);

  const newArtisan = (overrides: Record<string, unknown> = {}) => {
    const unique = randomUUID().slice(0, 8);
    return {
      title: 'Mr.',
      firstName: `Giovanni ${unique}`,
      lastName: 'Rossi',
      email: `giovanni.${unique}@atelier.test`,
      country: `/api/countries/${FRANCE}`,
      craftMaterail: `/api/craft_materails/${refs.wood}`,
      craftPerson: `/api/craft_people/${refs.cabinetmaker}`,
      inActivity: 1990,
      ...overrides,
    };
  };

  return {
    api,
    uploadDir,
    tokens,
    staffIds,
    demoArtisanId,
    refs,
    call,
    newArtisan,
    async create(token, overrides) {
      const answer = await call<Record<string, unknown> & { id: string }>('POST', '/api/artisans', token, {
        json: newArtisan(overrides),
      });
      if (answer.status !== 201)
        throw new Error(`Creating an artisan answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body;
    },
    async close() {
      await api.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/**
 * The kit of a describe block: started before its tests, closed after them. Most e2e suites open
 * the same way, so they take `const { kit, t } = suiteKit();` instead of the let/beforeAll/afterAll
 * lines each. Both answer for the started kit (and its tokens) from inside a hook or a test; read
 * at describe time, before beforeAll has run, they throw. A suite's own beforeAll declared after
 * this call runs after the kit has started (jest runs a block's hooks in declaration order); a
 * cleanup that must come before the kit closes keeps the let/beforeAll/afterAll form.
 */
export function suiteKit(env: Record<string, string> = {}): { kit: Kit; t: Record<Role, string> } {
  let started: Kit | undefined;
  beforeAll(async () => {
    started = await startKit(env);
  });
  afterAll(() => started?.close());
  const current = (): Kit => {
    if (!started) throw new Error('The suite kit is read before its beforeAll has started it');
    return started;
  };
  return { kit: lateBound(current), t: lateBound(() => current().tokens) };
}

/** An object that reads through to `read()` each time it is used (keys and entries included). */
export function lateBound<T extends object>(read: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(read(), key),
    has: (_, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(read(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
