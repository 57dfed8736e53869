import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../lib/http/api-error';
import { toArtisanStanding } from './get-standing';

describe("reading the artisan's standing", () => {
  it('Given a decided application, Then the decision and the committee words are read', () => {
    const standing = {
      statusEval: 'IMPROVEMENT POTENTIAL',
      decision: 'REFUSED',
      commentaryCommittee: 'Apply again next year.',
      missingInformation: null,
      selfAssessment: 'not-offered',
      analysisAvailable: false,
    };
    expect(toArtisanStanding({ '@id': '/api/artisans/a/standing', ...standing })).toEqual(standing);
  });

  it('Given blanks and unknown values, Then nothing is invented', () => {
    const answer = {
      statusEval: 'PENDING',
      decision: 'MAYBE',
      commentaryCommittee: '  ',
      missingInformation: 'Photographs.',
      selfAssessment: 'later',
      analysisAvailable: 'yes',
    };
    // The status and the missing information are read as they are; the rest falls back.
    expect(toArtisanStanding(answer)).toEqual({
      ...answer,
      decision: null,
      commentaryCommittee: null,
      selfAssessment: 'open',
      analysisAvailable: false,
    });
  });

  it('Given an answer of another shape, Then it fails rather than show half a screen', () => {
    expect(() => toArtisanStanding({ statusEval: 'SOMEWHERE' })).toThrow(ApiError);
    expect(() => toArtisanStanding(null)).toThrow(ApiError);
  });
});
