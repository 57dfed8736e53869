import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { sql } from 'kysely';
import { loadConfig } from '@artisans/platform';
import { SmtpSink } from '../../../../test-support/smtp-sink';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../../../../test-support/test-database';
import { buildApps, ProductProcess, WorkerProcess } from '../../../../test-support/worker-process';
import { createApp } from '../create-app';
import { DEMO_PASSWORD, DemoData } from '../demo/demo-data';
import { seedReferenceData } from '../reference-data/seed-reference-data';

/**
 * Issue 18 §4: the product split into its roles, as a deployment past one machine runs it. Two API
 * processes, two mail workers and two projections processes (one leads, one stands by) share one
 * database and Redis; sign-ups and staff commands go through both APIs while one API process and
 * the leading projections process are killed (SIGKILL) in the middle. Whatever was answered is
 * kept: in the read models once, mailed once; the standby takes the projections over.
 */
jest.setTimeout(240_000);

const FRANCE = 250;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the product as separate processes: APIs, workers and projections', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let env: Record<string, string>;
  const processes: ProductProcess[] = [];
  let craft: { material: number; person: number };

  beforeAll(async () => {
    buildApps(['apps/api', 'apps/worker']);
    sink = await SmtpSink.start();
    database = await createTestDatabase('roles');
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: `test-${database.name}`,
      SMTP_URL: sink.url,
      MAIL_DIR: `var/test-mail/${database.name}`,
      RATE_LIMIT_PER_IP: '100000',
      RATE_LIMIT_PER_ACCOUNT: '100000',
    };
    // The countries, crafts and demo accounts, written once before the roles start.
    const setup = await createApp(loadConfig({ ...env, LOG_LEVEL: 'silent' }));
    await setup.init();
    await seedReferenceData(database.db, { demo: true });
    await setup.get(DemoData).load();
    await setup.close();
    const idOf = async (table: 'craft_materials' | 'craft_people', code: string) =>
      (await database.db.selectFrom(table).select('id').where('code', '=', code).executeTakeFirstOrThrow())
        .id;
    craft = {
      material: await idOf('craft_materials', 'wood'),
      person: await idOf('craft_people', 'cabinetmaker'),
    };
  }, 240_000);

  afterAll(async () => {
    await Promise.all(processes.map((child) => child.kill('SIGKILL')));
    await sink?.close();
    await database?.drop();
  });

  async function startApi(): Promise<{ process: ProductProcess; url: string }> {
    const port = await freePort();
    const api = await ProductProcess.run(
      'apps/api/dist/cli/start-api.js',
      { ...env, PORT: String(port) },
      /listening on port/,
    );
    processes.push(api);
    return { process: api, url: `http://127.0.0.1:${port}` };
  }

  async function startProjections(ready: RegExp): Promise<ProductProcess> {
    const projections = await ProductProcess.run('apps/api/dist/cli/start-projections.js', env, ready);
    processes.push(projections);
    return projections;
  }

  it('keeps every answered request, in the read models once and mailed once, through kills', async () => {
    const leader = await startProjections(/Projections process \d+ leads/);
    await startProjections(/Projections process \d+ stands by/);
    const [a, b] = [await startApi(), await startApi()];
    for (let i = 0; i < 2; i += 1) processes.push(await WorkerProcess.start(env));

    // A session opened through one API process holds on the other.
    const login = await fetch(`${a.url}/user/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hunter@demo.test', password: DEMO_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${b.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);

    const body = (unique: string, signUp: boolean) => ({
      title: 'Ms.',
      firstName: `Roles ${unique}`,
      lastName: 'Processes',
      email: `roles.${unique}@atelier.test`,
      country: `/api/countries/${FRANCE}`,
      craftMaterail: `/api/craft_materails/${craft.material}`,
      craftPerson: `/api/craft_people/${craft.person}`,
      inActivity: 2001,
      ...(signUp ? { password: 'Atelier-pass-2026', confirmation: 'Atelier-pass-2026' } : {}),
    });
    type Sent = { email: string; signUp: boolean; toSurvivor: boolean; afterKill: boolean; id?: string };
    let killed = false;
    const send = async (api: typeof a, signUp: boolean): Promise<Sent> => {
      const request = body(randomUUID().slice(0, 8), signUp);
      const sent = { email: request.email, signUp, toSurvivor: api === b, afterKill: killed };
      try {
        const response = await fetch(`${api.url}/api/artisans`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-language': 'en',
            ...(signUp ? {} : { authorization: `Bearer ${token}` }),
          },
          body: JSON.stringify(request),
        });
        if (response.status !== 201)
          throw new Error(`${api.url} answered ${response.status}: ${await response.text()}`);
        return { ...sent, id: ((await response.json()) as { id: string }).id };
      } catch (error) {
        if (api === b) throw error;
        return sent; // the process answering it was killed
      }
    };

    // Sign-ups (each mailed) and staff additions, alternating between the two APIs, all at once;
    // the first API process and the leading projections process die in the middle.
    const sending: Promise<Sent>[] = [];
    for (let i = 0; i < 40; i += 1) {
      sending.push(send(i % 2 === 0 ? a : b, i % 4 < 2));
      if (i === 20) {
        await Promise.all(sending.slice(0, 10));
        await a.process.kill('SIGKILL');
        await leader.kill('SIGKILL');
        killed = true;
      }
    }
    const results = await Promise.all(sending);
    // Through the survivor, after the kills: everything goes on.
    for (let i = 0; i < 6; i += 1) results.push(await send(b, i % 2 === 0));
    const answered = results.filter((r) => r.id !== undefined);
    const answeredIds = answered.map((r) => r.id!);
    // No request lost beyond those in flight: the survivor answered all its own (send throws
    // otherwise), the killed process those before its death and none after.
    expect(results.filter((r) => !r.toSurvivor && r.afterKill && r.id)).toEqual([]);
    expect(results.filter((r) => !r.toSurvivor && !r.afterKill && r.id).length).toBeGreaterThanOrEqual(5);
    expect(answered.filter((r) => r.toSurvivor)).toHaveLength(26);

    // The standby took the projections over: every answered artisan is listed, once.
    const db = database.db;
    await until('every answered artisan listed', async () => {
      const rows = await db
        .selectFrom('artisan_list')
        .select('artisan_id')
        .where('artisan_id', 'in', answeredIds)
        .execute();
      return rows.length === answeredIds.length ? true : undefined;
    });
    // The list equals what the event log holds: one row per registered artisan, none missing,
    // none twice (requests in flight when a process died may have been registered or not).
    const registered = (
      await sql<{ id: string }>`
        SELECT data->>'artisanId' AS id FROM es_events WHERE event_type = 'ArtisanRegistered'`.execute(db)
    ).rows;
    const listed = await db.selectFrom('artisan_list').select('artisan_id').execute();
    expect(listed.map((row) => row.artisan_id).sort()).toEqual(registered.map((row) => row.id).sort());
    expect(new Set(registered.map((row) => row.id)).size).toBe(registered.length);
    expect(registered.map((row) => row.id)).toEqual(expect.arrayContaining(answeredIds));

    // Every answered sign-up mailed once, by either worker; no one mailed twice.
    const signUps = answered.filter((r) => r.signUp).map((r) => r.email);
    await until('every answered sign-up mailed', async () => {
      const recipients = new Set(sink.messages.flatMap((m) => m.to));
      return signUps.every((email) => recipients.has(email)) ? true : undefined;
    });
    await new Promise((r) => setTimeout(r, 3000)); // a duplicate would come within the lock period
    const perRecipient = new Map<string, number>();
    for (const mail of sink.messages)
      for (const to of mail.to) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
    expect([...perRecipient.entries()].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('ends a session on every API process at once when its account changes on one of them', async () => {
    await startProjections(/Projections process \d+ (leads|stands by)/);
    const [a, b] = [await startApi(), await startApi()];
    const signIn = async (email: string) => {
      const response = await fetch(`${a.url}/user/login_check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      return ((await response.json()) as { token: string }).token;
    };
    const [admin, network] = [await signIn('admin@demo.test'), await signIn('network@demo.test')];
    const me = (token: string) =>
      fetch(`${b.url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    // The second process has read the network member's account, and keeps it.
    const before = await me(network);
    expect(before.status).toBe(200);
    expect((await me(network)).status).toBe(200);
    const { id } = (await before.json()) as { id: string };

    // Deactivated through the first process: the second refuses the session on the next request.
    const deactivated = await fetch(`${a.url}/api/users/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ isActive: false }),
    });
    expect(deactivated.status).toBe(200);
    expect((await me(network)).status).toBe(401);
    expect((await me(admin)).status).toBe(200);
  });
});
