import { CRITERION_IDS, type EvaluationAnswer } from '@artisans/domain';
import { suiteKit } from '../../../../test-support/artisan-e2e-kit';
import type { EvaluationHistoryEntry } from './evaluation-history';
import type { EvaluationAsOfView } from './evaluations.service';

/**
 * GET /api/artisans/{id}/evaluation?asOf=…: the evaluation as it stood at a moment, with what staff
 * auditing a decision ask of it (issue 19, part 4): whether the artisan existed, who gave each
 * answer and took each step of the round then, the last change before and how many came after.
 */

type Problem = { detail: string };
type AsOf = EvaluationAsOfView & Problem;
type History = { 'hydra:member': EvaluationHistoryEntry[] };

const full = {
  q1: { points: 5, comment: 'Masters marquetry passed down over three generations.' },
  q2: { points: 4, comment: 'Teaches two apprentices in the workshop.' },
  q3: { points: 3, comment: 'Uses local walnut and oak.' },
} satisfies Record<'q1' | 'q2' | 'q3', EvaluationAnswer>;

describe('the evaluation as of a moment', () => {
  const { kit, t } = suiteKit();

  const path = (id: string, rest = '') => `/api/artisans/${id}/evaluation${rest}`;
  const post = async (id: string, rest: string, token: string, json: unknown = {}) => {
    const answer = await kit.call<Problem>('POST', path(id, rest), token, { json });
    expect({ rest, status: answer.status, detail: answer.body.detail }).toMatchObject({ status: 200 });
  };
  const save = async (id: string, criterion: string, answers: unknown) => {
    const answer = await kit.call('PUT', path(id, `/criteria/${criterion}`), t.ROLE_ARTISAN_HUNTER, {
      json: { answers },
    });
    expect(answer.status).toBe(200);
  };
  const asOf = async (id: string, at: string, token = t.ROLE_ADMIN) => {
    const answer = await kit.call<AsOf>('GET', path(id, `?asOf=${encodeURIComponent(at)}`), token);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const history = async (id: string) =>
    (await kit.call<History>('GET', path(id, '/history'), t.ROLE_ADMIN)).body['hydra:member'];
  const atOf = (entries: EvaluationHistoryEntry[], type: string, nth = 0) => {
    const found = entries.filter((entry) => entry.type === type)[nth];
    if (!found) throw new Error(`No ${type} number ${nth + 1} in the history`);
    return found.at;
  };

  /**
   * The hunter answers and validates everything, then rewrites one comment; sent, endorsed by the
   * network member, reviewed and refused by the committee, then reopened for a new round.
   */
  async function audited(): Promise<{ id: string; before: string; entries: EvaluationHistoryEntry[] }> {
    const before = new Date(Date.now() - 60_000).toISOString();
    const { id } = await kit.create(t.ROLE_ARTISAN_HUNTER);
    for (const criterion of CRITERION_IDS) {
      await save(id, criterion, full);
      await post(id, `/criteria/${criterion}/validate`, t.ROLE_ARTISAN_HUNTER);
    }
    await save(id, 'tradition', { q1: { points: 4, comment: 'Marquetry learnt from the father.' } });
    await post(id, '/submit', t.ROLE_ARTISAN_HUNTER);
    await post(id, '/endorse', t.ROLE_NETWORK_MEMBER);
    await post(id, '/review', t.ROLE_EXECUTIVE_COMMITTEE);
    await post(id, '/decision', t.ROLE_EXECUTIVE_COMMITTEE, {
      decision: 'REFUSED',
      outcome: 'IMPROVEMENT POTENTIAL',
      commentaryCommittee: 'Come back with new pieces.',
      comments: 'Part of the production is outsourced.',
    });
    await post(id, '/reopen', t.ROLE_EXECUTIVE_COMMITTEE);
    return { id, before, entries: await history(id) };
  }

  it('says that a moment before the artisan was recorded had nothing to evaluate', async () => {
    const { id, before } = await audited();
    const view = await asOf(id, before);
    expect(view.moment).toMatchObject({
      at: before,
      artisan: { existed: false },
      startedAt: null,
      lastChange: null,
      submission: null,
      answers: {},
    });
    expect(new Date(view.moment.artisan.createdAt).getTime()).toBeGreaterThan(new Date(before).getTime());
    // Every change came after it.
    expect(view.moment.changesSince).toBe((await history(id)).length);
  });

  it('names who gave each answer as it stood, and what has changed since', async () => {
    const { id, entries } = await audited();
    const started = atOf(entries, 'EvaluationAnswersRecorded');
    const view = await asOf(id, started);
    expect(view.moment).toMatchObject({
      artisan: { existed: true },
      startedAt: started,
      lastChange: {
        type: 'EvaluationAnswersRecorded',
        at: started,
        actor: { id: kit.staffIds.hunter, role: 'ROLE_ARTISAN_HUNTER' },
      },
      changesSince: entries.length - 1,
      answers: { tradition: { q1: { at: started, actor: { id: kit.staffIds.hunter } } } },
      validations: {},
    });
    expect(view.criteria.find((criterion) => criterion.id === 'tradition')?.answers.q1).toEqual(full.q1);
    expect(view.moment.answers.creativity).toBeUndefined();
  });

  it('shows the round that stood under review: the sending, the endorsement and the review, each with who and when', async () => {
    const { id, entries } = await audited();
    const rewritten = atOf(entries, 'EvaluationAnswersRecorded', CRITERION_IDS.length);
    const reviewed = atOf(entries, 'EvaluationReviewStarted');
    const view = await asOf(id, reviewed);
    expect(view).toMatchObject({ statusEval: 'SUBMITTED', reviewStatus: 'IN REVIEWAL', decision: null });
    expect(view.criteria.find((criterion) => criterion.id === 'tradition')?.answers.q1).toEqual({
      points: 4,
      comment: 'Marquetry learnt from the father.',
    });
    expect(view.moment).toMatchObject({
      submission: {
        at: atOf(entries, 'EvaluationSubmitted'),
        actor: { id: kit.staffIds.hunter },
        needsEndorsement: true,
      },
      endorsement: {
        at: atOf(entries, 'EvaluationEndorsed'),
        actor: { id: kit.staffIds.network, role: 'ROLE_NETWORK_MEMBER', name: expect.any(String) },
      },
      review: { at: reviewed, actor: { id: kit.staffIds.committee } },
      decision: null,
      informationRequest: null,
      answers: {
        tradition: { q1: { at: rewritten }, q2: { at: atOf(entries, 'EvaluationAnswersRecorded') } },
      },
      // The decision, the reopening.
      changesSince: 2,
    });
    expect(Object.keys(view.moment.validations)).toEqual([...CRITERION_IDS]);
  });

  it('shows the decision with who took it, then a new round without the old one’s steps', async () => {
    const { id, entries } = await audited();
    const decided = await asOf(id, atOf(entries, 'EvaluationDecided'));
    expect(decided).toMatchObject({
      statusEval: 'IMPROVEMENT POTENTIAL',
      decision: 'REFUSED',
      commentaryCommittee: 'Come back with new pieces.',
      comments: 'Part of the production is outsourced.',
      moment: {
        decision: { type: 'EvaluationDecided', actor: { id: kit.staffIds.committee } },
        changesSince: 1,
      },
    });

    const reopened = await asOf(id, new Date().toISOString());
    expect(reopened).toMatchObject({ statusEval: 'IN PROGRESS', decision: null });
    expect(reopened.moment).toMatchObject({
      lastChange: { type: 'EvaluationReopened' },
      changesSince: 0,
      submission: null,
      endorsement: null,
      review: null,
      decision: null,
      validations: {},
    });
    // The answers outlive the round: still who gave them and when.
    expect(reopened.moment.answers.tradition?.q3).toMatchObject({ actor: { id: kit.staffIds.hunter } });
  });
});
