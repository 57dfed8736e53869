import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ArtisanBenchmarks as ArtisanBenchmarksResource,
  GroupMedian,
  ScoreBenchmark,
} from '@artisans/domain/contracts/benchmarks';
import { isApiError } from '../../../lib/http/api-error';
import { apiFetch } from '../../../lib/http/http-client';
import { isRecord } from '../../../lib/http/json';
import { artisanPath } from './get-artisan';

/**
 * GET /api/artisans/{id}/benchmarks (libs/domain/src/contracts/benchmarks.ts), the part the profile
 * shows. A group's median is null where the API gives none (a group of fewer than five, or not the
 * reader's).
 */
export type ArtisanBenchmarks = Pick<ArtisanBenchmarksResource, 'minimumGroup' | 'evaluation' | 'greenList'>;
export type { GroupMedian, ScoreBenchmark };

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

function groupMedian(value: unknown): GroupMedian {
  if (!isRecord(value) || typeof value.median !== 'number' || typeof value.artisans !== 'number') return null;
  return { median: value.median, artisans: value.artisans };
}

function scoreBenchmark(value: unknown): ScoreBenchmark {
  const body = isRecord(value) ? value : {};
  return {
    score: numberOrNull(body.score),
    craft: groupMedian(body.craft),
    country: groupMedian(body.country),
  };
}

/** Null when the artisan is out of reach (404): the profile then shows no benchmarks. */
export async function getArtisanBenchmarks(id: string): Promise<ArtisanBenchmarks | null> {
  try {
    const body = await apiFetch(`${artisanPath(id)}/benchmarks`, { silent: true });
    const json = isRecord(body) ? body : {};
    return {
      minimumGroup: numberOrNull(json.minimumGroup) ?? 5,
      evaluation: scoreBenchmark(json.evaluation),
      greenList: scoreBenchmark(json.greenList),
    };
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const artisanBenchmarksQuery = (id: string) =>
  queryOptions({
    queryKey: ['artisan', id, 'benchmarks'] as const,
    queryFn: () => getArtisanBenchmarks(id),
  });

export function useArtisanBenchmarks(id: string) {
  return useQuery(artisanBenchmarksQuery(id));
}
