import type { CriterionId } from '../criteria';
import type { GreenListSection } from '../green-list-catalogue';
import type { Decision, GreenListStatus, StatusEval } from '../statuses';

/**
 * GET /api/statistics (issue 16): the statistics screen's figures. The screen, its CSV tables, the
 * workbook and the PDF all show these numbers.
 */

/** GET /api/statistics: what was counted (`country`, `craft`, `recommendation` of the query). */
export type StatisticsFilters = {
  /** The countries counted; null: every country. */
  countries: number[] | null;
  craftMaterialId: number | null;
  craftPersonId: number | null;
  recommendationId: number | null;
};

/** GET /api/statistics: the counted events the screen shows, in its order. */
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

/** GET /api/statistics: what the time series draws, per day or month. */
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

/** GET /api/statistics: the steps of the funnel, in order. */
export const FUNNEL_STEPS = [
  'registered',
  'evaluationSent',
  'decided',
  'accepted',
  'greenListComplete',
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** GET /api/statistics: the scores given to one criterion, by staff or by the artisans themselves. */
export type ScoreSide = {
  /** How many scores were given for the criterion. */
  count: number;
  average: number | null;
  /** distribution[p]: how many gave p points (0..15). */
  distribution: number[];
};

/** GET /api/statistics: the figures of the period, summed by the API from its read models. */
export type StatisticsReport = {
  period: { from: string | null; to: string };
  asOf: string;
  filters: StatisticsFilters;
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
  /** Final scores of the Green Lists completed in the period, per section. */
  greenListScores: { section: GreenListSection; completed: number; averagePercent: number | null }[];
};

/**
 * The groups of figures the statistics screen draws (a chart and its table each), in its order; the
 * dashboard's workbook and PDF show the same groups, titled by the same `groups.<id>.title` texts.
 */
export const STATISTICS_GROUPS = [
  'activity',
  'series',
  'funnel',
  'status',
  'decisions',
  'greenList',
  'scores',
  'timeInStatus',
  'greenListScores',
] as const;

export type StatisticsGroupId = (typeof STATISTICS_GROUPS)[number];

/**
 * The words of the statistics' tables and charts in the reader's language, for the screen's charts
 * and the dashboard's PDF and workbook alike (the screen gives i18next's t, the API its mail
 * texts, tests their own).
 */
export type StatisticsLabels = {
  column: (key: string, values?: Record<string, string>) => string;
  figure: (figure: string) => string;
  funnel: (step: string) => string;
  status: (status: string) => string;
  greenListStatus: (status: string) => string;
  decision: (decision: string) => string;
  criterion: (criterion: string) => string;
  section: (section: string) => string;
};
