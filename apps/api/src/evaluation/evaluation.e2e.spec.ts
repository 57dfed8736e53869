import { randomUUID } from 'node:crypto';
import {
  CRITERION_IDS,
  EVALUATION_MESSAGES,
  MESSAGES,
  ROLES,
  type EvaluationAnswer,
  type Role,
} from '@artisans/domain';
import { ITALY, startKit, type Kit } from '../artisans/profile/artisan-e2e-kit.spec';
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

const full = {
  q1: { points: 5, comment: 'Masters marquetry passed down over three generations.' },
  q2: { points: 4, comment: 'Teaches two apprentices in the workshop.' },
  q3: { points: 3, comment: 'Uses local walnut and oak.' },
} satisfies Record<'q1' | 'q2' | 'q3', EvaluationAnswer>;

describe('staff evaluation: answers, sending, endorsement, review, decision', () => {
  let kit: Kit;
  let t: Record<Role, string>;

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
  });
  afterAll(() => kit.close());

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

  it("hides an evaluation from other countries' staff until a network member endorses it", async () => {
    const id = await evaluated();
    expect((await get(id, t.ROLE_AMBASSADOR)).status).toBe(404);
    await post(id, '/submit', t.ROLE_ARTISAN_HUNTER);
    expect((await get(id, t.ROLE_AMBASSADOR)).status).toBe(404);
    await post(id, '/endorse', t.ROLE_NETWORK_MEMBER);
    expect(await get(id, t.ROLE_AMBASSADOR)).toMatchObject({ status: 200, body: { allowedActions: [] } });
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
