import type { StatisticsGroupId, StatisticsLabels } from '@artisans/domain/contracts/statistics';
import { formatDisplayDay } from '../../../lib/dates/display-day';
import { SERIES_FIGURES, type StatisticsReport } from '../api/get-statistics';
import type { Cell } from './csv';

/** A series of a chart: its key in the chart's rows (no dots: recharts reads them as paths). */
export type ChartSeries = { key: string; label: string; color: string };

export type ChartGroup = {
  id: StatisticsGroupId;
  kind: 'bar' | 'line';
  /** The category of each row (the x axis; the y axis of a horizontal bar chart). */
  categoryKey: 'label';
  horizontal: boolean;
  /** Counts of artisans or events: the value axis shows whole numbers only (no 0.25 artisan). */
  counts: boolean;
  series: ChartSeries[];
  /** Each row: its `label` and a number for each series key. */
  chartRows: Record<string, string | number>[];
  columns: string[];
  rows: Cell[][];
  /** Whether anything was counted: a chart of zeros only says "nothing". */
  empty: boolean;
};

/** Labels in the reader's language (the screen gives i18next's t, the tests their own). */
export type Labels = StatisticsLabels;

const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'green.7', 'red.6', 'cyan.7'];
const keyOf = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_');
const num = (value: number | null) => value ?? 0;

function group(
  id: StatisticsGroupId,
  kind: 'bar' | 'line',
  series: ChartSeries[],
  chartRows: ChartGroup['chartRows'],
  columns: string[],
  rows: Cell[][],
  horizontal = false,
  counts = true,
): ChartGroup {
  const empty = chartRows.every((row) => series.every((item) => !row[item.key]));
  return { id, kind, categoryKey: 'label', horizontal, counts, series, chartRows, columns, rows, empty };
}

/** Each chart and its table, from the API's answer: the same numbers in both. */
export function chartGroups(report: StatisticsReport, labels: Labels): ChartGroup[] {
  const { column } = labels;
  const asOf = formatDisplayDay(report.asOf);
  const share = (part: number, whole: number) =>
    whole === 0 ? null : Math.round((part * 1000) / whole) / 10;
  const registered = report.funnel.find((step) => step.step === 'registered')?.artisans ?? 0;
  // How many artisans stand at each value on the last day: one bar each, and the same in the table.
  const standingGroup = (
    id: StatisticsGroupId,
    valueColumn: string,
    standings: { label: string; artisans: number }[],
  ) => {
    const asOfColumn = column('asOf', { date: asOf });
    return group(
      id,
      'bar',
      [{ key: 'artisans', label: asOfColumn, color: COLORS[4] ?? 'green.7' }],
      standings,
      [valueColumn, asOfColumn],
      standings.map((row) => [row.label, row.artisans]),
    );
  };
  const seriesItems = SERIES_FIGURES.map((figure, index) => ({
    key: keyOf(figure),
    label: labels.figure(figure),
    color: COLORS[index % COLORS.length] ?? 'blue.6',
  }));

  return [
    group(
      'activity',
      'bar',
      [{ key: 'period', label: column('period'), color: COLORS[0] ?? 'blue.6' }],
      report.figures.map((row) => ({ label: labels.figure(row.figure), period: row.period })),
      [column('figure'), column('period'), column('asOf', { date: asOf })],
      report.figures.map((row) => [labels.figure(row.figure), row.period, row.asOf]),
      true,
    ),
    group(
      'series',
      'line',
      seriesItems,
      report.series.rows.map((row) => ({
        label: formatDisplayDay(row.bucket),
        ...Object.fromEntries(SERIES_FIGURES.map((figure) => [keyOf(figure), row[figure]])),
      })),
      [
        column(report.series.granularity === 'day' ? 'day' : 'month'),
        ...seriesItems.map((item) => item.label),
      ],
      report.series.rows.map((row) => [
        formatDisplayDay(row.bucket),
        ...SERIES_FIGURES.map((figure) => row[figure]),
      ]),
    ),
    group(
      'funnel',
      'bar',
      [{ key: 'artisans', label: column('artisans'), color: COLORS[1] ?? 'teal.6' }],
      report.funnel.map((row) => ({ label: labels.funnel(row.step), artisans: row.artisans })),
      [column('step'), column('artisans'), column('share')],
      report.funnel.map((row) => [labels.funnel(row.step), row.artisans, share(row.artisans, registered)]),
    ),
    group(
      'status',
      'bar',
      [
        { key: 'artisans', label: column('asOf', { date: asOf }), color: COLORS[0] ?? 'blue.6' },
        { key: 'reached', label: column('reached'), color: COLORS[2] ?? 'orange.6' },
      ],
      report.standings.status.map((row) => ({
        label: labels.status(row.status),
        artisans: row.artisans,
        reached: report.transitions.find((item) => item.status === row.status)?.period ?? 0,
      })),
      [column('status'), column('asOf', { date: asOf }), column('reached')],
      report.standings.status.map((row) => [
        labels.status(row.status),
        row.artisans,
        report.transitions.find((item) => item.status === row.status)?.period ?? 0,
      ]),
    ),
    standingGroup(
      'decisions',
      column('decision'),
      report.standings.decision.map((row) => ({
        label: labels.decision(row.decision),
        artisans: row.artisans,
      })),
    ),
    standingGroup(
      'greenList',
      column('status'),
      report.standings.greenList.map((row) => ({
        label: labels.greenListStatus(row.status),
        artisans: row.artisans,
      })),
    ),
    group(
      'scores',
      'bar',
      [
        { key: 'staff', label: column('staffAverage'), color: COLORS[0] ?? 'blue.6' },
        { key: 'self', label: column('selfAverage'), color: COLORS[2] ?? 'orange.6' },
      ],
      report.scores.map((row) => ({
        label: labels.criterion(row.criterion),
        staff: num(row.evaluation.average),
        self: num(row.self.average),
      })),
      [
        column('criterion'),
        column('staffCount'),
        column('staffAverage'),
        column('selfCount'),
        column('selfAverage'),
      ],
      report.scores.map((row) => [
        labels.criterion(row.criterion),
        row.evaluation.count,
        row.evaluation.average,
        row.self.count,
        row.self.average,
      ]),
      false,
      false,
    ),
    group(
      'timeInStatus',
      'bar',
      [
        { key: 'median', label: column('median'), color: COLORS[6] ?? 'cyan.7' },
        { key: 'p90', label: column('p90'), color: COLORS[3] ?? 'grape.6' },
      ],
      report.timeInStatus.map((row) => ({
        label: labels.status(row.status),
        median: num(row.medianDays),
        p90: num(row.p90Days),
      })),
      [column('status'), column('stays'), column('median'), column('p90')],
      report.timeInStatus.map((row) => [labels.status(row.status), row.spells, row.medianDays, row.p90Days]),
      false,
      false,
    ),
    group(
      'greenListScores',
      'bar',
      [{ key: 'percent', label: column('averagePercent'), color: COLORS[4] ?? 'green.7' }],
      report.greenListScores.map((row) => ({
        label: labels.section(row.section),
        percent: num(row.averagePercent),
      })),
      [column('section'), column('completed'), column('averagePercent')],
      report.greenListScores.map((row) => [labels.section(row.section), row.completed, row.averagePercent]),
      false,
      false,
    ),
  ];
}
