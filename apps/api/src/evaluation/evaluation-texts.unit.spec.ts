import { mapEvaluationTexts } from './evaluation-texts';

const upper = (text: string) => text.toUpperCase();

describe('the free texts of evaluation events', () => {
  it('maps personal comments, what is missing, the commentary and the confidential comment', () => {
    expect(
      mapEvaluationTexts(
        {
          type: 'EvaluationAnswersRecorded',
          data: { artisanId: 'a', criterion: 'talent', answers: { q1: { points: 4, comment: 'fine work' } } },
        },
        upper,
      ).data,
    ).toEqual({ artisanId: 'a', criterion: 'talent', answers: { q1: { points: 4, comment: 'FINE WORK' } } });
    expect(
      mapEvaluationTexts(
        {
          type: 'EvaluationDecided',
          data: {
            artisanId: 'a',
            decision: 'ACCEPTED',
            commentaryCommittee: 'bravo',
            comments: 'secret',
            statusEval: 'SELECTED',
          },
        },
        upper,
      ).data,
    ).toMatchObject({
      commentaryCommittee: 'BRAVO',
      comments: 'SECRET',
      statusEval: 'SELECTED',
      artisanId: 'a',
    });
    expect(
      mapEvaluationTexts(
        { type: 'EvaluationInformationRequested', data: { artisanId: 'a', missing: 'photos' } },
        upper,
      ).data,
    ).toMatchObject({ missing: 'PHOTOS' });
  });

  it('leaves other events, ids, points and statuses as they are', () => {
    const event = {
      type: 'EvaluationSubmitted',
      data: { artisanId: 'a', totalPoint: 3, statusEval: 'SUBMITTED' },
    };
    expect(mapEvaluationTexts(event, upper)).toBe(event);
  });
});
