import { randomUUID } from 'node:crypto';
import { CRITERION_IDS, EVALUATION_MESSAGES, MESSAGES, ROLES, type Role } from '@artisans/domain';
import { FRANCE, ITALY, startKit, type Kit, suiteKit } from '../../../../test-support/artisan-e2e-kit';
import { createStaffMember, FULL_ANSWERS as full } from '../../../../test-support/evaluation-e2e-steps';
import { toNewEvents, type CommandContext } from '../infrastructure/commands/command-context';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { Projections } from '../infrastructure/projections/projections.service';
import { openerFor } from '../infrastructure/crypto/subject-cipher';
import { EVENT_STORE } from '../infrastructure/tokens';
import { evaluationStreamId, type EvaluationEvent } from './domain/evaluation.decider';
import type { EvaluationHistoryEntry } from './evaluation-history';
import type { EvaluationView } from './evaluation-view';

type Problem = { detail: string; code?: string };
type View = EvaluationView & Problem;
type ListRow = {
  id: string;
  statusEval: string;
  reviewStatus: string;
  evaluation: { totalPoint: number | null };
};

const LAST = CRITERION_IDS[CRITERION_IDS.length - 1]!;

/** Every call that changes or sends an evaluation, in the order its evaluator would make them. */
const WRITES = [
  {
    name: 'answers',
    method: 'PUT',
    rest: '/criteria/tradition',
    json: { answers: { q1: { ...full.q1, points: 1 } } },
  },
  {
    name: 'a comment',
    method: 'PUT',
    rest: '/criteria/tradition',
    json: { answers: { q2: { ...full.q2, comment: 'Only the comment changes.' } } },
  },
  { name: 'validate criterion', method: 'POST', rest: `/criteria/${LAST}/validate`, json: {} },
  { name: 'submit', method: 'POST', rest: '/submit', json: {} },
] as const;

/**
 * A French artisan whose evaluation `token`'s member started: every criterion answered, all but the
 * last validated (so that each write is possible), unsent.
 */
async function startedBy(on: Kit, token: string): Promise<string> {
  const { id } = await on.create(token);
  for (const criterion of CRITERION_IDS) {
    const path = `/api/artisans/${id}/evaluation/criteria/${criterion}`;
    expect((await on.call('PUT', path, token, { json: { answers: full } })).status).toBe(200);
    if (criterion !== LAST)
      expect((await on.call('POST', `${path}/validate`, token, { json: {} })).status).toBe(200);
  }
  return id;
}

/** Each write's status for `token`, and the evaluation as it stands after them (read by the admin). */
async function tryEveryWrite(on: Kit, id: string, token: string, headers?: Record<string, string>) {
  const statuses: Record<string, number> = {};
  const details: Record<string, string | undefined> = {};
  for (const write of WRITES) {
    const answer = await fetch(`${on.api.url}/api/artisans/${id}/evaluation${write.rest}`, {
      method: write.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(write.json),
    });
    statuses[write.name] = answer.status;
    const text = await answer.text();
    details[write.name] = text.startsWith('{') ? (JSON.parse(text) as Partial<Problem>).detail : undefined;
  }
  const after = (await on.call<View>('GET', `/api/artisans/${id}/evaluation`, on.tokens.ROLE_ADMIN)).body;
  return { statuses, details, after };
}

