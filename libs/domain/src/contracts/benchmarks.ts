/**
 * GET /api/artisans/{id}/benchmarks (issue 16): beside an artisan's evaluation and Green List scores,
 * the median of the artisans of its craft and of its country.
 */

/** A group's median, or null when the group is too small to be shown (or the artisan has none). */
export type GroupMedian = { median: number; artisans: number } | null;

export type ScoreBenchmark = {
  /** The artisan's own score; null until it has one. */
  score: number | null;
  craft: GroupMedian;
  country: GroupMedian;
};

/** GET /api/artisans/{id}/benchmarks: the artisan's scores beside the medians of its craft and country. */
export type ArtisanBenchmarks = {
  artisanId: string;
  craftMaterialId: number | null;
  countryId: number | null;
  /** The smallest group that is described at all. */
  minimumGroup: number;
  /** The staff evaluation's total points, as sent (or endorsed). */
  evaluation: ScoreBenchmark;
  /** The Green List's total points, as sent or completed. */
  greenList: ScoreBenchmark;
};
