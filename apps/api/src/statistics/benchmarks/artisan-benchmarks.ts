import type { ArtisanBenchmarks, GroupMedian, ScoreBenchmark } from '@artisans/domain';

/**
 * Benchmarks by craft and country (issue 16): beside an artisan's evaluation and Green List scores,
 * the median of the artisans of its craft and of its country. A group smaller than
 * MIN_BENCHMARK_GROUP is never described, not even by its size: with a handful of artisans a median
 * would nearly give away a colleague's score.
 */
export const MIN_BENCHMARK_GROUP = 5;

/** The answer is the wire contract the web reads too (libs/domain/src/contracts/benchmarks.ts). */
export type { ArtisanBenchmarks, GroupMedian, ScoreBenchmark };

/** What the read model gives for one group and one score: how many artisans have it, their median. */
export type GroupFigures = { artisans: number; median: number | null };

/** The rule, in one place: a group of fewer than five artisans with the score gives no figure at all. */
export function groupMedian(figures: GroupFigures | null): GroupMedian {
  if (!figures || figures.median === null || figures.artisans < MIN_BENCHMARK_GROUP) return null;
  return { median: Math.round(figures.median * 10) / 10, artisans: figures.artisans };
}
