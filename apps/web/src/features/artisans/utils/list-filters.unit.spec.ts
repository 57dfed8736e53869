import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_FILTERS,
  OPEN_MAX,
  advancedFilterCount,
  apiQueryFromFilters,
  filtersFromSearchParams,
  formatDisplayDate,
  hasActiveFilters,
  idOf,
  lastPage,
  parseDisplayDate,
  parsePointRange,
  pointRangeFrom,
  resetFilters,
  searchParamsFromFilters,
  userIdOf,
  withFilters,
  yearOptions,
  type ListFilters,
} from './list-filters';

const YEAR = 2026;
const USER_ID = '0b6d7a52-4c1e-4f7e-9d1a-5a8f2c3b4d5e';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query), YEAR);

const FULL: ListFilters = {
  page: 3,
  search: 'élise moreau',
  countries: [250, 380],
  statuses: ['IN PROGRESS', 'SELECTED'],
  recommendations: [2],
  crafts: [7],
  creators: [USER_ID],
  years: [2004],
  createdFrom: '2025-01-01',
  createdTo: '2025-12-31',
  evaluationPoints: { min: 10, max: 40 },
  greenListStatuses: ['COMPLETE'],
  greenListPoints: { min: 0, max: 60 },
  comments: true,
  pending: false,
  selfAssessment: true,
  order: 'desc',
};

