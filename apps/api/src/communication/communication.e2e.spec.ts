import { randomUUID } from 'node:crypto';
import { campaignProgressKeys } from '@artisans/platform';
import type { Redis } from 'ioredis';
import { SmtpSink, type ReceivedMail } from '../../../../test-support/smtp-sink';
import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import { buildApps, WorkerProcess } from '../../../../test-support/worker-process';
import {
  STAFF_TEST_ENV,
  caller,
  loadDemo,
  type Caller,
  demoLogins,
} from '../../../../test-support/staff-e2e-kit';
import { REDIS } from '../infrastructure/tokens';
import type { CampaignView } from './campaigns.reader';

const FRANCE = 250;
const ITALY = 380;

type Count = { artisans: number; staff: number; total: number };

const message = (language: string, subject: string, body = `<p>${subject}</p>`) => ({
  language,
  subject,
  html: body,
});

/** Artisans written straight into the read models: the audience reads those, not the streams. */
async function seedArtisans(
  api: TestApp,
  count: number,
  options: { countryId: number; receiveNews: boolean; statusEval?: string; language?: string; tag: string },
): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  const now = new Date();
  const db = api.database.db;
  for (let start = 0; start < ids.length; start += 500) {
    const slice = ids.slice(start, start + 500);
    await db
      .insertInto('artisans')
      .values(
        slice.map((id) => ({
          id,
          country_id: options.countryId,
          craft_material_id: null,
          craft_person_id: null,
          created_by: null,
          source: 'staff' as const,
          receive_news: options.receiveNews,
          language: options.language ?? 'en',
          created_at: now,
          updated_at: now,
          in_activity: null,
          invited_at: null,
        })),
      )
      .execute();
    await db
      .insertInto('artisan_personal_data')
      .values(
        slice.map((id, index) => ({
          artisan_id: id,
          title: null,
          first_name: 'Test',
          last_name: `${options.tag} ${start + index}`,
          email: `${options.tag}.${start + index}@artisans.test`,
          email_key: `${options.tag}.${start + index}@artisans.test`,
        })),
      )
      .execute();
    await db
      .insertInto('artisan_list')
      .values(
        slice.map((id) => ({
          artisan_id: id,
          country_id: options.countryId,
          craft_material_id: null,
          craft_person_id: null,
          in_activity: null,
          considered_as: null,
          created_at: now,
          created_by: null,
          last_modified_at: now,
          last_modified_by: null,
          last_modified_by_role: null,
          evaluation_total_point: null,
          green_list_status: null,
          green_list_total_point: null,
          ...(options.statusEval && { status_eval: options.statusEval }),
        })),
      )
      .execute();
  }
  return ids;
}

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out; last value: ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const headerLine = (mail: ReceivedMail, name: string) =>
  mail.parsed.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/\r?\n\s+/g, ' ');