describe('staff evaluation: answers, sending, endorsement, review, decision', () => {
  const { kit, t } = suiteKit();

  const path = (id: string, rest = '') => `/api/artisans/${id}/evaluation${rest}`;
  const get = (id: string, token: string) => kit.call<View>('GET', path(id), token);
  const save = (id: string, criterion: string, answers: unknown, token: string) =>
    kit.call<View>('PUT', path(id, `/criteria/${criterion}`), token, { json: { answers } });
  const post = (id: string, rest: string, token: string, json: unknown = {}) =>
    kit.call<View>('POST', path(id, rest), token, { json });
  const listRow = async (id: string) => {
    const answer = await kit.call<{ 'hydra:member': ListRow[] }>('GET', '/api/artisans?page=1', t.ROLE_ADMIN);
    return answer.body['hydra:member'].find((row) => row.id === id);
  };

  /** An artisan of France (the hunter's and the network member's country) evaluated in full. */
  async function evaluated(token = t.ROLE_ARTISAN_HUNTER): Promise<string> {
    const { id } = await kit.create(token);
    for (const criterion of CRITERION_IDS) {
      expect((await save(id, criterion, full, token)).status).toBe(200);
      expect((await post(id, `/criteria/${criterion}/validate`, token)).status).toBe(200);
    }
    return id;
  }

  it('starts empty, IN PROGRESS, with the first criterion open and what stops sending', async () => {
    const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    const { status, body } = await get(id, t.ROLE_ARTISAN_HUNTER);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      statusEval: 'IN PROGRESS',
      reviewStatus: 'NOT REVIEWED',
      completion: 0,
      totalPoint: 0,
      maxPoint: 165,
      allowedActions: ['SUBMIT'],
      submitBlocker: EVALUATION_MESSAGES.answersMissing,
    });
    expect(body.criteria.map((criterion) => [criterion.id, criterion.open])).toEqual(
      CRITERION_IDS.map((criterion, index) => [criterion, index === 0]),
    );
  });

  it('saves answers (autosave), derives completion and points, and validates criteria in turn', async () => {
    const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    const first = await save(id, 'tradition', { q1: full.q1 }, t.ROLE_ARTISAN_HUNTER);
    expect(first.body.criteria[0]).toMatchObject({ completion: 33, points: 5, answers: { q1: full.q1 } });
    expect((await save(id, 'creativity', { q1: full.q1 }, t.ROLE_ARTISAN_HUNTER)).body).toMatchObject({
      detail: EVALUATION_MESSAGES.criterionNotOpen,
    });
    expect((await post(id, '/criteria/tradition/validate', t.ROLE_ARTISAN_HUNTER)).body).toMatchObject({
      detail: EVALUATION_MESSAGES.criterionIncomplete,
    });
    await save(id, 'tradition', { q2: full.q2, q3: full.q3 }, t.ROLE_ARTISAN_HUNTER);
    const validated = await post(id, '/criteria/tradition/validate', t.ROLE_ARTISAN_HUNTER);
    expect(validated.body.criteria.slice(0, 2)).toMatchObject([
      { id: 'tradition', validated: true, completion: 100, points: 12 },
      { id: 'creativity', open: true, validated: false },
    ]);
  });

  it('answers 400 for bad input, never 500, and keeps what was saved', async () => {
    const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    await save(id, 'tradition', { q1: full.q1 }, t.ROLE_ARTISAN_HUNTER);
    for (const [criterion, answers] of [
      ['tradition', { q1: { points: 6, comment: '' } }],
      ['tradition', { q4: { points: 1, comment: '' } }],
      ['tradition', { q1: { points: '3', comment: '' } }],
      ['tradition', 'all good'],
      ['nonsense', { q1: full.q1 }],
    ] as const)
      expect((await save(id, criterion, answers, t.ROLE_ARTISAN_HUNTER)).status).toBe(400);
    expect((await get(id, t.ROLE_ARTISAN_HUNTER)).body.criteria[0]!.answers).toEqual({ q1: full.q1 });
    expect((await post(id, '/decision', t.ROLE_ADMIN, { decision: 'MAYBE' })).status).toBe(400);
  });

  it('needs every personal comment before sending', async () => {
    const id = await evaluated();
    await save(id, 'talent', { q2: { points: 2, comment: '   ' } }, t.ROLE_ARTISAN_HUNTER);
    expect(await post(id, '/submit', t.ROLE_ARTISAN_HUNTER)).toMatchObject({
      status: 400,
      body: { detail: 'Please fill in all the personal comments to explain your answers.' },
    });
  });

  it('runs the whole lifecycle, moving the artisan list, and refuses steps out of turn with 409', async () => {
    const id = await evaluated();
    expect(await post(id, '/decision', t.ROLE_ADMIN, { decision: 'ACCEPTED' })).toMatchObject({
      status: 409,
      body: { detail: 'Sorry, only available once the evaluation is sent' },
    });

    const sent = await post(id, '/submit', t.ROLE_ARTISAN_HUNTER);
    expect(sent.body).toMatchObject({ statusEval: 'SUBMITTED', totalPoint: 132, allowedActions: [] });
    expect(await listRow(id)).toMatchObject({ statusEval: 'SUBMITTED', evaluation: { totalPoint: 132 } });
    // Locked: the UI's autosave gets a clear refusal.
    expect(
      await save(id, 'tradition', { q1: { ...full.q1, points: 0 } }, t.ROLE_ARTISAN_HUNTER),
    ).toMatchObject({
      status: 409,
      body: { detail: EVALUATION_MESSAGES.locked },
    });
    // Not endorsed yet: the foundation cannot start the review.
    expect((await post(id, '/review', t.ROLE_EXECUTIVE_COMMITTEE)).status).toBe(409);
    expect((await get(id, t.ROLE_NETWORK_MEMBER)).body.allowedActions).toEqual(['ENDORSE']);
    expect((await post(id, '/endorse', t.ROLE_NETWORK_MEMBER)).status).toBe(200);

    expect((await get(id, t.ROLE_EXECUTIVE_COMMITTEE)).body.allowedActions).toEqual(['START_REVIEW']);
    expect((await post(id, '/review', t.ROLE_EXECUTIVE_COMMITTEE)).body).toMatchObject({
      reviewStatus: 'IN REVIEWAL',
      allowedActions: ['ASK_FOR_INFORMATION', 'DECIDE', 'DEFER_DECISION'],
    });
    expect(await listRow(id)).toMatchObject({ reviewStatus: 'IN REVIEWAL' });

    const selected = await post(id, '/decision', t.ROLE_EXECUTIVE_COMMITTEE, {
      decision: 'ACCEPTED',
      commentaryCommittee: 'An outstanding master of marquetry.',
      comments: 'Visit the new workshop next spring.',
    });
    expect(selected.body).toMatchObject({
      statusEval: 'SELECTED',
      reviewStatus: 'REVIEWED',
      decision: 'ACCEPTED',
      commentaryCommittee: 'An outstanding master of marquetry.',
      comments: 'Visit the new workshop next spring.',
      allowedActions: ['CONFIRM'],
    });
    expect(await listRow(id)).toMatchObject({ statusEval: 'SELECTED', reviewStatus: 'REVIEWED' });
    const withComments = await kit.call<{ 'hydra:member': ListRow[] }>(
      'GET',
      '/api/artisans?comments[exists]=true&statusEval=SELECTED',
      t.ROLE_ADMIN,
    );
    expect(withComments.body['hydra:member'].map((row) => row.id)).toContain(id);
    // The artisan reads its status on its profile.
    expect((await kit.call('GET', `/api/artisans/${id}`, t.ROLE_ADMIN)).body).toMatchObject({
      statusEval: 'SELECTED',
    });
    expect((await post(id, '/reopen', t.ROLE_ADMIN)).status).toBe(409);
    expect((await post(id, '/confirm', t.ROLE_ADMIN)).body).toMatchObject({ statusEval: 'CONFIRMED' });
  });

  it('sends a pending evaluation back to the evaluator, who completes and sends it again', async () => {
    const id = await evaluated();
    await post(id, '/submit', t.ROLE_ARTISAN_HUNTER);
    await post(id, '/endorse', t.ROLE_NETWORK_MEMBER);
    await post(id, '/review', t.ROLE_ADMIN);
    expect((await post(id, '/request-information', t.ROLE_ADMIN, { missing: ' ' })).status).toBe(400);
    const pending = await post(id, '/request-information', t.ROLE_ADMIN, {
      missing: 'Photos of recent work',
    });
    expect(pending.body).toMatchObject({
      statusEval: 'PENDING',
      missingInformation: 'Photos of recent work',
    });
    expect((await save(id, 'talent', { q1: full.q2 }, t.ROLE_ARTISAN_HUNTER)).status).toBe(200);
    expect((await post(id, '/submit', t.ROLE_ARTISAN_HUNTER)).body).toMatchObject({
      statusEval: 'SUBMITTED',
      missingInformation: null,
    });
  });

  it('lets only the roles of SPEC.md section 6 take each step', async () => {
    const id = await evaluated();
    const statuses = async (rest: string, json: unknown = {}) => {
      const result: Partial<Record<Role, number>> = {};
      for (const role of ROLES) result[role] = (await post(id, rest, t[role], json)).status;
      return result;
    };
    // Nobody but the foundation decides, even before it is possible (403 comes first).
    expect(await statuses('/decision', { decision: 'ACCEPTED' })).toEqual({
      ROLE_ADMIN: 409,
      ROLE_EXECUTIVE_COMMITTEE: 409,
      ROLE_NETWORK_MEMBER: 403,
      ROLE_AMBASSADOR: 403,
      ROLE_ARTISAN_HUNTER: 403,
      ROLE_ARTISAN: 403,
    });
    expect(await statuses('/endorse')).toEqual({
      ROLE_ADMIN: 403,
      ROLE_EXECUTIVE_COMMITTEE: 403,
      ROLE_NETWORK_MEMBER: 409,
      ROLE_AMBASSADOR: 403,
      ROLE_ARTISAN_HUNTER: 403,
      ROLE_ARTISAN: 403,
    });
    // The Italian ambassador reads the artisan but evaluates only Italy's.
    expect((await save(id, 'tradition', { q1: full.q1 }, t.ROLE_AMBASSADOR)).status).toBe(403);
    expect((await get(id, t.ROLE_ARTISAN)).status).toBe(403);
    expect((await get(id, '')).status).toBe(401);
  });

  it('keeps a sent evaluation locked for the network member unless the setting allows corrections', async () => {
    const id = await evaluated();
    await post(id, '/submit', t.ROLE_ARTISAN_HUNTER);
    expect((await get(id, t.ROLE_NETWORK_MEMBER)).body.editable).toBe(false);
    expect(
      (await save(id, 'tradition', { q1: { ...full.q1, points: 1 } }, t.ROLE_NETWORK_MEMBER)).status,
    ).toBe(409);
  });

  it("tells other countries' staff the evaluation is unavailable until a network member endorses it", async () => {
    const id = await evaluated();
    // The Italian ambassador reads the French artisan, not yet its evaluation (SPEC.md section 8).
    expect((await kit.call('GET', `/api/artisans/${id}`, t.ROLE_AMBASSADOR)).status).toBe(200);
    const unavailable = {
      status: 403,
      body: { detail: EVALUATION_MESSAGES.unavailable, code: 'evaluation-unavailable' },
    };
    expect(await get(id, t.ROLE_AMBASSADOR)).toMatchObject(unavailable);
    await post(id, '/submit', t.ROLE_ARTISAN_HUNTER);
    for (const rest of ['', '/history', '?asOf=2026-01-01T00:00:00Z'])
      expect(await kit.call('GET', path(id, rest), t.ROLE_AMBASSADOR)).toMatchObject(unavailable);
    for (const screen of ['analysis', 'standing'])
      expect(await kit.call('GET', `/api/artisans/${id}/${screen}`, t.ROLE_AMBASSADOR)).toMatchObject(
        unavailable,
      );
    await post(id, '/endorse', t.ROLE_NETWORK_MEMBER);
    expect(await get(id, t.ROLE_AMBASSADOR)).toMatchObject({ status: 200, body: { allowedActions: [] } });
  });

  it('marks who endorsed it and when, for as long as that sending stands', async () => {
    const id = await evaluated();
    expect((await post(id, '/submit', t.ROLE_ARTISAN_HUNTER)).body.endorsement).toBe(null);
    expect((await get(id, t.ROLE_NETWORK_MEMBER)).body).toMatchObject({
      allowedActions: ['ENDORSE'],
      endorsement: null,
    });
    const before = Date.now();
    const endorsed = await post(id, '/endorse', t.ROLE_NETWORK_MEMBER);
    const mark = {
      at: expect.any(String) as string,
      actor: {
        id: kit.staffIds.network,
        name: 'Nathalie Dubois',
        role: 'ROLE_NETWORK_MEMBER',
        roleName: 'Network members',
      },
    };
    expect(endorsed).toMatchObject({ status: 200, body: { endorsement: mark } });
    const at = Date.parse(endorsed.body.endorsement!.at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    // Everyone who reads it sees the mark, through the review and the decision; the history agrees.
    await post(id, '/review', t.ROLE_EXECUTIVE_COMMITTEE);
    for (const token of [t.ROLE_EXECUTIVE_COMMITTEE, t.ROLE_ADMIN, t.ROLE_AMBASSADOR, t.ROLE_ARTISAN_HUNTER])
      expect((await get(id, token)).body.endorsement).toEqual(endorsed.body.endorsement);
    const history = await kit.call<{ 'hydra:member': EvaluationHistoryEntry[] }>(
      'GET',
      path(id, '/history?kind=endorsement'),
      t.ROLE_ADMIN,
    );
    expect(history.body['hydra:member'].map((entry) => [entry.type, entry.at, entry.actor.name])).toEqual([
      ['EvaluationEndorsed', endorsed.body.endorsement!.at, 'Nathalie Dubois'],
    ]);
    // As it stood before the endorsement: none yet.
    const asOf = new Date(at - 1).toISOString();
    expect((await kit.call<View>('GET', path(id, `?asOf=${asOf}`), t.ROLE_ADMIN)).body.endorsement).toBe(
      null,
    );

    // Sent back for more information and sent again: the new sending waits for its own endorsement.
    await post(id, '/request-information', t.ROLE_EXECUTIVE_COMMITTEE, { missing: 'Photos of the pieces' });
    expect((await get(id, t.ROLE_ADMIN)).body.endorsement).toEqual(endorsed.body.endorsement);
    expect((await post(id, '/submit', t.ROLE_ARTISAN_HUNTER)).body.endorsement).toBe(null);
  });

  it('needs no endorsement mark for an evaluation a network member sent', async () => {
    const id = await evaluated(t.ROLE_NETWORK_MEMBER);
    expect(await post(id, '/submit', t.ROLE_NETWORK_MEMBER)).toMatchObject({
      status: 200,
      body: { reviewStatus: 'NOT REVIEWED', endorsement: null },
    });
  });

  it('keeps its free texts sealed in the event log, unreadable once the artisan is deleted', async () => {
    const id = await evaluated(t.ROLE_NETWORK_MEMBER);
    await post(id, '/submit', t.ROLE_NETWORK_MEMBER);
    await post(id, '/review', t.ROLE_ADMIN);
    await post(id, '/decision', t.ROLE_ADMIN, {
      decision: 'REFUSED',
      outcome: 'OUT OF SCOPE',
      commentaryCommittee: 'Industrial production.',
      comments: 'Seen at a trade fair under another name.',
    });
    const store = kit.api.app.get<EventStore>(EVENT_STORE);
    const raw = JSON.stringify(await store.readStream(evaluationStreamId(id)));
    for (const text of [full.q1.comment, 'Industrial production.', 'Seen at a trade fair'])
      expect(raw).not.toContain(text);
    expect(raw).toContain('sealed:v1:');
    // Read through the API, they are whole.
    expect((await get(id, t.ROLE_ADMIN)).body).toMatchObject({
      comments: 'Seen at a trade fair under another name.',
      criteria: expect.arrayContaining([
        expect.objectContaining({ answers: expect.objectContaining({ q1: full.q1 }) }),
      ]),
    });

    expect((await kit.call('DELETE', `/api/artisans/${id}`, t.ROLE_ADMIN)).status).toBe(204);
    const open = await openerFor(kit.api.database.db, id);
    const decided = (await store.readStream(evaluationStreamId(id))).find(
      (e) => e.type === 'EvaluationDecided',
    );
    const { comments } = decided!.data as { comments: string };
    expect(comments).toMatch(/^sealed:v1:/);
    expect(open(comments)).toBe('');
  });

  it('answers 404 for unknown and out-of-sight artisans', async () => {
    expect((await get(randomUUID(), t.ROLE_ADMIN)).body).toMatchObject({ detail: MESSAGES.notFound });
    const pending = await kit.create(t.ROLE_ADMIN, { pending: true, country: `/api/countries/${ITALY}` });
    expect((await get(pending.id, t.ROLE_AMBASSADOR)).status).toBe(404);
    expect((await save(pending.id, 'tradition', { q1: full.q1 }, t.ROLE_AMBASSADOR)).status).toBe(404);
  });

  it('lets exactly one of two simultaneous decisions win; the other gets a clear 409', async () => {
    const id = await evaluated(t.ROLE_NETWORK_MEMBER);
    await post(id, '/submit', t.ROLE_NETWORK_MEMBER); // a network member's needs no endorsement
    await post(id, '/review', t.ROLE_ADMIN);
    const answers = await Promise.all([
      post(id, '/decision', t.ROLE_ADMIN, { decision: 'ACCEPTED' }),
      post(id, '/decision', t.ROLE_EXECUTIVE_COMMITTEE, { decision: 'REFUSED', outcome: 'OUT OF SCOPE' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const final = (await get(id, t.ROLE_ADMIN)).body.statusEval;
    expect(answers.find((answer) => answer.status === 200)!.body.statusEval).toBe(final);
  });

  describe('an unsent evaluation belongs to its evaluator', () => {
    let hunterId: string;
    /** Another hunter of France: the same country and role as the evaluator. */
    let colleague: { id: string; token: string; name: string };
    beforeAll(async () => {
      hunterId = kit.staffIds.hunter!;
      colleague = await createStaffMember(kit, 'ROLE_ARTISAN_HUNTER', [FRANCE]);
    });

    const untouched = (view: View) => {
      expect(view).toMatchObject({ statusEval: 'IN PROGRESS', evaluator: { id: hunterId } });
      expect(view.criteria[0]!.answers).toEqual(full);
      expect(view.criteria.at(-1)).toMatchObject({ id: LAST, validated: false });
    };
    const refusedEverywhere = {
      statuses: Object.fromEntries(WRITES.map((write) => [write.name, 403])),
      details: Object.fromEntries(WRITES.map((write) => [write.name, EVALUATION_MESSAGES.notTheEvaluator])),
    };

    it('refuses every write of anyone else with a clear 403, and changes nothing', async () => {
      const id = await startedBy(kit, t.ROLE_ARTISAN_HUNTER);
      for (const token of [
        colleague.token,
        t.ROLE_EXECUTIVE_COMMITTEE,
        t.ROLE_ADMIN,
        t.ROLE_NETWORK_MEMBER,
      ]) {
        const { statuses, details, after } = await tryEveryWrite(kit, id, token);
        expect({ statuses, details }).toEqual(refusedEverywhere);
        untouched(after);
      }
      // Staff of another country and the artisan never reach it at all.
      for (const token of [t.ROLE_AMBASSADOR, t.ROLE_ARTISAN]) {
        const { statuses, after } = await tryEveryWrite(kit, id, token);
        expect(statuses).toEqual(refusedEverywhere.statuses);
        untouched(after);
      }
    });

    it("goes by the signed-in account: naming the evaluator's id changes nothing", async () => {
      const id = await startedBy(kit, t.ROLE_ARTISAN_HUNTER);
      const named = await tryEveryWrite(kit, id, colleague.token, {
        'x-user-id': hunterId,
        'x-actor-id': hunterId,
      });
      expect({ statuses: named.statuses, details: named.details }).toEqual(refusedEverywhere);
      // A token whose subject is rewritten to the evaluator's id is no token at all.
      const [header, payload, signature] = colleague.token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<
        string,
        unknown
      >;
      const forged = [
        header,
        Buffer.from(JSON.stringify({ ...claims, sub: hunterId })).toString('base64url'),
        signature,
      ].join('.');
      const withForged = await tryEveryWrite(kit, id, forged);
      expect(Object.values(withForged.statuses)).toEqual(WRITES.map(() => 401));
      // In the body, an unknown field is refused before anything else.
      expect(
        (await save(id, 'tradition', { q1: full.q1, evaluator: hunterId }, colleague.token)).status,
      ).toBe(400);
      untouched(withForged.after);
    });

    it('lets the evaluator change, validate and send it', async () => {
      const id = await startedBy(kit, t.ROLE_ARTISAN_HUNTER);
      const { statuses, after } = await tryEveryWrite(kit, id, t.ROLE_ARTISAN_HUNTER);
      expect(statuses).toEqual(Object.fromEntries(WRITES.map((write) => [write.name, 200])));
      expect(after).toMatchObject({ statusEval: 'SUBMITTED', evaluator: { id: hunterId } });
      expect(after.criteria[0]!.answers).toEqual({
        q1: { ...full.q1, points: 1 },
        q2: { ...full.q2, comment: 'Only the comment changes.' },
        q3: full.q3,
      });
    });

    it('shows it read-only to everyone else who may see it: editable, allowedActions and who writes it', async () => {
      const id = await startedBy(kit, t.ROLE_ARTISAN_HUNTER);
      const viewOf = async (token: string) => {
        const { status, body } = await get(id, token);
        return status === 200 ? { editable: body.editable, allowedActions: body.allowedActions } : status;
      };
      const readOnly = { editable: false, allowedActions: [] };
      expect({
        evaluator: await viewOf(t.ROLE_ARTISAN_HUNTER),
        colleague: await viewOf(colleague.token),
        committee: await viewOf(t.ROLE_EXECUTIVE_COMMITTEE),
        admin: await viewOf(t.ROLE_ADMIN),
        network: await viewOf(t.ROLE_NETWORK_MEMBER),
        ambassador: await viewOf(t.ROLE_AMBASSADOR),
        artisan: await viewOf(t.ROLE_ARTISAN),
      }).toEqual({
        evaluator: { editable: true, allowedActions: ['SUBMIT'] },
        colleague: readOnly,
        committee: readOnly,
        admin: readOnly,
        network: readOnly,
        // Not endorsed yet: unavailable to other countries' staff; the artisan never sees it.
        ambassador: 403,
        artisan: 403,
      });
      expect((await get(id, colleague.token)).body.evaluator).toEqual({ id: hunterId, name: 'Lucía García' });
    });

    it("gives the ambassador an admin's unsent evaluation to read, not to send", async () => {
      const { id } = await kit.create(t.ROLE_ADMIN, { country: `/api/countries/${ITALY}` });
      expect((await save(id, 'tradition', full, t.ROLE_ADMIN)).status).toBe(200);
      expect((await get(id, t.ROLE_AMBASSADOR)).body).toMatchObject({
        editable: false,
        allowedActions: [],
        evaluator: { id: kit.staffIds.admin, name: 'Alice Martin' },
      });
      expect(await save(id, 'tradition', { q1: { ...full.q1, points: 0 } }, t.ROLE_AMBASSADOR)).toMatchObject(
        {
          status: 403,
          body: { detail: EVALUATION_MESSAGES.notTheEvaluator },
        },
      );
      expect((await post(id, '/submit', t.ROLE_AMBASSADOR)).status).toBe(403);
      expect((await get(id, t.ROLE_ADMIN)).body).toMatchObject({
        editable: true,
        allowedActions: ['SUBMIT'],
      });
    });

    it('keeps a PENDING evaluation, sent back with what is missing, its evaluator’s', async () => {
      const id = await startedBy(kit, t.ROLE_ARTISAN_HUNTER);
      await post(id, `/criteria/${LAST}/validate`, t.ROLE_ARTISAN_HUNTER);
      await post(id, '/submit', t.ROLE_ARTISAN_HUNTER);
      await post(id, '/endorse', t.ROLE_NETWORK_MEMBER);
      await post(id, '/review', t.ROLE_EXECUTIVE_COMMITTEE);
      await post(id, '/request-information', t.ROLE_EXECUTIVE_COMMITTEE, { missing: 'Photos of the pieces' });
      expect((await get(id, t.ROLE_EXECUTIVE_COMMITTEE)).body).toMatchObject({
        statusEval: 'PENDING',
        editable: false,
        allowedActions: [],
      });
      expect((await save(id, 'talent', { q1: full.q2 }, t.ROLE_EXECUTIVE_COMMITTEE)).status).toBe(403);
      expect((await post(id, '/submit', colleague.token)).status).toBe(403);
      expect((await save(id, 'talent', { q1: full.q2 }, t.ROLE_ARTISAN_HUNTER)).status).toBe(200);
      expect((await post(id, '/submit', t.ROLE_ARTISAN_HUNTER)).body).toMatchObject({
        statusEval: 'SUBMITTED',
      });
    });

    it('refuses every other write on an unsent evaluation too, whoever asks', async () => {
      const id = await startedBy(kit, t.ROLE_ARTISAN_HUNTER);
      const others: [string, unknown][] = [
        ['/endorse', {}],
        ['/review', {}],
        ['/request-information', { missing: 'Photos' }],
        ['/decision', { decision: 'ACCEPTED' }],
        ['/defer', {}],
        ['/confirm', {}],
        ['/reopen', {}],
      ];
      for (const token of [t.ROLE_ARTISAN_HUNTER, colleague.token, t.ROLE_ADMIN, t.ROLE_NETWORK_MEMBER])
        for (const [rest, json] of others)
          expect([403, 409]).toContain((await post(id, rest, token, json)).status);
      const mail = await kit.call('POST', '/evaluation-validated-email', colleague.token, { json: { id } });
      expect([403, 409]).toContain(mail.status);
      untouched((await get(id, t.ROLE_ADMIN)).body);
    });

    it('gives an evaluation two members start at once to exactly one of them', async () => {
      const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
      const answers = await Promise.all([
        save(id, 'tradition', { q1: full.q1 }, t.ROLE_ARTISAN_HUNTER),
        save(id, 'tradition', { q1: { ...full.q1, points: 2 } }, colleague.token),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const winner = answers[0]!.status === 200 ? hunterId : colleague.id;
      expect((await get(id, t.ROLE_ADMIN)).body.evaluator).toMatchObject({ id: winner });
    });
  });

  describe('decision history and "as of"', () => {
    /** A scripted evaluation with known times: who did what, when. */
    async function scripted(): Promise<string> {
      const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
      const store = kit.api.app.get<EventStore>(EVENT_STORE);
      const at = (iso: string, who: string, role: Role): CommandContext => ({
        actorId: kit.staffIds[who]!,
        actorRole: role,
        correlationId: randomUUID(),
        causationId: null,
        now: new Date(iso),
      });
      const steps: [CommandContext, EvaluationEvent][] = [
        ...CRITERION_IDS.map((criterion): [CommandContext, EvaluationEvent] => [
          at('2026-03-01T09:00:00Z', 'hunter', 'ROLE_ARTISAN_HUNTER'),
          { type: 'EvaluationAnswersRecorded', data: { artisanId: id, criterion, answers: full } },
        ]),
        [
          at('2026-03-02T10:00:00Z', 'hunter', 'ROLE_ARTISAN_HUNTER'),
          {
            type: 'EvaluationSubmitted',
            data: {
              artisanId: id,
              endorsed: false,
              totalPoint: 132,
              statusEval: 'SUBMITTED',
              reviewStatus: 'NOT REVIEWED',
            },
          },
        ],
        [
          at('2026-03-03T11:00:00Z', 'network', 'ROLE_NETWORK_MEMBER'),
          {
            type: 'EvaluationEndorsed',
            data: { artisanId: id, statusEval: 'SUBMITTED', reviewStatus: 'NOT REVIEWED' },
          },
        ],
        [
          at('2026-03-04T12:00:00Z', 'committee', 'ROLE_EXECUTIVE_COMMITTEE'),
          {
            type: 'EvaluationReviewStarted',
            data: { artisanId: id, statusEval: 'SUBMITTED', reviewStatus: 'IN REVIEWAL' },
          },
        ],
        [
          at('2026-03-05T13:00:00Z', 'committee', 'ROLE_EXECUTIVE_COMMITTEE'),
          {
            type: 'EvaluationDecided',
            data: {
              artisanId: id,
              decision: 'REFUSED',
              commentaryCommittee: 'Not yet: come back with new work.',
              comments: 'Production partly outsourced.',
              statusEval: 'IMPROVEMENT POTENTIAL',
              reviewStatus: 'REVIEWED',
            },
          },
        ],
      ];
      let version: number | 'no_stream' = 'no_stream';
      let last;
      for (const [context, event] of steps) {
        last = await store.appendToStream(evaluationStreamId(id), toNewEvents([event], context), version);
        version = version === 'no_stream' ? 0 : version + 1;
      }
      await kit.api.app.get(Projections).waitFor(last!.lastGlobalPosition);
      return id;
    }

    const history = (id: string, token: string, query = '') =>
      kit.call<{ 'hydra:member': EvaluationHistoryEntry[]; 'hydra:totalItems': number } & Problem>(
        'GET',
        path(id, `/history${query}`),
        token,
      );

    it('lists every step with who (name and role), when, the status it led to and what was said', async () => {
      const id = await scripted();
      const { body } = await history(id, t.ROLE_ADMIN);
      expect(body['hydra:totalItems']).toBe(15);
      expect(body['hydra:member'].slice(-3)).toEqual([
        expect.objectContaining({
          kind: 'endorsement',
          at: '2026-03-03T11:00:00.000Z',
          actor: expect.objectContaining({ id: kit.staffIds.network, role: 'ROLE_NETWORK_MEMBER' }),
          statusEval: 'SUBMITTED',
        }),
        expect.objectContaining({ kind: 'review', reviewStatus: 'IN REVIEWAL' }),
        expect.objectContaining({
          type: 'EvaluationDecided',
          kind: 'decision',
          at: '2026-03-05T13:00:00.000Z',
          statusEval: 'IMPROVEMENT POTENTIAL',
          details: {
            decision: 'REFUSED',
            commentaryCommittee: 'Not yet: come back with new work.',
            comments: 'Production partly outsourced.',
          },
        }),
      ]);
      expect(body['hydra:member'][0]).toMatchObject({
        kind: 'answers',
        details: { criterion: 'tradition', answers: full },
      });
    });

    it('filters by kind and refuses an unknown kind', async () => {
      const id = await scripted();
      const decisions = await history(id, t.ROLE_ADMIN, '?kind=decision,endorsement');
      expect(decisions.body['hydra:member'].map((entry) => entry.kind)).toEqual(['endorsement', 'decision']);
      expect(
        (await history(id, t.ROLE_ADMIN, '?kind=decision&kind=submission')).body['hydra:totalItems'],
      ).toBe(2);
      expect((await history(id, t.ROLE_ADMIN, '?kind=gossip')).status).toBe(400);
      expect((await history(id, t.ROLE_ARTISAN)).status).toBe(403);
    });

    it('opens the evaluation exactly as it stood at a chosen moment, and compares two', async () => {
      const id = await scripted();
      const asOf = async (iso: string) =>
        (await kit.call<View>('GET', path(id, `?asOf=${iso}`), t.ROLE_ADMIN)).body;
      expect(await asOf('2026-02-01T00:00:00Z')).toMatchObject({ statusEval: 'IN PROGRESS', completion: 0 });
      expect(await asOf('2026-03-02T10:00:00Z')).toMatchObject({
        statusEval: 'SUBMITTED',
        reviewStatus: 'NOT REVIEWED',
        totalPoint: 132,
        allowedActions: [],
      });
      expect(await asOf('2026-03-04T13:30:00%2B01:00')).toMatchObject({ reviewStatus: 'IN REVIEWAL' });
      expect(await asOf('2026-03-06T00:00:00Z')).toMatchObject({
        statusEval: 'IMPROVEMENT POTENTIAL',
        decision: 'REFUSED',
      });
      expect((await kit.call('GET', path(id, '?asOf=yesterday'), t.ROLE_ADMIN)).status).toBe(400);
    });
  });

  describe('with NETWORK_MEMBER_EDITS_EVALUATION on', () => {
    let editing: Kit;
    beforeAll(async () => {
      editing = await startKit({ NETWORK_MEMBER_EDITS_EVALUATION: 'true' });
    });
    afterAll(() => editing.close());

    it("lets the network member of the artisan's country change and send an unsent evaluation; others still read it", async () => {
      const id = await startedBy(editing, editing.tokens.ROLE_ARTISAN_HUNTER);
      const view = async (token: string) => (await editing.call<View>('GET', path(id), token)).body;
      expect(await view(editing.tokens.ROLE_NETWORK_MEMBER)).toMatchObject({
        editable: true,
        allowedActions: ['SUBMIT'],
        evaluator: { id: editing.staffIds.hunter },
      });
      expect(await view(editing.tokens.ROLE_EXECUTIVE_COMMITTEE)).toMatchObject({
        editable: false,
        allowedActions: [],
      });
      const committee = await editing.call<View>(
        'PUT',
        path(id, '/criteria/tradition'),
        editing.tokens.ROLE_ADMIN,
        {
          json: { answers: { q1: full.q2 } },
        },
      );
      expect(committee.status).toBe(403);
      const { statuses, after } = await tryEveryWrite(editing, id, editing.tokens.ROLE_NETWORK_MEMBER);
      expect(statuses).toEqual(Object.fromEntries(WRITES.map((write) => [write.name, 200])));
      // Sent by a network member: no endorsement to wait for.
      expect(after).toMatchObject({ statusEval: 'SUBMITTED', reviewStatus: 'NOT REVIEWED' });
      expect(after.criteria[0]!.answers.q1).toEqual({ ...full.q1, points: 1 });
    });

    it('lets the network member correct answers before endorsing, and the list shows the endorsed points', async () => {
      const tokens = editing.tokens;
      const { id } = await editing.create(tokens.ROLE_ARTISAN_HUNTER);
      const call = (method: string, rest: string, token: string, json?: unknown) =>
        editing.call<View>(method, path(id, rest), token, json === undefined ? undefined : { json });
      for (const criterion of CRITERION_IDS) {
        await call('PUT', `/criteria/${criterion}`, tokens.ROLE_ARTISAN_HUNTER, { answers: full });
        await call('POST', `/criteria/${criterion}/validate`, tokens.ROLE_ARTISAN_HUNTER, {});
      }
      await call('POST', '/submit', tokens.ROLE_ARTISAN_HUNTER, {});
      expect((await call('GET', '', tokens.ROLE_NETWORK_MEMBER)).body).toMatchObject({ editable: true });
      expect((await call('GET', '', tokens.ROLE_ARTISAN_HUNTER)).body).toMatchObject({ editable: false });
      const corrected = await call('PUT', '/criteria/tradition', tokens.ROLE_NETWORK_MEMBER, {
        answers: { q1: { points: 1, comment: 'Less than claimed.' } },
      });
      expect(corrected).toMatchObject({ status: 200, body: { totalPoint: 128 } });
      // The hunter, who sent it, may not.
      expect(
        (await call('PUT', '/criteria/tradition', tokens.ROLE_ARTISAN_HUNTER, { answers: full })).status,
      ).toBe(409);
      await call('POST', '/endorse', tokens.ROLE_NETWORK_MEMBER, {});
      expect(
        (await call('PUT', '/criteria/tradition', tokens.ROLE_NETWORK_MEMBER, { answers: full })).status,
      ).toBe(409);
      const list = await editing.call<{ 'hydra:member': ListRow[] }>(
        'GET',
        '/api/artisans',
        tokens.ROLE_ADMIN,
      );
      expect(list.body['hydra:member'].find((row) => row.id === id)).toMatchObject({
        evaluation: { totalPoint: 128 },
      });
    });
  });
});
