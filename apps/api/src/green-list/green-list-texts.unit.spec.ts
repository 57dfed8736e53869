import { mapGreenListTexts } from './green-list-texts';

const upper = (text: string) => text.toUpperCase();

describe('the free texts of Green List events', () => {
  it('maps the texts of answers, lists, Explain boxes and reasons; numbers and levels stay', () => {
    const event = {
      type: 'GreenListAnswersRecorded',
      data: {
        artisanId: 'a',
        answers: {
          c0Name: { value: 'élise' },
          c5: { value: ['bowls', 'vases'] },
          c4: { value: 1200, explain: 'weighed' },
          p2: { notApplicable: { reason: 'shared meter' } },
          p3: { value: 4 },
          p6: null,
        },
        materials: [{ id: 'oak', answers: { s2: { value: 'oak' }, s4: { value: 60 } } }],
      },
    };
    expect(mapGreenListTexts(event, upper).data).toEqual({
      artisanId: 'a',
      answers: {
        c0Name: { value: 'ÉLISE' },
        c5: { value: ['BOWLS', 'VASES'] },
        c4: { value: 1200, explain: 'WEIGHED' },
        p2: { notApplicable: { reason: 'SHARED METER' } },
        p3: { value: 4 },
        p6: null,
      },
      materials: [{ id: 'oak', answers: { s2: { value: 'OAK' }, s4: { value: 60 } } }],
    });
  });

  it('maps what is missing and the closing comment; leaves other events alone', () => {
    expect(
      mapGreenListTexts(
        {
          type: 'GreenListInformationRequested',
          data: { artisanId: 'a', status: 'PENDING', missing: 'energy', codes: ['p2'] },
        },
        upper,
      ).data,
    ).toEqual({ artisanId: 'a', status: 'PENDING', missing: 'ENERGY', codes: ['p2'] });
    expect(
      mapGreenListTexts(
        { type: 'GreenListCompleted', data: { artisanId: 'a', comment: 'bravo', totalPoint: 3 } },
        upper,
      ).data,
    ).toEqual({ artisanId: 'a', comment: 'BRAVO', totalPoint: 3 });
    const reviewed = { type: 'GreenListReviewStarted', data: { artisanId: 'a', status: 'IN REVIEWAL' } };
    expect(mapGreenListTexts(reviewed, upper)).toBe(reviewed);
  });
});
