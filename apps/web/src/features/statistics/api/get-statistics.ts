import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatisticsReport } from '@artisans/domain/contracts/statistics';
import { apiFetch } from '../../../lib/http/http-client';

/** GET /api/statistics: the API's StatisticsReport (libs/domain/src/contracts/statistics.ts). */
export { FIGURES, SERIES_FIGURES, type StatisticsReport } from '@artisans/domain/contracts/statistics';

/** What the screen asks for: a period (days yyyy-mm-dd) and the filters (ids; undefined: all). */
export type StatisticsParams = {
  from?: string;
  to: string;
  /** The day the standings are read at the end of; undefined: the period's last day. */
  asOf?: string;
  country?: number;
  craft?: number;
  recommendation?: number;
};

export function statisticsSearch(params: StatisticsParams): string {
  const query = new URLSearchParams();
  if (params.from) query.set('from', params.from);
  query.set('to', params.to);
  if (params.asOf) query.set('asOf', params.asOf);
  if (params.country !== undefined) query.set('country', String(params.country));
  if (params.craft !== undefined) query.set('craft', String(params.craft));
  if (params.recommendation !== undefined) query.set('recommendation', String(params.recommendation));
  return query.toString();
}

/** GET /api/statistics: the figures of the period, summed by the API from its read models. */
export function getStatistics(params: StatisticsParams, signal?: AbortSignal): Promise<StatisticsReport> {
  return apiFetch<StatisticsReport>(`/api/statistics?${statisticsSearch(params)}`, { signal });
}

export const statisticsQuery = (params: StatisticsParams) =>
  queryOptions({
    queryKey: ['statistics', statisticsSearch(params)],
    queryFn: ({ signal }) => getStatistics(params, signal),
    staleTime: 0,
    // The charts of the previous choice stay while the next ones load.
    placeholderData: keepPreviousData,
  });

export function useStatistics(params: StatisticsParams) {
  return useQuery(statisticsQuery(params));
}
