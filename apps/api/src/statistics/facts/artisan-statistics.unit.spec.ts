import {
  foldStatistics,
  stocksOf,
  type ArtisanStatistics,
  type EventContext,
  type Fact,
  type StatisticsEvent,
} from './artisan-statistics';
import { greenListStep } from './green-list-statistics';

const ID = '0b7a4f0e-6a57-4b8e-9d2e-1f2a3b4c5d6e';
const at = (day: string, time = '10:00:00') => ({
  occurredAt: `${day}T${time}.000Z`,
  actorRole: 'ROLE_ADMIN',
});

/** Folds events in order (Given), returns the last state and every fact. */
function fold(
  events: [StatisticsEvent, EventContext][],
  start?: ArtisanStatistics,
): { state: ArtisanStatistics | undefined; facts: Fact[]; spells: unknown[]; steps: unknown[] } {
  let state = start;
  const facts: Fact[] = [];
  const spells: unknown[] = [];
  const steps: unknown[] = [];
  for (const [event, context] of events) {
    const folded = foldStatistics(state, event, context);
    state = folded.state;
    facts.push(...folded.facts);
    if (folded.spell) spells.push(folded.spell);
    if (folded.step) steps.push(folded.step);
  }
  return { state, facts, spells, steps };
}

const registered = (data: Partial<Extract<StatisticsEvent, { type: 'ArtisanRegistered' }>['data']> = {}) =>
  ({
    type: 'ArtisanRegistered',
    data: {
      artisanId: ID,
      source: 'staff',
      countryId: 250,
      craftMaterialId: 3,
      craftPersonId: 7,
      recommendations: [4, 2],
      ...data,
    },
  }) as const satisfies StatisticsEvent;

const step = (type: string, statusEval: string, reviewStatus: string, extra: object = {}) =>
  ({ type, data: { artisanId: ID, statusEval, reviewStatus, ...extra } }) as StatisticsEvent;

const answers = (
  type: 'EvaluationAnswersRecorded' | 'SelfAssessmentAnswersRecorded',
  criterion: string,
  p: number,
) =>
  ({
    type,
    data: {
      artisanId: ID,
      criterion,
      answers: {
        q1: { points: p, comment: 'c' },
        q2: { points: p, comment: 'c' },
        q3: { points: p, comment: 'c' },
      },
    },
  }) as StatisticsEvent;

/** Metric → summed value, for readable expectations. */
const sums = (facts: readonly Fact[]) => {
  const out: Record<string, number> = {};
  for (const fact of facts) out[fact.metric] = (out[fact.metric] ?? 0) + fact.value;
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== 0));
};

