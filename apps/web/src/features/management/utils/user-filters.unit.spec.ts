import { describe, expect, it } from '@jest/globals';
import {
  EMPTY_USER_FILTERS,
  apiQueryFromUserFilters,
  hasActiveUserFilters,
  lastUserPage,
  resetUserFilters,
  searchParamsFromUserFilters,
  userFiltersFromSearchParams,
  withUserFilters,
} from './user-filters';

describe('the user list filters', () => {
  it('Given a URL, When it is read, Then only what it can mean is kept', () => {
    const filters = userFiltersFromSearchParams(
      new URLSearchParams(
        'page=3&q=dubois&country=250&country=abc&country=250&role=ROLE_ADMIN&role=ROLE_ARTISAN&org=2&order=desc&tab=accounts',
      ),
    );
    expect(filters).toEqual({
      page: 3,
      search: 'dubois',
      countries: [250],
      roles: ['ROLE_ADMIN'],
      organizations: [2],
      order: 'desc',
    });
    expect(userFiltersFromSearchParams(new URLSearchParams('page=-2&order=sideways'))).toEqual(
      EMPTY_USER_FILTERS,
    );
  });

  it('Given filters, When they go to the URL, Then defaults are left out and the tab is kept', () => {
    const params = searchParamsFromUserFilters(
      { ...EMPTY_USER_FILTERS, roles: ['ROLE_AMBASSADOR'], organizations: [4, 1] },
      new URLSearchParams('tab=organisations&page=5&q=old'),
    );
    expect(params.toString()).toBe('tab=organisations&role=ROLE_AMBASSADOR&org=4&org=1');
    const back = userFiltersFromSearchParams(params);
    expect(back.organizations).toEqual([1, 4]);
  });

  it('Given a page of the plain list, When the API is asked, Then it gets the page, IRIs and the last-name order', () => {
    const query = apiQueryFromUserFilters({
      ...EMPTY_USER_FILTERS,
      page: 2,
      countries: [250],
      roles: ['ROLE_NETWORK_MEMBER'],
      organizations: [3],
    });
    expect([...query.entries()]).toEqual([
      ['page', '2'],
      ['countries[]', '/api/countries/250'],
      ['roles[]', 'ROLE_NETWORK_MEMBER'],
      ['organizations[]', '/api/organizations/3'],
      ['order[lastName]', 'asc'],
    ]);
  });

  it('Given a search, When the API is asked, Then no page is sent: every match comes back (SPEC.md section 7)', () => {
    const query = apiQueryFromUserFilters({ ...EMPTY_USER_FILTERS, page: 4, search: '  Lucía ' });
    expect(query.get('page')).toBeNull();
    expect(query.get('orSearch_search')).toBe('Lucía');
  });

  it('Given a filter change, Then the list starts again at page 1, and a reset keeps the order', () => {
    const filters = { ...EMPTY_USER_FILTERS, page: 3, order: 'desc' as const };
    expect(withUserFilters(filters, { roles: ['ROLE_ADMIN'] }).page).toBe(1);
    expect(withUserFilters(filters, { page: 2 }).page).toBe(2);
    const reset = resetUserFilters({ ...filters, search: 'x', countries: [250] });
    expect(reset).toEqual({ ...EMPTY_USER_FILTERS, order: 'desc' });
    expect(hasActiveUserFilters(reset)).toBe(false);
    expect(hasActiveUserFilters({ ...reset, organizations: [1] })).toBe(true);
  });

  it('counts 7 accounts a page (SPEC.md section 9)', () => {
    expect(lastUserPage(0)).toBe(1);
    expect(lastUserPage(7)).toBe(1);
    expect(lastUserPage(8)).toBe(2);
  });
});
