import { CRITERION_IDS, EVALUATION_MESSAGES, type Role } from '@artisans/domain';
import { startKit, type Kit } from '../../../../test-support/artisan-e2e-kit';
import type { ArtisanStandingView } from './analysis.service';

type Problem = { detail: string };

const staffAnswers = {
  q1: { points: 4, comment: 'Seen at the workshop.' },
  q2: { points: 4, comment: 'Two apprentices.' },
  q3: { points: 4, comment: 'Local walnut.' },
};
const selfAnswers = {
  q1: { answer: 'always', comment: 'I learned it from my grandfather.' },
  q2: { answer: 'often', comment: 'I train one apprentice a year.' },
  q3: { answer: 'rarely', comment: 'I seldom exhibit abroad.' },
};

describe('GET /api/artisans/{id}/standing', () => {
  let kit: Kit;
  let t: Record<Role, string>;
  let own: string;

  beforeAll(async () => {
    kit = await startKit();
    t = kit.tokens;
    own = kit.demoArtisanId;
  });
  afterAll(() => kit.close());

  const standing = (id: string, token: string) =>
    kit.call<ArtisanStandingView & Problem>('GET', `/api/artisans/${id}/standing`, token);
  const analysisStatus = async (id: string, token: string) =>
    (await kit.call('GET', `/api/artisans/${id}/analysis`, token)).status;
  const step = async (rest: string, json: unknown = {}) => {
    const answer = await kit.call('POST', `/api/artisans/${own}/evaluation${rest}`, t.ROLE_ADMIN, { json });
    expect(answer.status).toBe(200);
  };

  it('tells the artisan where it stands from the start, and says when the analysis is available', async () => {
    const { status, body } = await standing(own, t.ROLE_ARTISAN);
    expect(status).toBe(200);
    expect(body).toEqual({
      '@id': `/api/artisans/${own}/standing`,
      artisan: `/api/artisans/${own}`,
      statusEval: 'IN PROGRESS',
      decision: null,
      commentaryCommittee: null,
      missingInformation: null,
      selfAssessment: 'open',
      analysisAvailable: false,
    });
    // It says what the analysis answers: 409 now, for the artisan and for staff.
    expect(await analysisStatus(own, t.ROLE_ARTISAN)).toBe(409);
    expect((await standing(own, t.ROLE_ADMIN)).body.analysisAvailable).toBe(false);
    expect(await analysisStatus(own, t.ROLE_ADMIN)).toBe(409);
    // Another artisan is out of the artisan's sight.
    const other = await kit.create(t.ROLE_ARTISAN_HUNTER);
    expect((await standing(other.id, t.ROLE_ARTISAN)).status).toBe(404);
  });

  it('says what is missing while pending, then the decision with the committee words only', async () => {
    for (const criterion of CRITERION_IDS) {
      const path = `/api/artisans/${own}/evaluation/criteria/${criterion}`;
      expect((await kit.call('PUT', path, t.ROLE_ADMIN, { json: { answers: staffAnswers } })).status).toBe(
        200,
      );
      await step(`/criteria/${criterion}/validate`);
    }
    // Complete: staff may open the analysis; the artisan's rests on its own self-assessment.
    expect((await standing(own, t.ROLE_ADMIN)).body.analysisAvailable).toBe(true);
    expect(await analysisStatus(own, t.ROLE_ADMIN)).toBe(200);

    await step('/submit');
    expect((await standing(own, t.ROLE_ARTISAN)).body).toMatchObject({ statusEval: 'SUBMITTED' });
    await step('/review');
    await step('/request-information', { missing: 'Photographs of recent pieces.' });
    expect((await standing(own, t.ROLE_ARTISAN)).body).toMatchObject({
      statusEval: 'PENDING',
      missingInformation: 'Photographs of recent pieces.',
      commentaryCommittee: null,
    });

    await step('/submit');
    await step('/review');
    await step('/decision', {
      decision: 'REFUSED',
      outcome: 'IMPROVEMENT POTENTIAL',
      commentaryCommittee: 'Promising marquetry: apply again next year.',
      comments: 'CONFIDENTIAL: the workshop may close.',
    });
    const decided = await standing(own, t.ROLE_ARTISAN);
    expect(decided.body).toMatchObject({
      statusEval: 'IMPROVEMENT POTENTIAL',
      decision: 'REFUSED',
      commentaryCommittee: 'Promising marquetry: apply again next year.',
      missingInformation: null,
      selfAssessment: 'open',
      analysisAvailable: false,
    });
    expect(decided.bytes.toString('utf8')).not.toContain('CONFIDENTIAL');
    expect(await analysisStatus(own, t.ROLE_ARTISAN)).toBe(409);
  });

  it('opens the analysis to the artisan once its self-assessment is sent, even after the decision', async () => {
    for (const criterion of CRITERION_IDS) {
      const path = `/api/artisans/${own}/self-assessment/criteria/${criterion}`;
      expect((await kit.call('PUT', path, t.ROLE_ARTISAN, { json: { answers: selfAnswers } })).status).toBe(
        200,
      );
      const validate = await kit.call('POST', `${path}/validate`, t.ROLE_ARTISAN, { json: {} });
      expect(validate.status).toBe(200);
    }
    const sent = await kit.call('POST', `/api/artisans/${own}/self-assessment/submit`, t.ROLE_ARTISAN, {
      json: {},
    });
    expect(sent.status).toBe(200);
    expect((await standing(own, t.ROLE_ARTISAN)).body).toMatchObject({
      decision: 'REFUSED',
      selfAssessment: 'sent',
      analysisAvailable: true,
    });
    expect(await analysisStatus(own, t.ROLE_ARTISAN)).toBe(200);
  });

  it('says when the foundation does not offer the self-assessment', async () => {
    const other = await kit.create(t.ROLE_ARTISAN_HUNTER, { selfAssessment: false });
    const { body } = await standing(other.id, t.ROLE_ARTISAN_HUNTER);
    expect(body).toMatchObject({ selfAssessment: 'not-offered', analysisAvailable: false });
    expect(await kit.call('GET', `/api/artisans/${other.id}/analysis`, t.ROLE_ARTISAN_HUNTER)).toMatchObject({
      status: 409,
      body: { detail: EVALUATION_MESSAGES.unavailable },
    });
  });
});
