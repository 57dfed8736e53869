import {
  can,
  canReachArtisan,
  menuFor,
  rolesAllowedTo,
  ARTISAN_SCOPE,
  homeRouteFor,
  loginRouteFor,
  type ArtisanInReach,
} from './permissions';
import { STAFF_ROLES } from './roles';

describe('permission table (SPEC.md section 6)', () => {
  it('shows Evaluate artisans to everyone but artisans, and criteria to all', () => {
    for (const role of STAFF_ROLES)
      expect(menuFor(role)).toEqual(expect.arrayContaining(['artisans', 'criteria']));
    expect(menuFor('ROLE_ARTISAN')).not.toContain('artisans');
    expect(menuFor('ROLE_ARTISAN')).toContain('criteria');
  });

  it('shows management, statistics and communication to the executive committee and admin only', () => {
    expect(menuFor('ROLE_ADMIN')).toEqual([
      'artisans',
      'management',
      'statistics',
      'communication',
      'green-list-texts',
      'criteria',
    ]);
    // The Green List's texts are the admins' alone.
    expect(menuFor('ROLE_EXECUTIVE_COMMITTEE')).toEqual(
      menuFor('ROLE_ADMIN').filter((item) => item !== 'green-list-texts'),
    );
    for (const role of ['ROLE_NETWORK_MEMBER', 'ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER'] as const) {
      expect(menuFor(role)).toEqual(['artisans', 'criteria']);
    }
  });

  it('shows artisans My evaluation only once a craft is set', () => {
    expect(menuFor('ROLE_ARTISAN', { craftSet: false })).toEqual(['criteria', 'my-profile', 'my-green-list']);
    expect(menuFor('ROLE_ARTISAN', { craftSet: true })).toEqual([
      'criteria',
      'my-profile',
      'my-evaluation',
      'my-green-list',
    ]);
  });

  it('gives the pending filter to admin only, the self-assessment filter to admin, committee and network members', () => {
    expect(rolesAllowedTo('artisans.filter.pending')).toEqual(['ROLE_ADMIN']);
    expect(rolesAllowedTo('artisans.filter.selfAssessment').sort()).toEqual(
      ['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE', 'ROLE_NETWORK_MEMBER'].sort(),
    );
  });

  it('lets only the foundation decide and manage accounts', () => {
    expect(rolesAllowedTo('artisans.decide').sort()).toEqual(['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE']);
    expect(rolesAllowedTo('users.manage').sort()).toEqual(['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE']);
    expect(rolesAllowedTo('organizations.manage').sort()).toEqual(['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE']);
    expect(can('ROLE_ARTISAN', 'artisans.list')).toBe(false);
  });

  it('scopes network members, ambassadors and hunters to their countries, artisans to themselves', () => {
    expect(ARTISAN_SCOPE).toEqual({
      ROLE_ADMIN: 'all',
      ROLE_EXECUTIVE_COMMITTEE: 'all',
      ROLE_NETWORK_MEMBER: 'own-countries-and-suggested',
      ROLE_AMBASSADOR: 'own-countries',
      ROLE_ARTISAN_HUNTER: 'own-countries',
      ROLE_ARTISAN: 'self',
    });
  });

  it('sends artisans to their own home and login, others to the staff ones', () => {
    expect([homeRouteFor('ROLE_ARTISAN'), loginRouteFor('ROLE_ARTISAN')]).toEqual([
      'artisan home',
      'artisan login',
    ]);
    expect([homeRouteFor('ROLE_AMBASSADOR'), loginRouteFor('ROLE_AMBASSADOR')]).toEqual(['home', 'login']);
  });
});

describe('reaching an artisan (SPEC.md section 6)', () => {
  const FRANCE = 1;
  const ITALY = 2;
  const italian: ArtisanInReach = { id: 'a-it', countryId: ITALY, pending: false, suggestedCountryIds: [] };
  const suggestedToFrance = { ...italian, id: 'a-sug', suggestedCountryIds: [FRANCE] };
  const french = { ...italian, id: 'a-fr', countryId: FRANCE };
  const frenchStaff = (role: Parameters<typeof can>[0]) => ({ role, accountId: 'u1', countries: [FRANCE] });

  it('lets staff read every active artisan and change those of their countries', () => {
    for (const role of ['ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER', 'ROLE_NETWORK_MEMBER'] as const) {
      expect(canReachArtisan(frenchStaff(role), italian, 'read')).toBe(true);
      expect(canReachArtisan(frenchStaff(role), italian, 'change')).toBe(false);
      expect(canReachArtisan(frenchStaff(role), french, 'change')).toBe(true);
    }
  });

  it('lets network members change artisans suggested to their countries, hunters not', () => {
    expect(canReachArtisan(frenchStaff('ROLE_NETWORK_MEMBER'), suggestedToFrance, 'change')).toBe(true);
    expect(canReachArtisan(frenchStaff('ROLE_ARTISAN_HUNTER'), suggestedToFrance, 'change')).toBe(false);
  });

  it('shows pending artisans to admins only', () => {
    const pending = { ...french, pending: true };
    expect(canReachArtisan(frenchStaff('ROLE_ADMIN'), pending, 'change')).toBe(true);
    expect(canReachArtisan(frenchStaff('ROLE_EXECUTIVE_COMMITTEE'), pending, 'read')).toBe(false);
    expect(canReachArtisan(frenchStaff('ROLE_NETWORK_MEMBER'), pending, 'read')).toBe(false);
  });

  it('lets an artisan reach itself only', () => {
    const artisan = { role: 'ROLE_ARTISAN' as const, accountId: 'a-fr', countries: [] };
    expect(canReachArtisan(artisan, french, 'change')).toBe(true);
    expect(canReachArtisan(artisan, italian, 'read')).toBe(false);
  });
});
