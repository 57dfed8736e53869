import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../../lib/http/api-error';
import { isStaleSave, rebaseDraft, versionOf } from './profile-conflict';
import { EMPTY_PROFILE, type ProfileValues } from './profile-rules';

const profile = (values: Partial<ProfileValues>): ProfileValues => ({ ...EMPTY_PROFILE, ...values });

describe('a save that met someone else’s', () => {
  it('is told apart from other refusals by its 412', () => {
    expect(isStaleSave(new ApiError({ status: 412, code: 'stale-version' }))).toBe(true);
    expect(isStaleSave(new ApiError({ status: 409 }))).toBe(false);
    expect(isStaleSave(new Error('offline'))).toBe(false);
  });

  it('reads the version out of the ETag', () => {
    expect(versionOf('"7"')).toBe(7);
    expect(versionOf('W/"7"')).toBeUndefined();
    expect(versionOf(null)).toBeUndefined();
  });

  it('keeps the other person’s changes and lays the fields the person typed on top', () => {
    const seen = profile({
      firstName: 'Claire',
      workshop: 'Atelier',
      phone: '+33 1',
      recommendations: ['/a'],
    });
    const latest = profile({
      firstName: 'Claire',
      workshop: 'Atelier Dubois',
      phone: '+33 9',
      recommendations: ['/a'],
    });
    const typed = profile({
      firstName: 'Claire',
      workshop: 'Atelier',
      phone: '+33 2',
      recommendations: ['/a', '/b'],
    });
    expect(rebaseDraft(seen, latest, typed)).toEqual(
      profile({
        firstName: 'Claire',
        workshop: 'Atelier Dubois',
        phone: '+33 2',
        recommendations: ['/a', '/b'],
      }),
    );
  });
});
