import type { StatisticsGroupId, StatisticsLabels } from '@artisans/domain';
import { SERIES_FIGURES, type StatisticsReport } from '../report/statistics-report';

/**
 * The statistics screen's groups of figures as tables, for the downloads (issue 16): the same
 * groups, rows and columns as the screen's charts and tables (apps/web/src/features/statistics/utils/
 * chart-groups.ts), so that the workbook, the PDF and the screen show the same numbers. Pure: the
 * labels come in.
 */

/** A number, a label, or null for "no figure" (an average of nothing). */
export type DashboardCell = string | number | null;

export type DashboardTable = {
  id: StatisticsGroupId;
  /** A line through the days or months, else bars. */
  kind: 'bar' | 'line';
  columns: string[];
  /** The first cell names the row; the others are numbers (or null). */
  rows: DashboardCell[][];
  /** The columns the chart draws (indexes into `columns`). */
  charted: number[];
};

/** Labels in the reader's language. */
export type DashboardLabels = StatisticsLabels & {
  /** A day YYYY-MM-DD (or a month YYYY-MM) as people read it. */
  day: (day: string) => string;
};

export function dashboardTables(report: StatisticsReport, labels: DashboardLabels): DashboardTable[] {
  const { column } = labels;
  const asOf = column('asOf', { date: labels.day(report.asOf) });
  const registered = report.funnel.find((step) => step.step === 'registered')?.artisans ?? 0;
  // The screen's share: one decimal of a percent, none of nobody.
  const share = (part: number) => (registered === 0 ? null : Math.round((part * 1000) / registered) / 10);
  const reached = (status: string) => report.transitions.find((row) => row.status === status)?.period ?? 0;
  return [
    {
      id: 'activity',
      kind: 'bar',
      columns: [column('figure'), column('period'), asOf],
      rows: report.figures.map((row) => [labels.figure(row.figure), row.period, row.asOf]),
      charted: [1],
    },
    {
      id: 'series',
      kind: 'line',
      columns: [
        column(report.series.granularity === 'day' ? 'day' : 'month'),
        ...SERIES_FIGURES.map((figure) => labels.figure(figure)),
      ],
      rows: report.series.rows.map((row) => [
        labels.day(row.bucket),
        ...SERIES_FIGURES.map((figure) => row[figure]),
      ]),
      charted: SERIES_FIGURES.map((_, index) => index + 1),
    },
    {
      id: 'funnel',
      kind: 'bar',
      columns: [column('step'), column('artisans'), column('share')],
      rows: report.funnel.map((row) => [labels.funnel(row.step), row.artisans, share(row.artisans)]),
      charted: [1],
    },
    {
      id: 'status',
      kind: 'bar',
      columns: [column('status'), asOf, column('reached')],
      rows: report.standings.status.map((row) => [
        labels.status(row.status),
        row.artisans,
        reached(row.status),
      ]),
      charted: [1, 2],
    },
    {
      id: 'decisions',
      kind: 'bar',
      columns: [column('decision'), asOf],
      rows: report.standings.decision.map((row) => [labels.decision(row.decision), row.artisans]),
      charted: [1],
    },
    {
      id: 'greenList',
      kind: 'bar',
      columns: [column('status'), asOf],
      rows: report.standings.greenList.map((row) => [labels.greenListStatus(row.status), row.artisans]),
      charted: [1],
    },
    {
      id: 'scores',
      kind: 'bar',
      columns: [
        column('criterion'),
        column('staffCount'),
        column('staffAverage'),
        column('selfCount'),
        column('selfAverage'),
      ],
      rows: report.scores.map((row) => [
        labels.criterion(row.criterion),
        row.evaluation.count,
        row.evaluation.average,
        row.self.count,
        row.self.average,
      ]),
      charted: [2, 4],
    },
    {
      id: 'timeInStatus',
      kind: 'bar',
      columns: [column('status'), column('stays'), column('median'), column('p90')],
      rows: report.timeInStatus.map((row) => [
        labels.status(row.status),
        row.spells,
        row.medianDays,
        row.p90Days,
      ]),
      charted: [2, 3],
    },
    {
      id: 'greenListScores',
      kind: 'bar',
      columns: [column('section'), column('completed'), column('averagePercent')],
      rows: report.greenListScores.map((row) => [
        labels.section(row.section),
        row.completed,
        row.averagePercent,
      ]),
      charted: [2],
    },
  ];
}
