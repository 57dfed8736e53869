import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAIN_VIDEO_MAX_BYTES, TUTORIAL_FLAGS } from '@artisans/domain';
import { startTestApp, type TestApp } from '../../../../test-support/test-app';
import {
  STAFF_TEST_ENV,
  caller,
  loadDemo,
  type Caller,
  DEMO_STAFF,
  demoLogins,
} from '../../../../test-support/staff-e2e-kit';
import { MAIN_VIDEO_OWNER } from './help-storage';

type Problem = { detail?: string; status?: number; code?: string };

/** The first bytes of an MP4 (an ftyp box of brand isom) followed by filler: what the check reads. */
const mp4 = (size = 2048) => {
  const bytes = Buffer.alloc(size, 7);
  bytes.set([0, 0, 0, 0x20], 0);
  bytes.write('ftypisom', 4, 'latin1');
  return bytes;
};

/** The first bytes of a WebM: the EBML magic and DocType 'webm'. */
const webm = () =>
  Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.alloc(512, 1),
  ]);

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

const steps = (prefix: string) => ({
  welcome: { title: `${prefix} welcome`, body: `${prefix}: the artisans you reach.` },
  filters: { title: `${prefix} filters`, body: `${prefix}: narrow the list.` },
  table: { title: `${prefix} table`, body: `${prefix}: open an artisan.` },
});

