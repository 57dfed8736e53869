import { describe, expect, it } from '@jest/globals';
import { CRITERION_IDS } from '@artisans/domain/criteria';
import { STATISTICS_GROUPS } from '@artisans/domain/contracts/statistics';
import { GREEN_LIST_SECTIONS } from '@artisans/domain/green-list-catalogue';
import { DECISIONS, GREEN_LIST_STATUSES, STATUS_EVALS } from '@artisans/domain/statuses';
import { FIGURES, SERIES_FIGURES, type StatisticsReport } from '../api/get-statistics';
import { chartGroups, type Labels } from './chart-groups';

let next = 7;
/** Distinct counts, so that a number read from the wrong place shows. */
const n = () => (next = (next * 31 + 11) % 997);

function report(): StatisticsReport {
  const side = () => ({ count: n(), average: n() % 16, distribution: [] });
  return {
    period: { from: '2026-03-01', to: '2026-03-03' },
    asOf: '2026-03-03',
    filters: { countries: null, craftMaterialId: null, craftPersonId: null, recommendationId: null },
    figures: FIGURES.map((figure) => ({ figure, period: n(), asOf: n() })),
    transitions: STATUS_EVALS.map((status) => ({ status, period: n(), asOf: n() })),
    standings: {
      status: STATUS_EVALS.map((status) => ({ status, artisans: n() })),
      decision: DECISIONS.map((decision) => ({ decision, artisans: n() })),
      greenList: GREEN_LIST_STATUSES.map((status) => ({ status, artisans: n() })),
      artisans: n(),
    },
    series: {
      granularity: 'day',
      rows: ['2026-03-01', '2026-03-02', '2026-03-03'].map((bucket) => ({
        bucket,
        ...(Object.fromEntries(SERIES_FIGURES.map((figure) => [figure, n()])) as Record<
          (typeof SERIES_FIGURES)[number],
          number
        >),
      })),
    },
    funnel: (['registered', 'evaluationSent', 'decided', 'accepted', 'greenListComplete'] as const).map(
      (step) => ({
        step,
        artisans: n(),
      }),
    ),
    timeInStatus: STATUS_EVALS.map((status) => ({
      status,
      spells: n(),
      medianDays: n() / 10,
      p90Days: null,
    })),
    scores: CRITERION_IDS.map((criterion) => ({ criterion, evaluation: side(), self: side() })),
    greenListScores: GREEN_LIST_SECTIONS.map((section) => ({
      section,
      completed: n(),
      averagePercent: n() / 10,
    })),
  };
}

const labels: Labels = {
  column: (key, values) => (values ? `${key} ${values.date}` : key),
  figure: (key) => `figure ${key}`,
  funnel: (key) => `funnel ${key}`,
  status: (key) => `status ${key}`,
  greenListStatus: (key) => `gl ${key}`,
  decision: (key) => `decision ${key}`,
  criterion: (key) => `criterion ${key}`,
  section: (key) => `section ${key}`,
};

describe('chartGroups', () => {
  const data = report();
  const groups = new Map(chartGroups(data, labels).map((group) => [group.id, group]));

  it('gives every group a chart and a table, with as many cells as columns', () => {
    expect([...groups.keys()]).toEqual([...STATISTICS_GROUPS]);
    for (const group of groups.values()) {
      expect(group.rows.length).toBe(group.chartRows.length);
      for (const row of group.rows) expect(row).toHaveLength(group.columns.length);
    }
  });

  it('shows the numbers of the answer in the tables and the charts alike', () => {
    const activity = groups.get('activity');
    expect(activity?.rows).toEqual(data.figures.map((row) => [`figure ${row.figure}`, row.period, row.asOf]));
    expect(activity?.columns[2]).toBe('asOf 03/03/2026');
    expect(activity?.chartRows.map((row) => row.period)).toEqual(data.figures.map((row) => row.period));

    const series = groups.get('series');
    expect(series?.rows[1]).toEqual([
      '02/03/2026',
      ...SERIES_FIGURES.map((figure) => data.series.rows[1]?.[figure]),
    ]);
    expect(series?.chartRows[1]?.evaluation_sent).toBe(data.series.rows[1]?.['evaluation.sent']);

    const status = groups.get('status');
    expect(status?.rows.map((row) => row.slice(1))).toEqual(
      data.standings.status.map((row, index) => [row.artisans, data.transitions[index]?.period]),
    );

    const scores = groups.get('scores');
    expect(scores?.rows[0]).toEqual([
      `criterion ${data.scores[0]?.criterion}`,
      data.scores[0]?.evaluation.count,
      data.scores[0]?.evaluation.average,
      data.scores[0]?.self.count,
      data.scores[0]?.self.average,
    ]);

    const time = groups.get('timeInStatus');
    expect(time?.rows[0]?.[3]).toBeNull();
    expect(time?.chartRows[0]?.p90).toBe(0);
  });

  it('gives each funnel step its share of the registered artisans', () => {
    const registered = data.funnel[0]?.artisans ?? 0;
    const funnel = groups.get('funnel');
    expect(funnel?.rows.map((row) => row[2])).toEqual(
      data.funnel.map((row) => Math.round((row.artisans * 1000) / registered) / 10),
    );
  });
});
