import { bucketsOf, granularityOf, statisticsReport, type ReportInput } from './statistics-report';

const input = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  request: {
    from: '2026-03-01',
    to: '2026-03-03',
    asOf: '2026-03-03',
    filters: { countries: null, craftMaterialId: null, craftPersonId: null, recommendationId: null },
  },
  sums: [],
  series: [],
  firstDay: '2025-01-01',
  funnel: { registered: 0, evaluationSent: 0, decided: 0, accepted: 0, greenListComplete: 0 },
  spells: [],
  ...overrides,
});

describe('the statistics report', () => {
  it('adds the registrations of every source and the decisions of both kinds', () => {
    const report = statisticsReport(
      input({
        sums: [
          { metric: 'registered.sign-up', period: 2, asOf: 10 },
          { metric: 'registered.import', period: 1, asOf: 4 },
          { metric: 'evaluation.decided.ACCEPTED', period: 1, asOf: 3 },
          { metric: 'evaluation.decided.REFUSED', period: 2, asOf: 2 },
        ],
      }),
    );
    const figure = (name: string) => report.figures.find((f) => f.figure === name);
    expect(figure('registered')).toEqual({ figure: 'registered', period: 3, asOf: 14 });
    expect(figure('evaluation.decided')).toEqual({ figure: 'evaluation.decided', period: 3, asOf: 5 });
    expect(figure('email.confirmed')).toEqual({ figure: 'email.confirmed', period: 0, asOf: 0 });
  });

  it('takes standings as of the day, and the time series with every day of the period', () => {
    const report = statisticsReport(
      input({
        sums: [
          { metric: 'stock.status.SELECTED', period: 1, asOf: 4 },
          { metric: 'stock.artisans', period: 3, asOf: 12 },
          { metric: 'stock.greenList.COMPLETE', period: 0, asOf: 2 },
        ],
        series: [
          { bucket: '2026-03-02', metric: 'registered.staff', value: 2 },
          { bucket: '2026-03-02', metric: 'registered.sign-up', value: 1 },
          { bucket: '2026-03-03', metric: 'evaluation.sent', value: 1 },
        ],
      }),
    );
    expect(report.standings.artisans).toBe(12);
    expect(report.standings.status.find((s) => s.status === 'SELECTED')!.artisans).toBe(4);
    expect(report.standings.greenList.find((s) => s.status === 'COMPLETE')!.artisans).toBe(2);
    expect(report.series.granularity).toBe('day');
    expect(report.series.rows.map((row) => [row.bucket, row.registered, row['evaluation.sent']])).toEqual([
      ['2026-03-01', 0, 0],
      ['2026-03-02', 3, 0],
      ['2026-03-03', 0, 1],
    ]);
  });

  it('gives the distribution and the average of each criterion, staff and self side by side', () => {
    const report = statisticsReport(
      input({
        sums: [
          { metric: 'score.evaluation.talent.12', period: 3, asOf: 3 },
          { metric: 'score.evaluation.talent.6', period: 1, asOf: 1 },
          { metric: 'score.self.talent.15', period: 2, asOf: 2 },
        ],
      }),
    );
    const talent = report.scores.find((row) => row.criterion === 'talent')!;
    expect(talent.evaluation).toMatchObject({ count: 4, average: 10.5 });
    expect(talent.evaluation.distribution).toHaveLength(16);
    expect(talent.evaluation.distribution[12]).toBe(3);
    expect(talent.self).toMatchObject({ count: 2, average: 15 });
    expect(report.scores.find((row) => row.criterion === 'tradition')!.evaluation.average).toBeNull();
  });

  it('turns spells into days and Green List section sums into an average percentage', () => {
    const report = statisticsReport(
      input({
        spells: [{ status: 'SUBMITTED', spells: 4, medianSeconds: 86_400 * 2.5, p90Seconds: 86_400 * 9.04 }],
        sums: [
          { metric: 'greenListScore.sourcing.points', period: 30, asOf: 30 },
          { metric: 'greenListScore.sourcing.maximum', period: 40, asOf: 40 },
          { metric: 'greenListScore.sourcing.count', period: 2, asOf: 2 },
        ],
      }),
    );
    expect(report.timeInStatus.find((row) => row.status === 'SUBMITTED')).toEqual({
      status: 'SUBMITTED',
      spells: 4,
      medianDays: 2.5,
      p90Days: 9,
    });
    expect(report.timeInStatus.find((row) => row.status === 'PENDING')).toMatchObject({
      spells: 0,
      medianDays: null,
    });
    expect(report.greenListScores.find((row) => row.section === 'sourcing')).toEqual({
      section: 'sourcing',
      completed: 2,
      averagePercent: 75,
    });
  });

  it('counts days up to about three months, months beyond, from the first fact when from the beginning', () => {
    expect(granularityOf('2026-01-01', '2026-03-31', null)).toBe('day');
    expect(granularityOf('2025-01-01', '2026-03-31', null)).toBe('month');
    expect(granularityOf(null, '2026-03-31', '2026-03-01')).toBe('day');
    expect(bucketsOf('2025-11-20', '2026-02-01', 'month')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
  });
});
