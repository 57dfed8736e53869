import { describe, expect, it } from '@jest/globals';
import { detectPhoneCountry, dialCodeOf } from './dial-codes';
import { isStep1Complete, missingItems, step2From, toSignUpBody } from './signup-rules';

describe('sign-up rules (SPEC.md section 5)', () => {
  it('enables step 1 only when everything is there', () => {
    const step1 = {
      title: 'Mr.' as const,
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.io',
      country: '/api/countries/1',
    };
    expect(isStep1Complete(step1)).toBe(true);
    expect(isStep1Complete({ ...step1, email: 'a@b' })).toBe(false);
  });

  it('lists each missing item of step 2 in form order', () => {
    const empty = step2From({ title: '', firstName: '', lastName: '', email: '', country: '' });
    expect(missingItems(empty, 2026)).toEqual([
      'title',
      'firstName',
      'lastName',
      'country',
      'craftMaterail',
      'craftPerson',
      'inActivity',
      'email',
      'password',
    ]);
    expect(
      missingItems({ ...empty, inActivity: '2028', youtube: 'nope', password: '12345678' }, 2026),
    ).toContain('youtube');
  });

  it('builds the POST /api/artisans body with the contract names', () => {
    const values = {
      ...step2From({
        title: 'Ms.',
        firstName: ' marie ',
        lastName: 'curie',
        email: ' m@c.fr ',
        country: '/api/countries/250',
      }),
      craftMaterail: '/api/craft_materails/1',
      craftPerson: '/api/craft_people/2',
      inActivity: '1999',
      instagram: 'instagram.com/mc',
      phone: '6 12 34 56 78',
      place: 'Lyon!',
      password: '12345678',
      confirmation: '12345678',
    };
    expect(toSignUpBody(values, '33')).toMatchObject({
      title: 'Ms.',
      firstName: 'Marie',
      lastName: 'Curie',
      email: 'm@c.fr',
      inActivity: 1999,
      instagram: 'https://instagram.com/mc',
      phone: '+33 6 12 34 56 78',
      place: 'Lyon',
      isReceiveNews: false,
    });
  });

  it('knows calling codes and detects the phone country from the chosen country, else the browser', () => {
    expect(dialCodeOf('fr')).toBe('33');
    expect(dialCodeOf('AM')).toBe('374');
    expect(dialCodeOf('JP')).toBe('81');
    expect(dialCodeOf('ZZ')).toBeUndefined();
    expect(detectPhoneCountry('it', ['fr-FR'])).toBe('IT');
    expect(detectPhoneCountry(undefined, ['en', 'de-AT'])).toBe('AT');
    expect(detectPhoneCountry(undefined, ['en'])).toBeUndefined();
  });
});
