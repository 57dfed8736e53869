import { describe, expect, it } from '@jest/globals';
import { analyse } from '@artisans/domain/analysis';
import { EVALUATION_MESSAGES } from '@artisans/domain/evaluation';
import { ApiError } from '../../../lib/http/api-error';
import { isAnalysisUnavailable, toAnalysisView } from './get-analysis';

const full = (points: 0 | 1 | 2 | 3 | 4 | 5) => ({ q1: points, q2: points, q3: points });

describe('the analysis as the screen reads it', () => {
  it('Given an answer of the API, Then it keeps both sides, the gaps and the standing', () => {
    const analysis = analyse({ tradition: full(4) }, { tradition: full(1) });
    const view = toAnalysisView({
      '@id': '/api/artisans/a/analysis',
      statusEval: 'SUBMITTED',
      reviewStatus: 'IN REVIEWAL',
      decision: null,
      commentaryCommittee: '',
      ...analysis,
    });
    expect(view.statusEval).toBe('SUBMITTED');
    expect(view.commentaryCommittee).toBeNull();
    expect(view.criteria.find((criterion) => criterion.id === 'tradition')).toEqual({
      id: 'tradition',
      group: 'essential',
      evaluation: { points: 12, maxPoints: 15, percent: 80 },
      selfAssessment: { points: 3, maxPoints: 15, percent: 20 },
      gap: -9,
      largeGap: true,
    });
    expect(view.groups).toHaveLength(2);
  });

  it("Given the artisan's own analysis, Then the staff side is absent", () => {
    const view = toAnalysisView({
      statusEval: 'SELECTED',
      reviewStatus: 'REVIEWED',
      decision: 'ACCEPTED',
      commentaryCommittee: 'A master.',
      ...analyse(null, { tradition: full(5) }),
    });
    expect(view.evaluation).toBeNull();
    expect(view.decision).toBe('ACCEPTED');
    expect(view.criteria.every((criterion) => criterion.evaluation === null && !criterion.largeGap)).toBe(
      true,
    );
  });

  it('Given an answer of the wrong shape, Then it fails rather than show half a screen', () => {
    expect(() => toAnalysisView({ statusEval: 'SUBMITTED' })).toThrow(ApiError);
  });

  it('Given the 409 of an incomplete evaluation, Then the screen knows it is unavailable', () => {
    const byCode = new ApiError({ status: 409, code: 'evaluation-unavailable', detail: 'x' });
    const byText = new ApiError({ status: 409, detail: EVALUATION_MESSAGES.unavailable });
    expect(isAnalysisUnavailable(byCode)).toBe(true);
    expect(isAnalysisUnavailable(byText)).toBe(true);
    expect(isAnalysisUnavailable(new ApiError({ status: 404 }))).toBe(false);
    expect(isAnalysisUnavailable(new Error('offline'))).toBe(false);
  });
});
