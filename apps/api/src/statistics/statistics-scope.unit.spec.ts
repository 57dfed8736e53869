import { countriesCounted } from './statistics-scope';

describe('whose figures a viewer counts', () => {
  it('the foundation: every country, or the one it picks', () => {
    for (const role of ['ROLE_ADMIN', 'ROLE_EXECUTIVE_COMMITTEE'] as const) {
      expect(countriesCounted({ role, countries: [] }, null)).toBeNull();
      expect(countriesCounted({ role, countries: [] }, 380)).toEqual([380]);
    }
  });

  it('a network member: its own countries, one of them, never another', () => {
    const member = { role: 'ROLE_NETWORK_MEMBER', countries: [250, 724] } as const;
    expect(countriesCounted(member, null)).toEqual([250, 724]);
    expect(countriesCounted(member, 724)).toEqual([724]);
    expect(countriesCounted(member, 380)).toBe('refused');
    expect(countriesCounted({ ...member, countries: [] }, null)).toEqual([]);
  });

  it('nobody else', () => {
    for (const role of ['ROLE_AMBASSADOR', 'ROLE_ARTISAN_HUNTER', 'ROLE_ARTISAN'] as const)
      expect(countriesCounted({ role, countries: [250] }, 250)).toBe('refused');
  });
});
