import { CRITERION_IDS, type EvaluationAnswer } from '@artisans/domain';
import type { EvaluationEvent } from '../domain/evaluation.decider';
import {
  evaluationStatistics,
  isDay,
  periodBounds,
  type EvaluationStreamEvent,
} from './evaluation-statistics';
import { STATISTICS_MESSAGES, parsePeriod } from './statistics-input';

let position = 0;
const stored = (occurredAt: string, event: EvaluationEvent): EvaluationStreamEvent =>
  ({
    ...event,
    id: `e${++position}`,
    streamId: `evaluation-${event.data.artisanId}`,
    streamPosition: position,
    globalPosition: String(position).padStart(8, '0'),
    metadata: {
      actorId: null,
      actorRole: 'ROLE_ADMIN',
      correlationId: 'c',
      causationId: null,
      occurredAt,
      schemaVersion: 1,
    },
  }) as EvaluationStreamEvent;

const answers: Record<'q1' | 'q2' | 'q3', EvaluationAnswer> = {
  q1: { points: 2, comment: 'a' },
  q2: { points: 2, comment: 'b' },
  q3: { points: 2, comment: 'c' },
};

/** Answered 1 May, sent endorsed 2 May, reviewed 3 May, refused 4 May, reopened 6 May. */
function stream(artisanId: string): EvaluationStreamEvent[] {
  const standing = (statusEval: string, reviewStatus: string) => ({ artisanId, statusEval, reviewStatus });
  return [
    ...CRITERION_IDS.map((criterion) =>
      stored('2026-05-01T08:00:00.000Z', {
        type: 'EvaluationAnswersRecorded',
        data: { artisanId, criterion, answers },
      }),
    ),
    stored('2026-05-02T23:59:59.000Z', {
      type: 'EvaluationSubmitted',
      data: { ...standing('SUBMITTED', 'NOT REVIEWED'), endorsed: true, totalPoint: 66 },
    } as EvaluationEvent),
    stored('2026-05-03T00:00:00.000Z', {
      type: 'EvaluationReviewStarted',
      data: standing('SUBMITTED', 'IN REVIEWAL'),
    } as EvaluationEvent),
    stored('2026-05-04T10:00:00.000Z', {
      type: 'EvaluationDecided',
      data: {
        ...standing('OUT OF SCOPE', 'REVIEWED'),
        decision: 'REFUSED',
        commentaryCommittee: '',
        comments: 'secret',
      },
    } as EvaluationEvent),
    stored('2026-05-06T10:00:00.000Z', {
      type: 'EvaluationReopened',
      data: standing('IN PROGRESS', 'NOT REVIEWED'),
    } as EvaluationEvent),
  ];
}

describe('evaluation statistics from the events', () => {
  const streams = new Map([['a1', stream('a1')]]);

  it('shows each evaluation as it stood at the end of the period (both days included)', () => {
    const [row] = evaluationStatistics(streams, { from: '2026-05-02', to: '2026-05-02' }).evaluations;
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
    const later = evaluationStatistics(streams, { from: '2026-05-04', to: '2026-05-05' });
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

  it('counts only lifecycle steps: answers alone put no evaluation in the period', () => {
    expect(evaluationStatistics(streams, { from: '2026-05-01', to: '2026-05-01' }).evaluations).toEqual([]);
    const all = evaluationStatistics(streams, { from: null, to: null });
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
    const none = evaluationStatistics(new Map(), { from: null, to: null });
    expect(none.summary).toMatchObject({ evaluations: 0, averagePoints: null });
  });
});

describe('the period of the query', () => {
  it('takes real days only', () => {
    expect(['2026-02-28', '2024-02-29'].every(isDay)).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '01/03/2026', ''].some(isDay)).toBe(false);
  });

  it('includes both days', () => {
    const { start, end } = periodBounds({ from: '2026-05-02', to: '2026-05-02' });
    expect(new Date(start).toISOString()).toBe('2026-05-02T00:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-05-03T00:00:00.000Z');
    expect(periodBounds({ from: null, to: null })).toEqual({ start: -Infinity, end: Infinity });
  });

  it('reads the query, and refuses bad days and reversed periods with a clear message', () => {
    expect(parsePeriod({})).toEqual({ from: null, to: null });
    expect(parsePeriod({ from: '2026-05-01', to: '' })).toEqual({ from: '2026-05-01', to: null });
    expect(() => parsePeriod({ from: '2026-02-30' })).toThrow(STATISTICS_MESSAGES.badDate);
    expect(() => parsePeriod({ to: ['2026-01-01', '2026-01-02'] })).toThrow(STATISTICS_MESSAGES.badDate);
    expect(() => parsePeriod({ from: '2026-05-02', to: '2026-05-01' })).toThrow(
      STATISTICS_MESSAGES.fromAfterTo,
    );
    expect(() => parsePeriod({ since: '2026-05-01' })).toThrow(/Unknown field/);
  });
});