describe('communication tool: campaigns, audience, sending, unsubscribing', () => {
  let api: TestApp;
  let http: Caller;
  let sink: SmtpSink;
  const tokens: Record<string, string> = {};
  const workers: WorkerProcess[] = [];
  let workerEnv: Record<string, string>;

  const audience = {
    artisans: { countries: [ITALY], craftMaterials: [], statusEval: [], recommendations: [] },
    staff: null,
  };

  beforeAll(async () => {
    buildApps();
    sink = await SmtpSink.start();
    api = await startTestApp(STAFF_TEST_ENV);
    http = caller(api);
    await loadDemo(api);
    Object.assign(tokens, await demoLogins(http));
    workerEnv = {
      REDIS_URL: api.config.REDIS_URL,
      QUEUE_PREFIX: api.config.QUEUE_PREFIX,
      SMTP_URL: sink.url,
      MAIL_LOCK_DURATION_MS: '1500',
      MAIL_STALLED_INTERVAL_MS: '500',
      CAMPAIGN_RATE_PER_SECOND: '200',
    };
  }, 180_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill('SIGKILL')));
    await api?.close();
    await sink?.close();
  });

  it('lets the admin and the executive committee in, and no one else', async () => {
    const body = { messages: [message('en', 'Hello')], audience };
    for (const who of ['network', 'ambassador', 'hunter', 'artisan']) {
      expect((await http.get('/api/campaigns', tokens[who])).status).toBe(403);
      expect((await http.post('/api/campaigns/audience', { audience }, tokens[who])).status).toBe(403);
      expect((await http.post('/api/campaigns', body, tokens[who])).status).toBe(403);
      expect((await http.put(`/api/campaigns/${randomUUID()}`, body, tokens[who])).status).toBe(403);
      expect((await http.post(`/api/campaigns/${randomUUID()}/test`, {}, tokens[who])).status).toBe(403);
      expect((await http.post(`/api/campaigns/${randomUUID()}/send`, {}, tokens[who])).status).toBe(403);
      expect((await http.get(`/api/campaigns/${randomUUID()}`, tokens[who])).status).toBe(403);
    }
    expect((await http.get('/api/campaigns')).status).toBe(401);
    for (const who of ['admin', 'committee']) {
      expect((await http.get('/api/campaigns', tokens[who])).status).toBe(200);
      const created = await http.post<CampaignView>('/api/campaigns', body, tokens[who]);
      expect(created.status).toBe(201);
      expect(created.body.status).toBe('draft');
      expect((await http.get(`/api/campaigns/${created.body.id}`, tokens[who])).status).toBe(200);
    }
    expect((await http.get(`/api/campaigns/${randomUUID()}`, tokens['admin'])).status).toBe(404);
    expect((await http.get('/api/campaigns/not-an-id', tokens['admin'])).status).toBe(404);
  });

  it('refuses bad messages and sanitises the HTML', async () => {
    const refused = async (body: unknown) =>
      (await http.post('/api/campaigns', body, tokens['admin'])).status;
    expect(await refused({ messages: [], audience })).toBe(400);
    expect(await refused({ messages: [message('fr', 'Bonjour')], audience })).toBe(400); // English is required
    expect(await refused({ messages: [message('en', 'A'), message('en', 'B')], audience })).toBe(400);
    expect(await refused({ messages: [message('en', '  ')], audience })).toBe(400);
    expect(await refused({ messages: [message('xx', 'A')], audience })).toBe(400);
    expect(await refused({ messages: [message('en', 'A')], audience: { artisans: null, staff: null } })).toBe(
      400,
    );
    const created = await http.post<CampaignView>(
      '/api/campaigns',
      {
        messages: [
          message(
            'en',
            'Hi',
            '<p onclick="x()">Hi<script>alert(1)</script> <a href="https://a.example">a</a></p>',
          ),
        ],
        audience,
      },
      tokens['admin'],
    );
    expect(created.body.messages[0]?.html).toBe(
      '<p>Hi <a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
  });

  it('counts the audience against the seeded data before sending', async () => {
    await seedArtisans(api, 4, {
      countryId: ITALY,
      receiveNews: true,
      tag: 'italy-news',
      statusEval: 'SELECTED',
    });
    await seedArtisans(api, 3, { countryId: ITALY, receiveNews: false, tag: 'italy-quiet' });
    await seedArtisans(api, 2, { countryId: FRANCE, receiveNews: true, tag: 'france-news' });
    const count = async (body: unknown) =>
      (await http.post<Count>('/api/campaigns/audience', { audience: body }, tokens['admin'])).body;
    // The demo artisan (France) has not accepted news: only the seeded ones count.
    expect(await count({ artisans: { countries: [ITALY] } })).toEqual({ artisans: 4, staff: 0, total: 4 });
    expect(await count({ artisans: { countries: [FRANCE] } })).toEqual({ artisans: 2, staff: 0, total: 2 });
    expect(await count({ artisans: {} })).toEqual({ artisans: 6, staff: 0, total: 6 });
    expect(await count({ artisans: { statusEval: ['SELECTED'] } })).toEqual({
      artisans: 4,
      staff: 0,
      total: 4,
    });
    // The five demo staff accounts: by role, by country (the hunter works in Spain and France).
    expect(await count({ staff: {} })).toEqual({ artisans: 0, staff: 5, total: 5 });
    expect(await count({ staff: { roles: ['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE'] } })).toMatchObject({
      staff: 2,
    });
    expect(await count({ staff: { countries: [FRANCE] } })).toMatchObject({
      staff: (await staffIn(FRANCE)).length,
    });
    expect(await count({ artisans: { countries: [FRANCE] }, staff: { roles: ['ROLE_ADMIN'] } })).toEqual({
      artisans: 2,
      staff: 1,
      total: 3,
    });
    expect(
      (
        await http.post(
          '/api/campaigns/audience',
          { audience: { artisans: { countries: ['x'] } } },
          tokens['admin'],
        )
      ).status,
    ).toBe(400);
  });

  async function staffIn(country: number) {
    const rows = await api.database.db.selectFrom('staff_accounts').select(['id', 'countries']).execute();
    return rows.filter((row) => row.countries.includes(country));
  }

  it('sends a test to its author, then the campaign in each recipient’s language with the unsubscribe headers; unsubscribing turns news off once', async () => {
    const worker = await WorkerProcess.start(workerEnv);
    workers.push(worker);
    const demoArtisan = (
      await api.database.db
        .selectFrom('artisan_personal_data')
        .select('artisan_id')
        .where('email', '=', 'artisan@demo.test')
        .executeTakeFirstOrThrow()
    ).artisan_id;
    // The demo artisan accepts news through its own profile.
    const accepted = await http.put(
      `/api/artisans/${demoArtisan}`,
      { isReceiveNews: true },
      tokens['artisan'],
    );
    expect(accepted.status).toBe(200);

    const created = await http.post<CampaignView>(
      '/api/campaigns',
      {
        messages: [message('en', 'Spring news'), message('fr', 'Nouvelles du printemps')],
        audience: { artisans: { countries: [FRANCE] }, staff: { roles: ['ROLE_EXECUTIVE_COMMITTEE'] } },
      },
      tokens['admin'],
    );
    const id = created.body.id;
    const before = sink.messages.length;
    expect((await http.post(`/api/campaigns/${id}/test`, {}, tokens['admin'])).status).toBe(202);
    const tests = (await sink.waitForMessages(before + 2)).slice(before);
    expect(tests.map((mail) => mail.to[0])).toEqual(['admin@demo.test', 'admin@demo.test']);
    expect(tests.map((mail) => mail.subject).sort()).toEqual(['Nouvelles du printemps', 'Spring news']);
    expect((await http.get<CampaignView>(`/api/campaigns/${id}`, tokens['admin'])).body.progress.sent).toBe(
      0,
    );

    const sent = await http.post<CampaignView>(`/api/campaigns/${id}/send`, {}, tokens['admin']);
    expect(sent.status).toBe(202);
    expect(sent.body.recipients).toEqual({ total: 4, artisans: 3, staff: 1 });
    expect((await http.post(`/api/campaigns/${id}/send`, {}, tokens['admin'])).status).toBe(409);
    expect(
      (await http.put(`/api/campaigns/${id}`, { messages: [message('en', 'x')], audience }, tokens['admin']))
        .status,
    ).toBe(409);

    const mails = (await sink.waitForMessages(before + 2 + 4)).slice(before + 2);
    const byRecipient = new Map(mails.map((mail) => [mail.to[0], mail]));
    const mine = byRecipient.get('artisan@demo.test') as ReceivedMail;
    expect(mine.subject).toBe('Nouvelles du printemps'); // the demo artisan's language is French
    expect(byRecipient.get('france-news.0@artisans.test')?.subject).toBe('Spring news'); // English ones
    expect(byRecipient.get('committee@demo.test')?.subject).toBe('Spring news');
    expect(
      headerLine(byRecipient.get('committee@demo.test') as ReceivedMail, 'List-Unsubscribe'),
    ).toBeUndefined();
    const header = headerLine(mine, 'List-Unsubscribe');
    expect(header).toMatch(
      /^List-Unsubscribe: <https:\/\/artisans\.example\.org\/api\/unsubscribe\/[\w.-]+>$/,
    );
    expect(headerLine(mine, 'List-Unsubscribe-Post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    );
    const page = /https:\/\/artisans\.example\.org\/fr\/unsubscribe\/([\w.-]+)/.exec(mine.text);
    expect(page).not.toBeNull();
    expect(mine.html).toContain(`/fr/unsubscribe/${page?.[1]}`);
    const endpoint = /<https:\/\/artisans\.example\.org(\/api\/unsubscribe\/[\w.-]+)>/.exec(
      header ?? '',
    )?.[1] as string;
    expect(endpoint.endsWith(page?.[1] as string)).toBe(true);

    const finished = await waitFor(
      async () => (await http.get<CampaignView>(`/api/campaigns/${id}`, tokens['admin'])).body,
      (view) => view.status === 'finished',
    );
    expect(finished.progress).toEqual({ sent: 4, failed: 0, waiting: 0 });

    // The link of the mail (the page posts it) and a mail program's one-click POST.
    const first = await fetch(`${api.url}/api/unsubscribe/${page?.[1]}`, { method: 'POST' });
    expect(first.status).toBe(200);
    const profile = await http.get<{ isReceiveNews: boolean }>(
      `/api/artisans/${demoArtisan}`,
      tokens['artisan'],
    );
    expect(profile.body.isReceiveNews).toBe(false);
    const oneClick = await fetch(`${api.url}${endpoint}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    const events = await api.database.db
      .selectFrom('campaigns')
      .select('unsubscribed_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(events.unsubscribed_count).toBe(1);
    expect((await fetch(`${api.url}/api/unsubscribe/${page?.[1]}x`, { method: 'POST' })).status).toBe(404);
    // The artisan is now out of the audience.
    expect(
      (
        await http.post<Count>(
          '/api/campaigns/audience',
          { audience: { artisans: { countries: [FRANCE] } } },
          tokens['admin'],
        )
      ).body.artisans,
    ).toBe(2);
    await worker.stop();
  }, 120_000);

  it('sends a campaign to 1,000 recipients with the worker killed in the middle: everyone is mailed exactly once', async () => {
    const recipients = await seedArtisans(api, 1000, { countryId: 40, receiveNews: true, tag: 'bulk' });
    const created = await http.post<CampaignView>(
      '/api/campaigns',
      {
        messages: [message('en', 'To a thousand')],
        audience: { artisans: { countries: [40] }, staff: null },
      },
      tokens['committee'],
    );
    const id = created.body.id;
    const before = sink.messages.length;
    const first = await WorkerProcess.start(workerEnv);
    workers.push(first);
    const sent = await http.post<CampaignView>(`/api/campaigns/${id}/send`, {}, tokens['committee']);
    expect(sent.body.recipients.total).toBe(1000);

    await waitFor(
      async () => sink.messages.length - before,
      (n) => n >= 300,
      60_000,
    );
    // Killed while all four of its deliveries wait for the server's answer: none was accepted,
    // so the worker that takes over owes each of them one mail. (A kill in the instant between the
    // server's acceptance and the worker recording it cannot be told apart by any SMTP client.)
    sink.stallNextDeliveries(4);
    await sink.waitForStall(4);
    const progress = (await http.get<CampaignView>(`/api/campaigns/${id}`, tokens['committee'])).body
      .progress;
    expect(progress.sent).toBeGreaterThanOrEqual(300);
    expect(progress.waiting).toBeGreaterThan(0);
    await first.kill('SIGKILL');
    const second = await WorkerProcess.start(workerEnv);
    workers.push(second);

    const finished = await waitFor(
      async () => (await http.get<CampaignView>(`/api/campaigns/${id}`, tokens['committee'])).body,
      (view) => view.status === 'finished',
      120_000,
    );
    expect(finished.progress).toEqual({ sent: 1000, failed: 0, waiting: 0 });
    // A few more stalled checks: nothing is sent again.
    await new Promise((r) => setTimeout(r, 3000));
    const mails = sink.messages.slice(before).filter((mail) => mail.subject === 'To a thousand');
    const addresses = mails.map((mail) => mail.to[0]);
    expect(new Set(addresses).size).toBe(1000);
    expect(addresses).toHaveLength(1000);
    const redis = api.app.get<Redis>(REDIS);
    expect(await redis.scard(campaignProgressKeys(api.config.QUEUE_PREFIX, id).sent)).toBe(recipients.length);
    const history = await http.get<CampaignView[]>('/api/campaigns', tokens['admin']);
    expect(history.body.find((campaign) => campaign.id === id)).toMatchObject({
      status: 'finished',
      recipients: { total: 1000, artisans: 1000, staff: 0 },
      progress: { sent: 1000, failed: 0, waiting: 0 },
    });
    await second.stop();
  }, 240_000);
});
