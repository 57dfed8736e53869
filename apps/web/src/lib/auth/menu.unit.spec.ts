import { describe, expect, it } from '@jest/globals';
import { menuLinks } from './menu';

describe('main menu from the permission table (SPEC.md section 6)', () => {
  it('gives the foundation every staff item, and admins the Green List texts', () => {
    expect(menuLinks({ role: 'ROLE_EXECUTIVE_COMMITTEE', sub: 'x' }).map((link) => link.route)).toEqual([
      'artisans',
      'management',
      'statistics',
      'communication',
      'criteria',
    ]);
    expect(menuLinks({ role: 'ROLE_ADMIN', sub: 'x' }).map((link) => link.route)).toEqual([
      'artisans',
      'management',
      'statistics',
      'communication',
      'green_list_texts',
      'criteria',
    ]);
  });

  it('gives the network evaluate artisans and the criteria', () => {
    for (const role of ['ROLE_NETWORK_MEMBER', 'ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER'] as const)
      expect(menuLinks({ role, sub: 'x' }).map((link) => link.route)).toEqual(['artisans', 'criteria']);
  });

  it('gives artisans their own profile and Green List, and their evaluation once a craft is set', () => {
    expect(menuLinks({ role: 'ROLE_ARTISAN', sub: 'a1' })).toEqual([
      { item: 'criteria', route: 'criteria', params: {} },
      { item: 'my-profile', route: 'artisan_edit', params: { id: 'a1' } },
      { item: 'my-green-list', route: 'green_list', params: { id: 'a1' } },
    ]);
    expect(
      menuLinks({ role: 'ROLE_ARTISAN', sub: 'a1' }, { craftSet: true }).map((link) => link.item),
    ).toEqual(['criteria', 'my-profile', 'my-evaluation', 'my-green-list']);
  });
});