describe('artisan list filters: URL', () => {
  it('reads an empty URL as no filter, page 1, by last name A to Z', () => {
    expect(read('')).toEqual(EMPTY_FILTERS);
  });

  it('writes nothing for the defaults', () => {
    expect(searchParamsFromFilters(EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const params = searchParamsFromFilters(FULL);
    expect(params.toString()).toBe(
      'q=%C3%A9lise+moreau&country=250&country=380&status=IN+PROGRESS&status=SELECTED&recommendation=2' +
        `&craft=7&user=${USER_ID}&year=2004&from=2025-01-01&to=2025-12-31&points=10..40` +
        '&greenList=COMPLETE&greenListPoints=0..60&comments=true&pending=false&selfAssessment=true' +
        '&order=desc&page=3',
    );
    expect(filtersFromSearchParams(params, YEAR)).toEqual(FULL);
  });

  it('accepts IRIs, comma-separated lists and repeated values, without duplicates', () => {
    expect(read('country=/api/countries/250,380&country=250').countries).toEqual([250, 380]);
    expect(read(`user=/api/users/${USER_ID.toUpperCase()}`).creators).toEqual([USER_ID]);
  });

  it.each<[string, Partial<ListFilters>]>([
    ['page=0', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['country=France', { countries: [] }],
    ['status=DONE&status=SUBMITTED', { statuses: ['SUBMITTED'] }],
    ['greenList=NOPE', { greenListStatuses: [] }],
    ['user=12', { creators: [] }],
    ['year=1899&year=2028&year=2027&year=20x0', { years: [2027] }],
    ['from=2025-02-30&to=31/12/2025', { createdFrom: undefined, createdTo: undefined }],
    ['points=40..10', { evaluationPoints: undefined }],
    ['greenListPoints=abc', { greenListPoints: undefined }],
    [
      'comments=maybe&pending=yes&selfAssessment=0',
      { comments: undefined, pending: undefined, selfAssessment: false },
    ],
    ['order=DESC', { order: 'desc' }],
    ['order=sideways', { order: 'asc' }],
  ])('leaves out what it cannot read: %s', (query, expected) => {
    expect(read(query)).toEqual({ ...EMPTY_FILTERS, ...expected });
  });

  it('swaps a date range given the wrong way round', () => {
    expect(read('from=2025-12-31&to=2025-01-01')).toMatchObject({
      createdFrom: '2025-01-01',
      createdTo: '2025-12-31',
    });
  });

  it('cuts a search longer than the API takes', () => {
    expect(read(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('artisan list filters: API query (SPEC.md section 7)', () => {
  it('sends every filter under the names and in the formats GET /api/artisans reads', () => {
    const query = apiQueryFromFilters(FULL, 'ROLE_ADMIN');
    expect([...query]).toEqual([
      ['page', '3'],
      ['orSearch_search', 'élise moreau'],
      ['country', '/api/countries/250'],
      ['country', '/api/countries/380'],
      ['statusEval', 'IN PROGRESS'],
      ['statusEval', 'SELECTED'],
      ['recommendations', '/api/recommendations/2'],
      ['craftMaterail', '/api/craft_materails/7'],
      ['user', `/api/users/${USER_ID}`],
      ['inActivity', '2004'],
      ['createdAt[after]', '01/01/2025'],
      ['createdAt[before]', '31/12/2025'],
      ['evaluation.totalPoint[between]', '10..40'],
      ['greenList.status', 'COMPLETE'],
      ['greenList.totalPoint[between]', '0..60'],
      ['comments[exists]', 'true'],
      ['pending', 'false'],
      ['selfAssessment', 'true'],
      ['order[lastName]', 'desc'],
    ]);
  });

  it('asks for page 1 in last-name order without filters', () => {
    expect(apiQueryFromFilters(EMPTY_FILTERS, 'ROLE_ARTISAN_HUNTER').toString()).toBe(
      'page=1&order%5BlastName%5D=asc',
    );
  });

  it.each<[Parameters<typeof apiQueryFromFilters>[1], boolean, boolean]>([
    ['ROLE_ADMIN', true, true],
    ['ROLE_EXECUTIVE_COMMITTEE', false, true],
    ['ROLE_NETWORK_MEMBER', false, true],
    ['ROLE_AMBASSADOR', false, false],
    ['ROLE_ARTISAN_HUNTER', false, false],
  ])('%s: sends pending %s, self-assessment %s (SPEC.md section 6)', (role, pending, selfAssessment) => {
    const query = apiQueryFromFilters({ ...EMPTY_FILTERS, pending: true, selfAssessment: false }, role);
    expect(query.has('pending')).toBe(pending);
    expect(query.has('selfAssessment')).toBe(selfAssessment);
  });
});

describe('artisan list filters: changes', () => {
  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const onPage3 = { ...EMPTY_FILTERS, page: 3 };
    expect(withFilters(onPage3, { countries: [250] })).toMatchObject({ page: 1, countries: [250] });
    expect(withFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('resets every filter and the page, keeping the order', () => {
    expect(resetFilters(FULL)).toEqual({ ...EMPTY_FILTERS, order: 'desc' });
  });

  it('counts the advanced filters and knows when there is something to reset', () => {
    expect(advancedFilterCount(FULL)).toBe(14);
    expect(advancedFilterCount({ ...EMPTY_FILTERS, search: 'x' })).toBe(0);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, order: 'desc', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, search: 'rossi' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, pending: false })).toBe(true);
  });
});

describe('artisan list filters: values', () => {
  it('offers the years 1900 to next year, newest first (SPEC.md section 5)', () => {
    const years = yearOptions(YEAR);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(128);
  });

  it.each<[string, string | undefined]>([
    ['31/12/2025', '2025-12-31'],
    ['1/2/2025', '2025-02-01'],
    [' 01.02.2025 ', '2025-02-01'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2025', undefined],
    ['31/04/2025', undefined],
    ['2025-12-31', undefined],
    ['12/31/2025', undefined],
    ['01/01/1899', undefined],
    ['', undefined],
  ])('reads the typed day %j as %j', (typed, iso) => {
    expect(parseDisplayDate(typed)).toBe(iso);
  });

  it('shows a day as dd/mm/yyyy', () => {
    expect(formatDisplayDate('2025-02-01')).toBe('01/02/2025');
    expect(formatDisplayDate(undefined)).toBe('');
  });

  it('reads point ranges', () => {
    expect(parsePointRange('10..40')).toEqual({ min: 10, max: 40 });
    expect(parsePointRange(' 2.5 .. 3 ')).toEqual({ min: 2.5, max: 3 });
    expect(parsePointRange('40..10')).toBeUndefined();
    expect(parsePointRange('-1..10')).toBeUndefined();
    expect(parsePointRange(null)).toBeUndefined();
  });

  it('builds a range from two inputs, either of which may be empty', () => {
    expect(pointRangeFrom('', '')).toBeUndefined();
    expect(pointRangeFrom(10, '')).toEqual({ min: 10, max: OPEN_MAX });
    expect(pointRangeFrom('', 40)).toEqual({ min: 0, max: 40 });
    expect(pointRangeFrom(40, 10)).toEqual({ min: 10, max: 40 });
    expect(pointRangeFrom(-5, 'x')).toBeUndefined();
  });

  it('reads ids and user ids from IRIs', () => {
    expect(idOf('/api/countries/250')).toBe(250);
    expect(idOf('250')).toBe(250);
    expect(idOf('/api/countries/0')).toBeUndefined();
    expect(idOf('France')).toBeUndefined();
    expect(userIdOf(`/api/users/${USER_ID}`)).toBe(USER_ID);
    expect(userIdOf('/api/users/42')).toBeUndefined();
  });

  it('counts the pages, 20 a page', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(20)).toBe(1);
    expect(lastPage(21)).toBe(2);
  });
});