describe('help: guided tours, the main video and what staff dismissed (issue 17)', () => {
  let api: TestApp;
  let http: Caller;
  let uploads: string;
  const tokens: Record<string, string> = {};

  async function upload(
    bytes: Buffer | null,
    token: string | undefined,
    name = 'intro.mp4',
    type = 'video/mp4',
  ) {
    const form = new FormData();
    if (bytes) form.append('video', new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${api.url}/api/help/video`, {
      method: 'PUT',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as Problem & Record<string, unknown>,
    };
  }

  async function download(token: string) {
    const response = await fetch(`${api.url}/api/help/video`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'help-uploads-'));
    api = await startTestApp({ ...STAFF_TEST_ENV, UPLOAD_DIR: uploads });
    http = caller(api);
    await loadDemo(api);
    Object.assign(tokens, await demoLogins(http));
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('starts with every tour and the video not yet dismissed in the claims', () => {
    const claims = claimsOf(tokens['network'] ?? '');
    expect(claims['mainVideo']).toBe(false);
    for (const flag of TUTORIAL_FLAGS) expect(claims[flag]).toBe(false);
  });

  it('records a dismissed tour for the account: the answered token and every later login carry it', async () => {
    const { status, body } = await http.post<{ token: string }>(
      '/api/help/dismissed',
      { item: 'tutorialArtisanTable' },
      tokens['network'],
    );
    expect(status).toBe(200);
    expect(claimsOf(body.token)['tutorialArtisanTable']).toBe(true);
    expect(claimsOf(body.token)['tutorialEvaluation']).toBe(false);

    const video = await http.post<{ token: string }>(
      '/api/help/dismissed',
      { item: 'mainVideo' },
      tokens['network'],
    );
    expect(claimsOf(video.body.token)['mainVideo']).toBe(true);

    const next = claimsOf(await http.login('network@demo.test'));
    expect(next['tutorialArtisanTable']).toBe(true);
    expect(next['mainVideo']).toBe(true);
    expect(next['tutorialSeeArtisn']).toBe(false);
    // Someone else's flags are untouched.
    expect(claimsOf(await http.login('hunter@demo.test'))['tutorialArtisanTable']).toBe(false);
  });

  it('dismissing twice is harmless, and keeps the account history free of it', async () => {
    expect(
      (await http.post('/api/help/dismissed', { item: 'tutorialArtisanTable' }, tokens['network'])).status,
    ).toBe(200);
    const accounts = await api.database.db
      .selectFrom('staff_personal_data')
      .select(['account_id', 'email'])
      .execute();
    const network = accounts.find((row) => row.email === 'network@demo.test')?.account_id ?? '';
    const history = await http.get<{ 'hydra:member'?: { type: string }[] } | { type: string }[]>(
      `/api/users/${network}/history`,
      tokens['admin'],
    );
    expect(history.status).toBe(200);
    expect(JSON.stringify(history.body)).not.toContain('StaffHelpDismissed');
  });

  it('refuses an unknown item, a misspelt flag, an artisan and no session', async () => {
    const unknown = await http.post<Problem>(
      '/api/help/dismissed',
      { item: 'tutorialEverything' },
      tokens['hunter'],
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toContain('Dismiss one of');
    expect(
      (await http.post('/api/help/dismissed', { item: 'tutorialAddArtisan' }, tokens['hunter'])).status,
    ).toBe(400);
    expect((await http.post('/api/help/dismissed', {}, tokens['hunter'])).status).toBe(400);
    expect((await http.post('/api/help/dismissed', { item: 'mainVideo' }, tokens['artisan'])).status).toBe(
      403,
    );
    expect((await http.post('/api/help/dismissed', { item: 'mainVideo' })).status).toBe(401);
  });

  it('has no video at first: every staff member is told so, artisans are refused', async () => {
    for (const name of DEMO_STAFF) {
      const { status, body } = await http.get<{ video: unknown; tutorials: object }>(
        '/api/help?language=fr',
        tokens[name],
      );
      expect(status).toBe(200);
      expect(body.video).toBeNull();
      expect(body.tutorials).toEqual({});
    }
    const none = await http.get<Problem>('/api/help/video', tokens['hunter']);
    expect(none.status).toBe(404);
    expect(none.body.detail).toBe('No main video has been added yet.');
    expect((await http.get('/api/help?language=fr', tokens['artisan'])).status).toBe(403);
    expect((await http.get('/api/help/video', tokens['artisan'])).status).toBe(403);
    expect((await http.get('/api/help')).status).toBe(401);
  });

  it('answers Language not supported for an unknown language', async () => {
    const { status, body } = await http.get<Problem>('/api/help?language=xx', tokens['network']);
    expect(status).toBe(400);
    expect(body.detail).toBe('Language not supported');
  });

  it('lets an admin replace the video with an MP4, then a WebM; staff read its bytes', async () => {
    const first = await upload(mp4(), tokens['admin']);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ contentType: 'video/mp4', size: 2048 });
    const read = await download(tokens['ambassador'] ?? '');
    expect(read.status).toBe(200);
    expect(read.type).toBe('video/mp4');
    expect(read.bytes.equals(mp4())).toBe(true);

    // Named .mp4 and sent as video/mp4, but its bytes say WebM: the bytes decide.
    const second = await upload(webm(), tokens['admin'], 'intro.mp4', 'video/mp4');
    expect(second.status).toBe(200);
    expect(second.body['contentType']).toBe('video/webm');
    expect((await download(tokens['hunter'] ?? '')).type).toBe('video/webm');
    const overview = await http.get<{ video: { contentType: string; version: string } }>(
      '/api/help?language=en',
      tokens['network'],
    );
    expect(overview.body.video.contentType).toBe('video/webm');
    // The replaced video's file is gone: one video (and its type file) in the folder.
    const files = await readdir(join(uploads, 'help', MAIN_VIDEO_OWNER));
    expect(files.filter((name) => !name.endsWith('.json'))).toEqual([overview.body.video.version]);
  });

  it('refuses a file that is not an MP4 or WebM by its bytes, whatever its name and type say', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
    const refused = await upload(jpeg, tokens['admin'], 'intro.mp4', 'video/mp4');
    expect(refused.status).toBe(415);
    expect(refused.body.detail).toBe('The video must be an MP4 or WebM file.');
    const quicktime = mp4();
    quicktime.write('qt  ', 8, 'latin1');
    expect((await upload(quicktime, tokens['admin'], 'intro.mov', 'video/quicktime')).status).toBe(415);
    const text = await upload(Buffer.from('not a video at all'), tokens['admin'], 'intro.webm', 'video/webm');
    expect(text.status).toBe(415);
    // The video in use is unchanged.
    expect((await download(tokens['admin'] ?? '')).type).toBe('video/webm');
  });

  it('refuses a video over 50 MB and a request without a file, with clear messages', async () => {
    const tooLarge = await upload(mp4(MAIN_VIDEO_MAX_BYTES + 1), tokens['admin']);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.detail).toBe('The video is too large: it must be 50 MB or smaller.');
    const missing = await upload(null, tokens['admin']);
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Please choose a video file to upload.');
  }, 60_000);

  it('lets only admins replace or remove the video', async () => {
    for (const name of ['committee', 'network', 'ambassador', 'hunter', 'artisan'])
      expect((await upload(mp4(), tokens[name])).status).toBe(403);
    expect((await upload(mp4(), undefined)).status).toBe(401);
    for (const name of ['committee', 'network', 'artisan'])
      expect((await http.delete('/api/help/video', tokens[name])).status).toBe(403);
  });

  it('lets an admin write a tutorial for one language, shown to staff of that language only, and reset it', async () => {
    const saved = await http.put<{ tutorials: Record<string, { steps: Record<string, { title: string }> }> }>(
      '/api/help/tutorials/tutorialArtisanTable/fr',
      { steps: steps('Liste') },
      tokens['admin'],
    );
    expect(saved.status).toBe(200);
    expect(saved.body.tutorials['tutorialArtisanTable']?.steps['filters']?.title).toBe('Liste filters');

    const french = await http.get<{ tutorials: Record<string, { steps: Record<string, { body: string }> }> }>(
      '/api/help?language=fr',
      tokens['hunter'],
    );
    expect(french.body.tutorials['tutorialArtisanTable']?.steps['table']?.body).toBe(
      'Liste: open an artisan.',
    );
    expect(
      (await http.get<{ tutorials: object }>('/api/help?language=de', tokens['hunter'])).body.tutorials,
    ).toEqual({});

    const reset = await http.delete<{ tutorials: object }>(
      '/api/help/tutorials/tutorialArtisanTable/fr',
      tokens['admin'],
    );
    expect(reset.status).toBe(200);
    expect(reset.body.tutorials).toEqual({});
    expect(
      (await http.get<{ tutorials: object }>('/api/help?language=fr', tokens['hunter'])).body.tutorials,
    ).toEqual({});
  });

  it('refuses a tutorial text with a missing or unknown step, empty or too long words, an unknown tutorial or language', async () => {
    const { table: _table, ...missing } = steps('x');
    const refused: [path: string, steps: object, status: number, detail?: string][] = [
      [
        'tutorialArtisanTable/en',
        missing,
        400,
        'Write every step of this tutorial: welcome, filters, table.',
      ],
      ['tutorialArtisanTable/en', { ...steps('x'), extra: { title: 'x', body: 'y' } }, 400],
      [
        'tutorialArtisanTable/en',
        { ...steps('x'), table: { title: ' ', body: 'y' } },
        400,
        'Each step needs a title.',
      ],
      ['tutorialArtisanTable/en', { ...steps('x'), table: { title: 'x', body: 'y'.repeat(601) } }, 400],
      ['tutorialEverything/en', steps('x'), 404, 'This tutorial does not exist.'],
      ['tutorialArtisanTable/xx', steps('x'), 400, 'Language not supported'],
    ];
    for (const [path, written, status, detail] of refused) {
      const answer = await http.put<Problem>(
        `/api/help/tutorials/${path}`,
        { steps: written },
        tokens['admin'],
      );
      expect({ path, status: answer.status }).toEqual({ path, status });
      if (detail) expect(answer.body.detail).toBe(detail);
    }
    expect(
      (await http.put('/api/help/tutorials/tutorialArtisanTable/en', 'steps', tokens['admin'])).status,
    ).toBe(400);
  });

  it('lets only admins change or reset tutorial texts', async () => {
    for (const name of ['committee', 'network', 'ambassador', 'hunter', 'artisan']) {
      expect(
        (await http.put('/api/help/tutorials/tutorialArtisanTable/en', { steps: steps('x') }, tokens[name]))
          .status,
      ).toBe(403);
      expect((await http.delete('/api/help/tutorials/tutorialArtisanTable/en', tokens[name])).status).toBe(
        403,
      );
    }
    expect(
      (await http.put('/api/help/tutorials/tutorialArtisanTable/en', { steps: steps('x') })).status,
    ).toBe(401);
  });

  it('lets an admin remove the video: staff are back to the empty state', async () => {
    expect((await http.delete('/api/help/video', tokens['admin'])).status).toBe(204);
    expect((await http.get<{ video: unknown }>('/api/help', tokens['network'])).body.video).toBeNull();
    expect((await download(tokens['network'] ?? '')).status).toBe(404);
    const again = await http.delete<Problem>('/api/help/video', tokens['admin']);
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('No main video has been added yet.');
  });
});
