import { LARGE_GAP_POINTS, analyse } from './analysis';
import { CRITERION_IDS, type EvaluationAnswers, type Points } from './criteria';

const every = (points: Points): EvaluationAnswers =>
  Object.fromEntries(CRITERION_IDS.map((criterion) => [criterion, { q1: points, q2: points, q3: points }]));

describe('analysis', () => {
  it('scores each criterion, group and the total, in points and percent', () => {
    const analysis = analyse(every(4), null);
    expect(analysis.evaluation).toEqual({ points: 132, maxPoints: 165, percent: 80 });
    expect(analysis.groups).toEqual([
      { group: 'essential', evaluation: { points: 84, maxPoints: 105, percent: 80 }, selfAssessment: null },
      {
        group: 'differentiating',
        evaluation: { points: 48, maxPoints: 60, percent: 80 },
        selfAssessment: null,
      },
    ]);
    expect(analysis.criteria[0]).toEqual({
      id: 'tradition',
      group: 'essential',
      evaluation: { points: 12, maxPoints: 15, percent: 80 },
      selfAssessment: null,
      gap: null,
      largeGap: false,
    });
  });

  it('flags the criteria where the self-assessment and the staff evaluation are far apart', () => {
    const self = { ...every(3), talent: { q1: 5, q2: 5, q3: 5 } } satisfies EvaluationAnswers;
    const staff = {
      ...every(3),
      talent: { q1: 3, q2: 3, q3: 3 },
      training: { q1: 1, q2: 1, q3: 1 },
    } satisfies EvaluationAnswers;
    const byId = Object.fromEntries(analyse(staff, self).criteria.map((c) => [c.id, c]));
    expect(byId.talent).toMatchObject({ gap: 6, largeGap: true });
    expect(byId.training).toMatchObject({ gap: 6, largeGap: true });
    expect(byId.tradition).toMatchObject({ gap: 0, largeGap: false });
    expect(LARGE_GAP_POINTS).toBe(6);
  });

  it('rounds percentages to one decimal', () => {
    const one = { tradition: { q1: 1 } } satisfies EvaluationAnswers;
    expect(analyse(one, null).evaluation).toEqual({ points: 1, maxPoints: 165, percent: 0.6 });
  });
});
