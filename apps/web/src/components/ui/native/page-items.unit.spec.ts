import { describe, expect, it } from '@jest/globals';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('shows every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(7, 4)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first five pages and the last near the start', () => {
    expect(pageItems(20, 1)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(20, 4)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('shows the current page between its neighbours in the middle', () => {
    expect(pageItems(20, 5)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(20, 16)).toEqual([1, 'gap', 15, 16, 17, 'gap', 20]);
  });

  it('shows the first page and the last five near the end', () => {
    expect(pageItems(20, 17)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('keeps a page out of range within the list', () => {
    expect(pageItems(20, 99)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(8, 0)).toEqual([1, 2, 3, 4, 5, 'gap', 8]);
  });
});
