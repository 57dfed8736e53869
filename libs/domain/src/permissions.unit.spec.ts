import { can, menuFor, rolesAllowedTo, ARTISAN_SCOPE, homeRouteFor, loginRouteFor } from './permissions';
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
      'criteria',
    ]);
    expect(menuFor('ROLE_EXECUTIVE_COMMITTEE')).toEqual(menuFor('ROLE_ADMIN'));
    for (const role of ['ROLE_NETWORK_MEMBER', 'ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER'] as const) {
      expect(menuFor(role)).toEqual(['artisans', 'criteria']);
    }
  });

  it('shows artisans My evaluation only once a craft is set', () => {
    expect(menuFor('ROLE_ARTISAN', { craftSet: false })).toEqual(['criteria', 'my-profile']);
    expect(menuFor('ROLE_ARTISAN', { craftSet: true })).toEqual(['criteria', 'my-profile', 'my-evaluation']);
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
