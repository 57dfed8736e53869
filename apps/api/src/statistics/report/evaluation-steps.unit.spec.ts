import { CRITERION_IDS } from '@artisans/domain';
import { evaluationStatisticsFromSteps, type EvaluationStep } from './evaluation-steps';

const sixes = Object.fromEntries(CRITERION_IDS.map((id) => [id, 6]));

/**
 * The steps the statistics fold records for one evaluation: sent endorsed on 2 May (its answers of
 * 1 May are not steps), reviewed 3 May, refused 4 May, reopened 6 May.
 */
function stepsOf(artisanId: string): EvaluationStep[] {
  const step = (seq: number, at: string, kinds: string[], statusEval: string, reviewStatus: string) => ({
    artisanId,
    seq,
    at,
    kinds,
    statusEval,
    reviewStatus,
    decision: null as string | null,
    totalPoint: 66,
    points: sixes,
  });
  return [
    step(1, '2026-05-02T23:59:59.000Z', ['sent', 'endorsed'], 'SUBMITTED', 'NOT REVIEWED'),
    step(2, '2026-05-03T00:00:00.000Z', ['reviewed'], 'SUBMITTED', 'IN REVIEWAL'),
    {
      ...step(3, '2026-05-04T10:00:00.000Z', ['decided', 'refused'], 'OUT OF SCOPE', 'REVIEWED'),
      decision: 'REFUSED',
    },
    step(4, '2026-05-06T10:00:00.000Z', ['reopened'], 'IN PROGRESS', 'NOT REVIEWED'),
  ];
}

/** What the reader gives: every step until the end of the period, of the artisans concerned. */
const until = (steps: EvaluationStep[], to: string) =>
  steps.filter((step) => Date.parse(step.at) < Date.parse(`${to}T00:00:00.000Z`) + 86_400_000);

describe('evaluation statistics from the steps read model', () => {
  const steps = stepsOf('a1');

  it('shows each evaluation as it stood at the end of the period (both days included)', () => {
    const [row] = evaluationStatisticsFromSteps(until(steps, '2026-05-02'), {
      from: '2026-05-02',
      to: '2026-05-02',
    }).evaluations;
    expect(row).toMatchObject({
      artisanId: 'a1',
      statusEval: 'SUBMITTED',
      totalPoint: 66,
      sentAt: '2026-05-02T23:59:59.000Z',
      endorsedAt: '2026-05-02T23:59:59.000Z',
      decidedAt: null,
      decision: null,
    });
    expect(row!.points.tradition).toBe(6);
    const later = evaluationStatisticsFromSteps(until(steps, '2026-05-05'), {
      from: '2026-05-04',
      to: '2026-05-05',
    });
    expect(later.evaluations[0]).toMatchObject({
      statusEval: 'OUT OF SCOPE',
      reviewStatus: 'REVIEWED',
      decision: 'REFUSED',
      decidedAt: '2026-05-04T10:00:00.000Z',
    });
    expect(later.activity).toEqual([
      expect.objectContaining({ day: '2026-05-04', decided: 1, refused: 1, selected: 0 }),
    ]);
    expect(later.summary).toMatchObject({
      evaluations: 1,
      byDecision: { REFUSED: 1, ACCEPTED: 0, none: 0 },
      averagePoints: 66,
    });
  });

  it('puts no evaluation in a period without a step of it, and counts each step on its day', () => {
    expect(
      evaluationStatisticsFromSteps(until(steps, '2026-05-01'), { from: '2026-05-01', to: '2026-05-01' })
        .evaluations,
    ).toEqual([]);
    const all = evaluationStatisticsFromSteps(steps, { from: null, to: null });
    expect(all.evaluations[0]).toMatchObject({ statusEval: 'IN PROGRESS' });
    expect(all.activity.map((day) => day.day)).toEqual([
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
      '2026-05-06',
    ]);
    expect(all.activity[0]).toMatchObject({ sent: 1, endorsed: 1 });
    expect(all.summary.averagePointsByCriterion.talent).toBe(6);
  });

  it('has no average without evaluations', () => {
    const none = evaluationStatisticsFromSteps([], { from: null, to: null });
    expect(none.summary).toMatchObject({ evaluations: 0, averagePoints: null });
  });
});