describe('statistics facts of an artisan', () => {
  it('a staff registration counts one registered artisan, in progress, under its dimensions', () => {
    const { facts, state } = fold([[registered(), at('2026-03-01')]]);
    expect(sums(facts)).toEqual({
      'registered.staff': 1,
      'stock.artisans': 1,
      'stock.status.IN PROGRESS': 1,
    });
    expect(facts[0]).toEqual({
      day: '2026-03-01',
      metric: 'registered.staff',
      value: 1,
      countryId: 250,
      craftMaterialId: 3,
      craftPersonId: 7,
      recommendations: [2, 4],
      creatorRole: 'ROLE_ADMIN',
    });
    expect(state?.statusSince).toBe('2026-03-01T10:00:00.000Z');
  });

  it('a sign-up is created by the artisan; an import keeps its source; a second registration is ignored', () => {
    const signUp = fold([
      [registered({ source: 'sign-up' }), { occurredAt: '2026-03-01T00:00:00Z', actorRole: null }],
    ]);
    expect(signUp.facts[0]).toMatchObject({ metric: 'registered.sign-up', creatorRole: 'ROLE_ARTISAN' });
    const imported = fold([
      [registered({ source: 'import' }), { occurredAt: '2026-03-01T00:00:00Z', actorRole: null }],
      [registered({ source: 'staff' }), at('2026-03-02')],
    ]);
    expect(sums(imported.facts)).toMatchObject({ 'registered.import': 1 });
    expect(imported.facts[0]).toMatchObject({ creatorRole: 'SYSTEM' });
    expect(sums(imported.facts)['registered.staff']).toBeUndefined();
  });

  it('counts the first email confirmation only', () => {
    const { facts } = fold([
      [registered({ source: 'sign-up' }), at('2026-03-01')],
      [{ type: 'ArtisanEmailConfirmed', data: { artisanId: ID } }, at('2026-03-02')],
      [{ type: 'ArtisanEmailConfirmed', data: { artisanId: ID } }, at('2026-03-03')],
    ]);
    expect(facts.filter((f) => f.metric === 'email.confirmed')).toEqual([
      expect.objectContaining({ day: '2026-03-02', value: 1 }),
    ]);
  });

  it('moves the standings to the new dimensions when the country changes, counts nothing twice', () => {
    const { facts } = fold([
      [registered(), at('2026-03-01')],
      [
        { type: 'ArtisanProfileChanged', data: { artisanId: ID, changes: { countryId: 380 } } },
        at('2026-03-04'),
      ],
    ]);
    const moved = facts.filter((f) => f.day === '2026-03-04');
    expect(moved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ metric: 'stock.artisans', countryId: 250, value: -1 }),
        expect.objectContaining({ metric: 'stock.artisans', countryId: 380, value: 1 }),
        expect.objectContaining({ metric: 'stock.status.IN PROGRESS', countryId: 250, value: -1 }),
        expect.objectContaining({ metric: 'stock.status.IN PROGRESS', countryId: 380, value: 1 }),
      ]),
    );
    expect(moved).toHaveLength(4);
    expect(sums(facts)).toEqual({
      'registered.staff': 1,
      'stock.artisans': 1,
      'stock.status.IN PROGRESS': 1,
    });
  });

  it('a change of a field that is no dimension gives no fact', () => {
    const { facts } = fold([
      [registered(), at('2026-03-01')],
      [{ type: 'ArtisanProfileChanged', data: { artisanId: ID, changes: {} } }, at('2026-03-04')],
    ]);
    expect(facts.filter((f) => f.day === '2026-03-04')).toEqual([]);
  });

  it('the evaluation: created with its first answers, sent with its scores, endorsed, reviewed, decided', () => {
    const { facts, state, spells, steps } = fold([
      [registered(), at('2026-03-01')],
      [answers('EvaluationAnswersRecorded', 'tradition', 4), at('2026-03-02')],
      [answers('EvaluationAnswersRecorded', 'talent', 2), at('2026-03-02', '11:00:00')],
      [
        step('EvaluationSubmitted', 'SUBMITTED', 'NOT REVIEWED', { endorsed: false, totalPoint: 18 }),
        at('2026-03-05'),
      ],
      [step('EvaluationEndorsed', 'SUBMITTED', 'NOT REVIEWED', { totalPoint: 18 }), at('2026-03-06')],
      [step('EvaluationReviewStarted', 'SUBMITTED', 'IN REVIEWAL'), at('2026-03-07')],
      [step('EvaluationDecided', 'SELECTED', 'REVIEWED', { decision: 'ACCEPTED' }), at('2026-03-09')],
      [{ type: 'GreenListUnlocked', data: { artisanId: ID } }, at('2026-03-09')],
    ]);
    expect(sums(facts)).toEqual({
      'registered.staff': 1,
      'evaluation.created': 1,
      'evaluation.sent': 1,
      'evaluation.endorsed': 1,
      'evaluation.reviewed': 1,
      'evaluation.decided.ACCEPTED': 1,
      'transition.SUBMITTED': 1,
      'transition.SELECTED': 1,
      'score.evaluation.tradition.12': 1,
      'score.evaluation.talent.6': 1,
      'greenList.available': 1,
      'stock.artisans': 1,
      'stock.status.SELECTED': 1,
      'stock.decision.ACCEPTED': 1,
      'stock.greenList.AVAILABLE': 1,
    });
    expect(state).toMatchObject({
      statusEval: 'SELECTED',
      reviewStatus: 'REVIEWED',
      decision: 'ACCEPTED',
      evaluationTotal: 18,
      evaluationPoints: { tradition: 12, talent: 6 },
      evaluationSentAt: '2026-03-05T10:00:00.000Z',
      acceptedAt: '2026-03-09T10:00:00.000Z',
      greenListStatus: 'AVAILABLE',
    });
    expect(spells).toEqual([
      { status: 'IN PROGRESS', enteredAt: '2026-03-01T10:00:00.000Z', leftAt: '2026-03-05T10:00:00.000Z' },
      { status: 'SUBMITTED', enteredAt: '2026-03-05T10:00:00.000Z', leftAt: '2026-03-09T10:00:00.000Z' },
    ]);
    expect(steps).toEqual([
      expect.objectContaining({ seq: 1, kinds: ['sent'], statusEval: 'SUBMITTED', totalPoint: 18 }),
      expect.objectContaining({ seq: 2, kinds: ['endorsed'], reviewStatus: 'NOT REVIEWED' }),
      expect.objectContaining({ seq: 3, kinds: ['reviewed'], reviewStatus: 'IN REVIEWAL' }),
      {
        seq: 4,
        at: '2026-03-09T10:00:00.000Z',
        kinds: ['decided', 'selected'],
        statusEval: 'SELECTED',
        reviewStatus: 'REVIEWED',
        decision: 'ACCEPTED',
        totalPoint: 18,
        points: { tradition: 12, talent: 6 },
      },
    ]);
  });

  it('an evaluation sent by a network member comes endorsed; EvaluationStarted counts the creation once', () => {
    const { facts } = fold([
      [registered(), at('2026-03-01')],
      [{ type: 'EvaluationStarted', data: { artisanId: ID } }, at('2026-03-02')],
      [answers('EvaluationAnswersRecorded', 'tradition', 5), at('2026-03-02')],
      [
        step('EvaluationSubmitted', 'SUBMITTED', 'NOT REVIEWED', { endorsed: true, totalPoint: 15 }),
        at('2026-03-03'),
      ],
    ]);
    expect(sums(facts)).toMatchObject({
      'evaluation.created': 1,
      'evaluation.sent': 1,
      'evaluation.endorsed': 1,
    });
  });

  it('a refusal, an information request, a deferral, a reopening and a confirmation', () => {
    const { facts, state } = fold([
      [registered(), at('2026-03-01')],
      [
        step('EvaluationSubmitted', 'SUBMITTED', 'NOT REVIEWED', { endorsed: true, totalPoint: 0 }),
        at('2026-03-02'),
      ],
      [step('EvaluationInformationRequested', 'PENDING', 'REVIEWED'), at('2026-03-03')],
      [
        step('EvaluationSubmitted', 'SUBMITTED', 'NOT REVIEWED', { endorsed: true, totalPoint: 0 }),
        at('2026-03-04'),
      ],
      [step('EvaluationDecisionDeferred', 'CANNOT DECIDE', 'REVIEWED'), at('2026-03-05')],
      [step('EvaluationDecided', 'OUT OF SCOPE', 'REVIEWED', { decision: 'REFUSED' }), at('2026-03-06')],
      [step('EvaluationReopened', 'IN PROGRESS', 'NOT REVIEWED'), at('2026-03-07')],
    ]);
    expect(sums(facts)).toMatchObject({
      'evaluation.sent': 2,
      'evaluation.informationRequested': 1,
      'evaluation.deferred': 1,
      'evaluation.decided.REFUSED': 1,
      'evaluation.reopened': 1,
      'transition.PENDING': 1,
      'transition.SUBMITTED': 2,
      'transition.CANNOT DECIDE': 1,
      'transition.OUT OF SCOPE': 1,
      'transition.IN PROGRESS': 1,
      'stock.status.IN PROGRESS': 1,
    });
    expect(sums(facts)['stock.decision.REFUSED']).toBeUndefined();
    expect(state?.decision).toBeNull();

    const confirmed = fold(
      [[step('EvaluationConfirmed', 'CONFIRMED', 'REVIEWED'), at('2026-04-01')]],
      fold([
        [registered(), at('2026-03-01')],
        [step('EvaluationDecided', 'SELECTED', 'REVIEWED', { decision: 'ACCEPTED' }), at('2026-03-06')],
      ]).state,
    );
    expect(sums(confirmed.facts)).toEqual({
      'evaluation.confirmed': 1,
      'transition.CONFIRMED': 1,
      'stock.status.SELECTED': -1,
      'stock.status.CONFIRMED': 1,
    });
  });

  it('the self-assessment: sent with its scores per criterion', () => {
    const { facts, state } = fold([
      [registered({ source: 'sign-up' }), at('2026-03-01')],
      [answers('SelfAssessmentAnswersRecorded', 'tradition', 5), at('2026-03-02')],
      [answers('SelfAssessmentAnswersRecorded', 'nonsense', 5), at('2026-03-02')],
      [{ type: 'SelfAssessmentSubmitted', data: { artisanId: ID, totalPoint: 15 } }, at('2026-03-03')],
    ]);
    expect(sums(facts)).toMatchObject({ 'selfAssessment.sent': 1, 'score.self.tradition.15': 1 });
    expect(state).toMatchObject({ selfTotal: 15, selfPoints: { tradition: 15 } });
  });

  it('a deletion counts under the dimensions it had, leaves every standing, and nothing after it counts', () => {
    const { facts } = fold([
      [registered(), at('2026-03-01')],
      [{ type: 'ArtisanAccountDeleted', data: { artisanId: ID } }, at('2026-03-02')],
      [{ type: 'ArtisanEmailConfirmed', data: { artisanId: ID } }, at('2026-03-03')],
    ]);
    expect(sums(facts)).toEqual({ 'registered.staff': 1, 'artisan.deleted': 1 });
    expect(facts.filter((f) => f.day === '2026-03-03')).toEqual([]);
  });

  it('events of an artisan it never saw registered count nothing', () => {
    expect(
      foldStatistics(undefined, answers('EvaluationAnswersRecorded', 'tradition', 1), at('2026-03-01')),
    ).toEqual({ state: undefined, facts: [], spell: null, step: null });
  });
});

