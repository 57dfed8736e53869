/**
 * Benchmarks by craft and country (issue 16): beside an artisan's evaluation and Green List scores,
 * the median of the artisans of its craft and of its country. A group smaller than
 * MIN_BENCHMARK_GROUP is never described, not even by its size: with a handful of artisans a median
 * would nearly give away a colleague's score.
 */
export const MIN_BENCHMARK_GROUP = 5;

/** A group's median, or null when the group is too small to be shown (or the artisan has none). */
export type GroupMedian = { median: number; artisans: number } | null;

export type ScoreBenchmark = {
  /** The artisan's own score; null until it has one. */
  score: number | null;
  craft: GroupMedian;
  country: GroupMedian;
};

export type ArtisanBenchmarks = {
  artisanId: string;
  craftMaterialId: number | null;
  countryId: number | null;
  minimumGroup: number;
  /** The staff evaluation's total points, as sent (or endorsed). */
  evaluation: ScoreBenchmark;
  /** The Green List's total points, as sent or completed. */
  greenList: ScoreBenchmark;
};

/** What the read model gives for one group and one score: how many artisans have it, their median. */
export type GroupFigures = { artisans: number; median: number | null };

/** The rule, in one place: a group of fewer than five artisans with the score gives no figure at all. */
export function groupMedian(figures: GroupFigures | null): GroupMedian {
  if (!figures || figures.median === null || figures.artisans < MIN_BENCHMARK_GROUP) return null;
  return { median: Math.round(figures.median * 10) / 10, artisans: figures.artisans };
}
