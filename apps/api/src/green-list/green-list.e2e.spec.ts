import { GREEN_LIST_MESSAGES, type Role } from '@artisans/domain';
import { completeGreenList, exampleMaterial } from '../../../../libs/domain/src/green-list-examples.spec';
import { startKit, type Kit } from '../../../../test-support/artisan-e2e-kit';
import { selectArtisan } from '../../../../test-support/evaluation-e2e-steps';
import type { GreenListView } from './green-list-view';

type Problem = { detail: string; code?: string; violations?: { propertyPath: string; message: string }[] };
type View = GreenListView & Problem;
type ListRow = { id: string; greenList: { status: string | null; totalPoint: number | null } };

describe('Green List through HTTP', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  let artisanId: string;

  const path = (id: string, rest = '') => `/api/green_lists/${id}${rest}`;
  const get = (id: string, token: string) => kit.call<View>('GET', path(id), token);
  const save = (id: string, token: string, json: unknown, headers: Record<string, string> = {}) =>
    fetch(`${kit.api.url}${path(id, '/answers')}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
    }).then(async (response) => ({
      status: response.status,
      etag: response.headers.get('etag'),
      body: (await response.json()) as View,
    }));
  const post = (id: string, rest: string, token: string, json: unknown = {}) =>
    kit.call<View>('POST', path(id, rest), token, { json });
  const listRow = async (id: string) => {
    const answer = await kit.call<{ 'hydra:member': ListRow[] }>('GET', '/api/artisans?page=1', t.ROLE_ADMIN);
    return answer.body['hydra:member'].find((row) => row.id === id);
  };

  /** The reactor opens the Green List a moment after the selection. */
  async function whenAvailable(id: string, token: string): Promise<View> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await get(id, token);
      if (answer.status === 200) return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('The Green List never became available');
  }

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
    artisanId = kit.demoArtisanId;
  });
  afterAll(() => kit.close());

  it('is not available before the artisan is selected: 404 to read, 409 to open, 409 to answer', async () => {
    const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    const read = await get(id, t.ROLE_ADMIN);
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({
      code: 'green-list-not-available',
      detail: GREEN_LIST_MESSAGES.notAvailable,
    });
    const open = await kit.call<Problem>('POST', '/create-green-list', t.ROLE_ADMIN, {
      json: { artisan: id },
    });
    expect(open.status).toBe(409);
    expect((await get(artisanId, t.ROLE_ARTISAN)).body.code).toBe('green-list-not-available');
    expect((await save(artisanId, t.ROLE_ARTISAN, { answers: { p3: { value: 4 } } })).status).toBe(409);
  });

  it('answers bad input with a clear 4xx, never a 500 (the artisan just selected)', async () => {
    await selectArtisan(kit, artisanId);
    await whenAvailable(artisanId, t.ROLE_ARTISAN);
    const cases: [unknown, number, string | RegExp][] = [
      [{ answers: { zz9: { value: 1 } } }, 400, 'zz9 is not a question of the Green List.'],
      [{ answers: { p3: { value: 'often' } } }, 400, 'p3 expects one of the levels 1 to 5.'],
      [{ answers: { p3: { value: 9 } } }, 400, 'p3 expects one of the levels 1 to 5.'],
      [{ answers: { p3: { points: 2 } } }, 400, /Unknown field/],
      [{ answers: { 'p3; DROP': { value: 2 } } }, 400, /Invalid key/],
      [{ answers: {}, extra: true }, 400, /Unknown field/],
      [
        { answers: { p24: { value: 'Measured' } } },
        400,
        'p24 is not asked with the current answers (it follows p23).',
      ],
      [{ answers: { p23: { value: 2 }, p24: { value: 'Measured' } } }, 400, /p24 is not asked/],
      [
        { answers: {}, materials: [{ id: 'oak', answers: { s5: { value: 'Italy' } } }] },
        400,
        /s5 is not asked/,
      ],
      [{ answers: { s4: { value: 50 } } }, 400, 's4 is not a question of the Green List.'],
      [
        { answers: { p3: { notApplicable: { reason: 'none' } } } },
        400,
        'p3 cannot be marked not applicable.',
      ],
    ];
    for (const [json, status, detail] of cases) {
      const answer = await save(artisanId, t.ROLE_ARTISAN, json);
      expect({ json, status: answer.status }).toEqual({ json, status });
      expect(answer.body.detail).toMatch(detail);
    }
    const huge = await fetch(`${kit.api.url}${path(artisanId, '/answers')}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t.ROLE_ARTISAN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ answers: { c1: { value: 'x'.repeat(10 * 1024 * 1024) } } }),
    });
    expect(huge.status).toBe(413);
    const notJson = await kit.call<Problem>('PUT', path(artisanId, '/answers'), t.ROLE_ARTISAN, {
      raw: '{"answers":',
      type: 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect((await post(artisanId, '/request-information', t.ROLE_ADMIN, { missing: 'x' })).status).toBe(400);
    expect(
      (await kit.call('POST', '/create-green-list', t.ROLE_ADMIN, { json: { artisan: 'nobody' } })).status,
    ).toBe(400);
  });
  it('goes through its whole lifecycle: available, answered, sent, reviewed, pending, sent again, complete', async () => {
    const available = (await get(artisanId, t.ROLE_ARTISAN)).body;
    expect(available).toMatchObject({
      '@id': `/api/green_lists/${artisanId}`,
      status: 'AVAILABLE',
      catalogueVersion: 1,
      editable: true,
      allowedActions: ['RECORD_ANSWERS'],
      totalPoint: null,
    });
    expect(available.completion.percentage).toBe(0);

    // POST /create-green-list is idempotent: the open Green List is answered as it is.
    const again = await kit.call<View>('POST', '/create-green-list', t.ROLE_ARTISAN, {
      form: { artisan: `/api/artisans/${artisanId}` },
    });
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('AVAILABLE');

    // Autosave with a strong ETag; a save on a stale version is refused (412), nothing written.
    const first = await get(artisanId, t.ROLE_ARTISAN);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"\d+"$/);
    const saveP3AtFirstVersion = (value: number) =>
      save(artisanId, t.ROLE_ARTISAN, { answers: { p3: { value } } }, { 'if-match': etag });
    const saved = await saveP3AtFirstVersion(4);
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('IN PROGRESS');
    expect(saved.etag).not.toBe(etag);
    const stale = await saveP3AtFirstVersion(1);
    expect(stale.status).toBe(412);

    // A follow-up appears with its answer, and the 90% rule is refused then met.
    const sheet = completeGreenList();
    const short = [exampleMaterial('oak', 60), exampleMaterial('wax', 20)];
    expect((await save(artisanId, t.ROLE_ARTISAN, { answers: sheet.answers, materials: short })).status).toBe(
      200,
    );
    const refused = await post(artisanId, '/submit', t.ROLE_ARTISAN);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(GREEN_LIST_MESSAGES.sourcingGoal(80));
    expect(refused.body.violations).toEqual([
      { propertyPath: 's1', message: GREEN_LIST_MESSAGES.sourcingGoal(80) },
    ]);
    const unexplained = await save(artisanId, t.ROLE_ARTISAN, {
      answers: { e4: { value: 5 } },
      materials: sheet.materials,
    });
    expect(unexplained.body.materialsShare).toBe(95);
    expect((await post(artisanId, '/submit', t.ROLE_ARTISAN)).body.detail).toBe(
      'Please fill in all the explain box',
    );
    const ready = await save(artisanId, t.ROLE_ARTISAN, { answers: { e4: sheet.answers.e4 } });
    expect(ready.body).toMatchObject({ sendProblems: [], completion: { percentage: 100 } });

    const sent = await post(artisanId, '/submit', t.ROLE_ARTISAN);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: 'SUBMITTED', editable: false, allowedActions: [] });
    expect(sent.body.totalPoint).toBe(sent.body.score.points);
    expect(await listRow(artisanId)).toMatchObject({
      greenList: { status: 'SUBMITTED', totalPoint: sent.body.score.points },
    });

    // Locked: every change answers 409.
    for (const change of [
      () => save(artisanId, t.ROLE_ARTISAN, { answers: { p3: { value: 1 } } }),
      () => post(artisanId, '/submit', t.ROLE_ARTISAN),
    ])
      expect((await change()).status).toBe(409);
    expect((await post(artisanId, '/complete', t.ROLE_ADMIN)).status).toBe(409);

    expect((await post(artisanId, '/review', t.ROLE_EXECUTIVE_COMMITTEE)).body.status).toBe('IN REVIEWAL');
    const pending = await post(artisanId, '/request-information', t.ROLE_ADMIN, {
      missing: 'Please give your yearly electricity use.',
      codes: ['p2'],
    });
    expect(pending.body).toMatchObject({
      status: 'PENDING',
      informationRequest: { missing: 'Please give your yearly electricity use.', codes: ['p2'] },
    });
    const artisanView = await get(artisanId, t.ROLE_ARTISAN);
    expect(artisanView.body).toMatchObject({
      status: 'PENDING',
      editable: true,
      allowedActions: ['RECORD_ANSWERS', 'SUBMIT'],
    });
    const other = await save(artisanId, t.ROLE_ARTISAN, { answers: { p3: { value: 1 } } });
    expect(other.status).toBe(409);
    expect(other.body.detail).toBe(GREEN_LIST_MESSAGES.onlyRequestedAnswers(['p2']));
    expect((await save(artisanId, t.ROLE_ARTISAN, { answers: { p2: { value: 5400 } } })).status).toBe(200);
    expect((await post(artisanId, '/submit', t.ROLE_ARTISAN)).body.status).toBe('SUBMITTED');
    await post(artisanId, '/review', t.ROLE_ADMIN);
    const complete = await post(artisanId, '/complete', t.ROLE_ADMIN, { comment: 'A model workshop.' });
    expect(complete.body).toMatchObject({
      status: 'COMPLETE',
      review: { comment: 'A model workshop.' },
      allowedActions: [],
    });
    expect(await listRow(artisanId)).toMatchObject({
      greenList: { status: 'COMPLETE', totalPoint: complete.body.totalPoint },
    });
  });

  it('lets the artisan and its country staff read, only the foundation review; others get 403 or 404', async () => {
    // The demo artisan's Green List is COMPLETE by now: reads only.
    for (const role of [
      'ROLE_ADMIN',
      'ROLE_EXECUTIVE_COMMITTEE',
      'ROLE_NETWORK_MEMBER',
      'ROLE_ARTISAN_HUNTER',
    ] as const)
      expect({ role, status: (await get(artisanId, t[role])).status }).toEqual({ role, status: 200 });
    // The ambassador's country is not the artisan's: as if it did not exist.
    expect((await get(artisanId, t.ROLE_AMBASSADOR)).status).toBe(404);
    for (const role of ['ROLE_NETWORK_MEMBER', 'ROLE_ARTISAN_HUNTER', 'ROLE_ARTISAN'] as const)
      expect({ role, status: (await post(artisanId, '/review', t[role])).status }).toEqual({
        role,
        status: 403,
      });
    expect((await save(artisanId, t.ROLE_ADMIN, { answers: { p3: { value: 1 } } })).status).toBe(403);
    // Another artisan's id, for the artisan: 404, whatever the call.
    const { id: someoneElse } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    expect((await get(someoneElse, t.ROLE_ARTISAN)).status).toBe(404);
    expect((await save(someoneElse, t.ROLE_ARTISAN, { answers: {} })).status).toBe(404);
    expect(
      (await kit.call('POST', '/create-green-list', t.ROLE_ARTISAN, { json: { artisan: someoneElse } }))
        .status,
    ).toBe(404);
    expect((await get('not-an-id', t.ROLE_ADMIN)).status).toBe(404);
  });
});
