import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CriterionId } from '@artisans/domain/criteria';
import type { GreenListSection } from '@artisans/domain/green-list-catalogue';
import type { Decision, GreenListStatus, StatusEval } from '@artisans/domain/statuses';
import { apiFetch } from '../../../lib/http/http-client';

/** The figures GET /api/statistics counts, in the screen's order (the API's FIGURES). */
export const FIGURES = [
  'registered',
  'registered.sign-up',
  'registered.staff',
  'registered.import',
  'email.confirmed',
  'selfAssessment.sent',
  'evaluation.created',
  'evaluation.sent',
  'evaluation.endorsed',
  'evaluation.reviewed',
  'evaluation.informationRequested',
  'evaluation.decided',
  'evaluation.decided.ACCEPTED',
  'evaluation.decided.REFUSED',
  'evaluation.deferred',
  'evaluation.confirmed',
  'evaluation.reopened',
  'greenList.available',
  'greenList.sent',
  'greenList.complete',
  'artisan.deleted',
] as const;
export type Figure = (typeof FIGURES)[number];

/** What the time series draws (the API's SERIES_FIGURES). */
export const SERIES_FIGURES = [
  'registered',
  'email.confirmed',
  'selfAssessment.sent',
  'evaluation.sent',
  'evaluation.decided.ACCEPTED',
  'evaluation.decided.REFUSED',
  'greenList.complete',
] as const satisfies readonly Figure[];
export type SeriesFigure = (typeof SERIES_FIGURES)[number];

export type FunnelStep = 'registered' | 'evaluationSent' | 'decided' | 'accepted' | 'greenListComplete';

export type ScoreSide = { count: number; average: number | null; distribution: number[] };

/** GET /api/statistics (the API's StatisticsReport). */
export type StatisticsReport = {
  period: { from: string | null; to: string };
  asOf: string;
  figures: { figure: Figure; period: number; asOf: number }[];
  transitions: { status: StatusEval; period: number; asOf: number }[];
  standings: {
    status: { status: StatusEval; artisans: number }[];
    decision: { decision: Decision; artisans: number }[];
    greenList: { status: GreenListStatus; artisans: number }[];
    artisans: number;
  };
  series: { granularity: 'day' | 'month'; rows: ({ bucket: string } & Record<SeriesFigure, number>)[] };
  funnel: { step: FunnelStep; artisans: number }[];
  timeInStatus: { status: StatusEval; spells: number; medianDays: number | null; p90Days: number | null }[];
  scores: { criterion: CriterionId; evaluation: ScoreSide; self: ScoreSide }[];
  greenListScores: { section: GreenListSection; completed: number; averagePercent: number | null }[];
};

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