describe('the Green List extension point', () => {
  const base = fold([[registered(), at('2026-03-01')]]).state!;

  it('counts sent and complete with their standings; a second unlock keeps the status reached', () => {
    const sent = greenListStep(base, 'SUBMITTED', '2026-04-01T00:00:00Z', 40);
    expect(sent.flows).toEqual(['greenList.sent']);
    expect(sent.state).toMatchObject({ greenListStatus: 'SUBMITTED', greenListTotal: 40 });
    expect(stocksOf(sent.state)).toContain('stock.greenList.SUBMITTED');
    const complete = greenListStep(sent.state, 'COMPLETE', '2026-04-02T00:00:00Z');
    expect(complete.flows).toEqual(['greenList.complete']);
    expect(greenListStep(complete.state, 'AVAILABLE', '2026-05-01T00:00:00Z').state.greenListStatus).toBe(
      'COMPLETE',
    );
    expect(greenListStep(base, 'IN REVIEWAL', '2026-04-01T00:00:00Z').flows).toEqual([]);
  });
});

describe('the Green List events', () => {
  it('count available once, sent and complete, move the standings and give the final scores per section', () => {
    const gl = (type: string, status: string, extra: object = {}) =>
      ({ type, data: { artisanId: ID, status, ...extra } }) as StatisticsEvent;
    const score = {
      sections: { materials: { points: 12, maximum: 20 }, energy: { points: 3, maximum: 10 } },
    };
    const { facts, state } = fold([
      [registered(), at('2026-03-01')],
      [{ type: 'GreenListUnlocked', data: { artisanId: ID } }, at('2026-03-02')],
      [gl('GreenListMadeAvailable', 'AVAILABLE'), at('2026-03-02')],
      [gl('GreenListStarted', 'IN PROGRESS'), at('2026-03-03')],
      [gl('GreenListSubmitted', 'SUBMITTED', { totalPoint: 15, score }), at('2026-03-04')],
      [gl('GreenListReviewStarted', 'IN REVIEWAL'), at('2026-03-05')],
      [gl('GreenListCompleted', 'COMPLETE', { totalPoint: 15, score }), at('2026-03-06')],
    ]);
    expect(sums(facts)).toEqual({
      'registered.staff': 1,
      'greenList.available': 1,
      'greenList.sent': 1,
      'greenList.complete': 1,
      'greenListScore.materials.points': 12,
      'greenListScore.materials.maximum': 20,
      'greenListScore.materials.count': 1,
      'greenListScore.energy.points': 3,
      'greenListScore.energy.maximum': 10,
      'greenListScore.energy.count': 1,
      'stock.artisans': 1,
      'stock.status.IN PROGRESS': 1,
      'stock.greenList.COMPLETE': 1,
    });
    expect(state).toMatchObject({ greenListStatus: 'COMPLETE', greenListTotal: 15 });
  });
});
