/** One place in a list's pages: a page's number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The pages a list shows between its previous and next buttons: always the first and last, the
 * current one with one page on each side, and a gap for what lies between. Always seven places
 * once there are more than seven pages, so the buttons do not move as the current page does
 * (Mantine's Pagination, which the lists used before, draws the same).
 */
export function pageItems(total: number, current: number): PageItem[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= 7) return range(1, total);
  const page = Math.min(Math.max(current, 1), total);
  if (page <= 4) return [...range(1, 5), 'gap', total];
  if (page >= total - 3) return [1, 'gap', ...range(total - 4, total)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', total];
}
