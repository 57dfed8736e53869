import { MIN_BENCHMARK_GROUP, groupMedian } from './artisan-benchmarks';

describe('groupMedian', () => {
  it('shows the median of a group of at least five artisans, to one decimal', () => {
    expect(MIN_BENCHMARK_GROUP).toBe(5);
    expect(groupMedian({ artisans: 5, median: 97.5 })).toEqual({ median: 97.5, artisans: 5 });
    expect(groupMedian({ artisans: 120, median: 88.333333 })).toEqual({ median: 88.3, artisans: 120 });
  });

  it('says nothing about a smaller group, not even its size', () => {
    for (const artisans of [0, 1, 4]) expect(groupMedian({ artisans, median: 50 })).toBeNull();
  });

  it('says nothing when there is no group or no score in it', () => {
    expect(groupMedian(null)).toBeNull();
    expect(groupMedian({ artisans: 7, median: null })).toBeNull();
  });
});
