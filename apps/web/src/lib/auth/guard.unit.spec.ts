import { describe, expect, it } from '@jest/globals';
import { guardRoute, type GuardSubject } from './guard';
import type { Role } from './permissions';

const as = (role: Role, sub = 'me'): GuardSubject => ({ role, sub });
const route = (name: Parameters<typeof guardRoute>[0]['name'], id?: string) => ({
  name,
  params: { lang: 'en', id },
});

describe('route guard (SPEC.md section 2)', () => {
  it.each(['hub', 'login', 'artisan login', 'maintenance', 'copyright', '404'] as const)(
    'lets anyone open %s',
    (name) => {
      expect(guardRoute(route(name), null)).toEqual({ kind: 'allow' });
      expect(guardRoute(route(name), as('ROLE_ARTISAN'))).toEqual({ kind: 'allow' });
    },
  );

  it.each([
    'home',
    'artisans',
    'management',
    'criteria',
    'artisan home',
    'artisan_edit',
    'green_list',
  ] as const)('sends a visitor who opens %s to the hub', (name) => {
    expect(guardRoute(route(name, '1'), null)).toEqual({ kind: 'redirect', to: 'hub' });
  });

  it('sends a role not on the list to its home', () => {
    expect(guardRoute(route('management'), as('ROLE_NETWORK_MEMBER'))).toEqual({
      kind: 'redirect',
      to: 'home',
    });
    expect(guardRoute(route('statistics'), as('ROLE_ARTISAN_HUNTER'))).toEqual({
      kind: 'redirect',
      to: 'home',
    });
    expect(guardRoute(route('home'), as('ROLE_ARTISAN'))).toEqual({ kind: 'redirect', to: 'artisan home' });
    expect(guardRoute(route('artisans'), as('ROLE_ARTISAN'))).toEqual({
      kind: 'redirect',
      to: 'artisan home',
    });
    expect(guardRoute(route('artisan home'), as('ROLE_ADMIN'))).toEqual({ kind: 'redirect', to: 'home' });
  });

  it('lets each role open what its menu offers', () => {
    for (const name of ['home', 'artisans', 'management', 'statistics', 'communication', 'criteria'] as const)
      expect(guardRoute(route(name), as('ROLE_ADMIN'))).toEqual({ kind: 'allow' });
    for (const name of ['home', 'artisans', 'criteria'] as const)
      expect(guardRoute(route(name), as('ROLE_AMBASSADOR'))).toEqual({ kind: 'allow' });
    for (const name of ['artisan home', 'criteria'] as const)
      expect(guardRoute(route(name), as('ROLE_ARTISAN'))).toEqual({ kind: 'allow' });
  });

  it('sends an artisan who opens another artisan to the artisan home, and lets them open their own', () => {
    for (const name of [
      'artisan_edit',
      'artisan_evaluation_edit',
      'artisan_analysis_view',
      'green_list',
    ] as const) {
      expect(guardRoute(route(name, 'someone-else'), as('ROLE_ARTISAN', 'me'))).toEqual({
        kind: 'redirect',
        to: 'artisan home',
      });
      expect(guardRoute(route(name, 'me'), as('ROLE_ARTISAN', 'me'))).toEqual({ kind: 'allow' });
    }
  });

  it('lets staff open any artisan', () => {
    expect(guardRoute(route('artisan_edit', '42'), as('ROLE_NETWORK_MEMBER'))).toEqual({ kind: 'allow' });
  });

  it('keeps the analysis edit for staff', () => {
    expect(guardRoute(route('artisan_analysis_edit', 'me'), as('ROLE_ARTISAN', 'me'))).toEqual({
      kind: 'redirect',
      to: 'artisan home',
    });
  });
});
