/** One request of the measurement: who asks, and the query string of GET /api/artisans. */
export type Combination = { label: string; as: 'admin' | 'hunter'; query: Record<string, string | string[]> };

/**
 * The most used filter combinations of the artisan list (as an admin, who sees every country, and
 * as a hunter, who sees their own), a page further on and a search by a real last name.
 */
export function combinations(
  craftMaterials: readonly number[],
  recommendations: readonly number[],
  hunterId: string,
  someLastName: string,
): Combination[] {
  return [
    { label: 'admin: whole list', as: 'admin', query: { 'order[lastName]': 'asc' } },
    { label: 'hunter: whole list (own countries)', as: 'hunter', query: { 'order[lastName]': 'asc' } },
    {
      label: 'admin: country',
      as: 'admin',
      query: { country: '/api/countries/250', 'order[lastName]': 'asc' },
    },
    {
      label: 'admin: statusEval',
      as: 'admin',
      query: { statusEval: 'SUBMITTED', 'order[lastName]': 'asc' },
    },
    {
      label: 'admin: craftMaterail',
      as: 'admin',
      query: { craftMaterail: `/api/craft_materails/${craftMaterials[0]}`, 'order[lastName]': 'asc' },
    },
    {
      label: 'admin: recommendations',
      as: 'admin',
      query: { recommendations: `/api/recommendations/${recommendations[1]}`, 'order[lastName]': 'asc' },
    },
    {
      label: 'admin: createdAt after/before (dd/mm/yyyy)',
      as: 'admin',
      query: {
        'createdAt[after]': '01/01/2025',
        'createdAt[before]': '31/12/2025',
        'order[lastName]': 'asc',
      },
    },
    { label: 'admin: pending', as: 'admin', query: { pending: 'true', 'order[lastName]': 'asc' } },
    {
      label: 'hunter: own artisans (user)',
      as: 'hunter',
      query: { user: `/api/users/${hunterId}`, 'order[lastName]': 'asc' },
    },
    {
      label: 'hunter: other country + statusEval, page 2',
      as: 'hunter',
      query: { country: '380', statusEval: 'IN PROGRESS', page: '2', 'order[lastName]': 'asc' },
    },
    {
      label: `admin: search "${someLastName.toLowerCase()}"`,
      as: 'admin',
      query: { orSearch_search: someLastName.toLowerCase(), 'order[lastName]': 'asc' },
    },
  ];
}

export function queryString(query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
  return params.toString();
}
