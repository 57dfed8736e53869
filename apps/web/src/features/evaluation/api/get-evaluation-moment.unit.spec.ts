import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../lib/http/api-error';
import { toEvaluationMoment } from './get-evaluation-moment';

const hunter = {
  '@id': '/api/users/h',
  id: 'h',
  name: 'Lucía García',
  role: 'ROLE_ARTISAN_HUNTER',
  roleName: 'Artisan hunter',
};
const network = {
  '@id': '/api/users/n',
  id: 'n',
  name: 'Nathalie Dubois',
  role: 'ROLE_NETWORK_MEMBER',
  roleName: 'Network members',
};

/** GET …/evaluation?asOf= as the API answers it (EvaluationView with its moment). */
const answer = {
  '@id': '/api/artisans/a/evaluation',
  statusEval: 'SUBMITTED',
  reviewStatus: 'IN REVIEWAL',
  decision: null,
  allowedActions: [],
  editable: false,
  evaluator: { id: 'h', name: 'Lucía García' },
  totalPoint: 12,
  maxPoint: 165,
  criteria: [
    {
      id: 'tradition',
      group: 'essential',
      open: true,
      validated: true,
      completion: 100,
      points: 12,
      maxPoints: 15,
      answers: {
        q1: { points: 5, comment: 'Three generations.' },
        q2: { points: 4, comment: '' },
        q4: { points: 1 },
      },
    },
    { id: 'nonsense', points: 3 },
  ],
  missingInformation: null,
  commentaryCommittee: '',
  comments: 'Confidential.',
  moment: {
    at: '2026-03-04T12:00:00.000Z',
    artisan: { createdAt: '2026-03-01T08:00:00.000Z', existed: true },
    startedAt: '2026-03-01T09:00:00.000Z',
    lastChange: { at: '2026-03-04T12:00:00.000Z', type: 'EvaluationReviewStarted', actor: hunter },
    changesSince: 2,
    submission: { at: '2026-03-02T10:00:00.000Z', actor: hunter, needsEndorsement: true },
    endorsement: { at: '2026-03-03T11:00:00.000Z', actor: network },
    review: null,
    informationRequest: null,
    decision: { at: '2026-03-05T13:00:00.000Z', actor: hunter, type: 'Guessed' },
    confirmation: null,
    answers: { tradition: { q1: { at: '2026-03-01T09:00:00.000Z', actor: hunter }, q9: {} }, other: {} },
    validations: { tradition: { at: '2026-03-01T09:05:00.000Z', actor: hunter } },
  },
};

describe('reading the evaluation as of a moment', () => {
  it('Given the API answer, Then every answer, step and actor is read, and unknown ones are left out', () => {
    const moment = toEvaluationMoment(answer);
    expect(moment).toMatchObject({
      at: '2026-03-04T12:00:00.000Z',
      artisanCreatedAt: '2026-03-01T08:00:00.000Z',
      artisanExisted: true,
      startedAt: '2026-03-01T09:00:00.000Z',
      evaluatorName: 'Lucía García',
      lastChange: { type: 'EvaluationReviewStarted', actor: { id: 'h', name: 'Lucía García' } },
      changesSince: 2,
      statusEval: 'SUBMITTED',
      reviewStatus: 'IN REVIEWAL',
      decision: null,
      commentaryCommittee: null,
      comments: 'Confidential.',
      submission: { at: '2026-03-02T10:00:00.000Z', needsEndorsement: true },
      endorsement: { actor: { id: 'n', role: 'ROLE_NETWORK_MEMBER', roleName: 'Network members' } },
      review: null,
      // A step of a type it does not know is not shown as a decision.
      decisionStep: null,
      answeredBy: { tradition: { q1: { at: '2026-03-01T09:00:00.000Z' } } },
      validatedBy: { tradition: { at: '2026-03-01T09:05:00.000Z' } },
    });
    expect(moment.criteria).toEqual([
      {
        id: 'tradition',
        group: 'essential',
        validated: true,
        points: 12,
        maxPoints: 15,
        answers: { q1: { points: 5, comment: 'Three generations.' }, q2: { points: 4, comment: '' } },
      },
    ]);
    expect(Object.keys(moment.answeredBy)).toEqual(['tradition']);
  });

  it('Given a moment before the artisan was recorded, Then it says so', () => {
    const moment = toEvaluationMoment({
      ...answer,
      moment: { ...answer.moment, artisan: { createdAt: '2026-03-01T08:00:00.000Z', existed: false } },
    });
    expect(moment.artisanExisted).toBe(false);
  });

  it('Given an answer without its moment (the evaluation now), Then it fails rather than show half a screen', () => {
    const { moment: _moment, ...now } = answer;
    expect(() => toEvaluationMoment(now)).toThrow(ApiError);
    expect(() => toEvaluationMoment('<html>')).toThrow(ApiError);
  });
});
