import { describe, expect, it } from '@jest/globals';
import type { EvaluationMoment, MomentCriterion } from '../api/get-evaluation-moment';
import { changedAnswersOf, momentChanges } from './as-of-changes';

const actor = {
  '@id': '/api/users/h',
  id: 'h',
  name: 'Lucía García',
  role: 'ROLE_ARTISAN_HUNTER',
  roleName: null,
};

const tradition: MomentCriterion = {
  id: 'tradition',
  group: 'essential',
  validated: true,
  points: 12,
  maxPoints: 15,
  answers: {
    q1: { points: 5, comment: 'Three generations.' },
    q2: { points: 4, comment: 'Two apprentices.' },
    q3: { points: 3, comment: 'Local walnut.' },
  },
};
const creativity: MomentCriterion = { ...tradition, id: 'creativity' };

/** The evaluation under review: sent, endorsed, review started. */
const reviewed: EvaluationMoment = {
  at: '2026-03-04T12:00:00.000Z',
  artisanCreatedAt: '2026-03-01T08:00:00.000Z',
  artisanExisted: true,
  startedAt: '2026-03-01T09:00:00.000Z',
  evaluatorName: 'Lucía García',
  lastChange: { at: '2026-03-04T12:00:00.000Z', actor, type: 'EvaluationReviewStarted' },
  changesSince: 2,
  statusEval: 'SUBMITTED',
  reviewStatus: 'IN REVIEWAL',
  decision: null,
  totalPoint: 24,
  maxPoint: 165,
  criteria: [tradition, creativity],
  missingInformation: null,
  commentaryCommittee: null,
  comments: null,
  submission: { at: '2026-03-02T10:00:00.000Z', actor, needsEndorsement: true },
  endorsement: { at: '2026-03-03T11:00:00.000Z', actor },
  review: { at: '2026-03-04T12:00:00.000Z', actor },
  informationRequest: null,
  decisionStep: null,
  confirmation: null,
  answeredBy: {},
  validatedBy: {},
};

describe('what differs between two moments of an evaluation', () => {
  it('Given the same moment twice, Then nothing differs', () => {
    const changes = momentChanges(reviewed, reviewed);
    expect([...changes.fields]).toEqual([]);
    expect([...changes.criteria]).toEqual([]);
    expect([...changes.answers]).toEqual([]);
  });

  it('Given the decision since, Then the status, review, decision, committee and notes differ, the answers not', () => {
    const decided: EvaluationMoment = {
      ...reviewed,
      statusEval: 'SELECTED',
      reviewStatus: 'REVIEWED',
      decision: 'ACCEPTED',
      commentaryCommittee: 'A true master.',
      comments: 'Ask about the second workshop.',
      decisionStep: { at: '2026-03-05T13:00:00.000Z', actor, type: 'EvaluationDecided' },
    };
    expect([...momentChanges(reviewed, decided).fields]).toEqual([
      'status',
      'review',
      'decision',
      'decisionStep',
      'commentary',
      'comments',
    ]);
    expect(momentChanges(reviewed, decided).criteria.size).toBe(0);
  });

  it('Given a comment rewritten and a point taken back since, Then those answers and their criterion differ', () => {
    const rewritten: EvaluationMoment = {
      ...reviewed,
      totalPoint: 23,
      criteria: [
        {
          ...tradition,
          points: 11,
          answers: {
            ...tradition.answers,
            q1: { points: 5, comment: 'Learnt from the father.' },
            q3: { points: 2, comment: 'Local walnut.' },
          },
        },
        creativity,
      ],
    };
    const changes = momentChanges(reviewed, rewritten);
    expect([...changes.fields]).toEqual(['total']);
    expect([...changes.criteria]).toEqual(['tradition']);
    expect([...changes.answers]).toEqual(['tradition.q1', 'tradition.q3']);
    expect(changedAnswersOf(changes, 'tradition')).toBe(2);
    expect(changedAnswersOf(changes, 'creativity')).toBe(0);
  });

  it('Given a moment before anything was answered, Then every answer given later differs, and the sending', () => {
    const empty: EvaluationMoment = {
      ...reviewed,
      statusEval: 'IN PROGRESS',
      reviewStatus: 'NOT REVIEWED',
      totalPoint: 0,
      evaluatorName: null,
      criteria: [
        { ...tradition, validated: false, points: 0, answers: {} },
        { ...creativity, validated: false, points: 0, answers: {} },
      ],
      submission: null,
      endorsement: null,
      review: null,
    };
    const changes = momentChanges(empty, reviewed);
    expect(changes.fields).toEqual(
      new Set(['status', 'review', 'total', 'evaluator', 'submission', 'endorsement', 'reviewStep']),
    );
    expect(changes.answers.size).toBe(6);
  });

  it('Given a new sending that needs no endorsement, Then the endorsement row differs though neither was endorsed', () => {
    const unsent = { ...reviewed, endorsement: null, submission: null };
    const sentByNetwork = {
      ...reviewed,
      endorsement: null,
      submission: { at: '2026-03-02T10:00:00.000Z', actor, needsEndorsement: false },
    };
    expect(momentChanges(unsent, sentByNetwork).fields.has('endorsement')).toBe(true);
  });
});
