import { CRITERION_IDS, EVALUATION_MESSAGES } from '@artisans/domain';
import { suiteKit } from '../../../../test-support/artisan-e2e-kit';
import type { AnalysisView } from './analysis.service';
import { SELF_ASSESSMENT_MESSAGES, type SelfAssessmentView } from './self-assessments.service';

type Problem = { detail: string };

const self = {
  q1: { answer: 'always', comment: 'I learned it from my grandfather.' },
  q2: { answer: 'often', comment: 'I train one apprentice a year.' },
  q3: { answer: 'rarely', comment: 'I seldom exhibit abroad.' },
};
const staff = {
  q1: { points: 2, comment: 'Family tradition, but little of it shows in the work.' },
  q2: { points: 3, comment: 'One apprentice.' },
  q3: { points: 1, comment: 'Hardly exhibits.' },
};

describe('self-assessment and analysis', () => {
  const { kit, t } = suiteKit();

  const path = (id: string, rest = '') => `/api/artisans/${id}/self-assessment${rest}`;
  const save = (id: string, criterion: string, answers: unknown, token: string) =>
    kit.call<SelfAssessmentView & Problem>('PUT', path(id, `/criteria/${criterion}`), token, {
      json: { answers },
    });
  const post = (id: string, rest: string, token: string) =>
    kit.call<SelfAssessmentView & Problem>('POST', path(id, rest), token, { json: {} });
  const analysis = (id: string, token: string) =>
    kit.call<AnalysisView & Problem>('GET', `/api/artisans/${id}/analysis`, token);

  it('lets the artisan fill in, validate and send its own, mapping its answers to points', async () => {
    const own = kit.demoArtisanId;
    const first = await save(own, 'tradition', self, t.ROLE_ARTISAN);
    expect(first.status).toBe(200);
    expect(first.body.criteria[0]).toMatchObject({
      points: 9, // always 5 + often 3 + rarely 1
      completion: 100,
      answers: { q1: { answer: 'always', points: 5 }, q3: { answer: 'rarely', points: 1 } },
    });
    expect(
      (await save(own, 'tradition', { q1: { answer: 'sometimes', comment: '' } }, t.ROLE_ARTISAN)).status,
    ).toBe(400);
    expect(await post(own, '/submit', t.ROLE_ARTISAN)).toMatchObject({
      status: 400,
      body: { detail: EVALUATION_MESSAGES.answersMissing },
    });
    // The analysis rests on a sent self-assessment.
    expect(await analysis(own, t.ROLE_ARTISAN)).toMatchObject({
      status: 409,
      body: { detail: EVALUATION_MESSAGES.unavailable },
    });
    for (const criterion of CRITERION_IDS) {
      expect((await save(own, criterion, self, t.ROLE_ARTISAN)).status).toBe(200);
      expect((await post(own, `/criteria/${criterion}/validate`, t.ROLE_ARTISAN)).status).toBe(200);
    }
    expect((await post(own, '/submit', t.ROLE_ARTISAN)).body).toMatchObject({
      submitted: true,
      totalPoint: 99,
    });
    expect(await save(own, 'tradition', self, t.ROLE_ARTISAN)).toMatchObject({
      status: 409,
      body: { detail: EVALUATION_MESSAGES.locked },
    });
    const mine = await analysis(own, t.ROLE_ARTISAN);
    expect(mine.body).toMatchObject({
      evaluation: null,
      selfAssessment: { points: 99, maxPoints: 165, percent: 60 },
      statusEval: 'IN PROGRESS',
    });
    expect(mine.body).not.toHaveProperty('comments');
  });

  it("is the artisan's alone to fill in; staff who reach the artisan read it", async () => {
    const other = await kit.create(t.ROLE_ARTISAN_HUNTER);
    expect((await save(other.id, 'tradition', self, t.ROLE_ARTISAN)).status).toBe(404);
    expect((await save(kit.demoArtisanId, 'tradition', self, t.ROLE_ADMIN)).status).toBe(403);
    expect((await kit.call('GET', path(kit.demoArtisanId), t.ROLE_NETWORK_MEMBER)).status).toBe(200);
    expect((await kit.call('GET', path(other.id), t.ROLE_ARTISAN)).status).toBe(404);
  });

  it('is offered only while the profile says so', async () => {
    await kit.call('PUT', `/api/artisans/${kit.demoArtisanId}`, t.ROLE_ADMIN, {
      json: { selfAssessment: false },
    });
    expect(await save(kit.demoArtisanId, 'tradition', self, t.ROLE_ARTISAN)).toMatchObject({
      status: 403,
      body: { detail: SELF_ASSESSMENT_MESSAGES.notEnabled },
    });
    await kit.call('PUT', `/api/artisans/${kit.demoArtisanId}`, t.ROLE_ADMIN, {
      json: { selfAssessment: true },
    });
  });

  it('shows staff the complete evaluation beside the self-assessment, with large gaps flagged', async () => {
    const own = kit.demoArtisanId; // sent its self-assessment in the first test
    expect(await analysis(own, t.ROLE_ADMIN)).toMatchObject({
      status: 409,
      body: { detail: EVALUATION_MESSAGES.unavailable },
    });
    for (const criterion of CRITERION_IDS) {
      await kit.call('PUT', `/api/artisans/${own}/evaluation/criteria/${criterion}`, t.ROLE_ADMIN, {
        // Talent: the staff see none of what the artisan claims.
        json: {
          answers:
            criterion === 'talent'
              ? {
                  q1: { points: 0, comment: 'Not seen.' },
                  q2: { points: 0, comment: 'Not seen.' },
                  q3: { points: 0, comment: 'Not seen.' },
                }
              : staff,
        },
      });
      await kit.call('POST', `/api/artisans/${own}/evaluation/criteria/${criterion}/validate`, t.ROLE_ADMIN, {
        json: {},
      });
    }
    const { status, body } = await analysis(own, t.ROLE_ADMIN);
    expect(status).toBe(200);
    expect(body.evaluation).toEqual({ points: 60, maxPoints: 165, percent: 36.4 });
    expect(body.selfAssessment).toEqual({ points: 99, maxPoints: 165, percent: 60 });
    const byId = Object.fromEntries(body.criteria.map((criterion) => [criterion.id, criterion]));
    expect(byId.tradition).toMatchObject({ gap: 3, largeGap: false });
    expect(byId.talent).toMatchObject({ gap: 9, largeGap: true });
    expect(body.groups.map((group) => group.group)).toEqual(['essential', 'differentiating']);
  });
});
