import {
  GREEN_LIST_MESSAGES,
  fold,
  greenListCatalogue,
  greenListScore,
  type GreenListAnswer,
} from '@artisans/domain';
import { completeGreenList, exampleMaterial } from '../../../../../libs/domain/src/green-list-examples.spec';
import {
  GreenListNotReady,
  greenListDecider,
  type AnswersPatch,
  type GreenListCommand,
  type GreenListEvent,
} from './green-list.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const artisanId = 'a1';
const catalogue = greenListCatalogue();
const complete = completeGreenList();

const available: GreenListEvent = {
  type: 'GreenListMadeAvailable',
  data: { artisanId, status: 'AVAILABLE', catalogueVersion: 1 },
};
const started: GreenListEvent = {
  type: 'GreenListStarted',
  data: { artisanId, status: 'IN PROGRESS', catalogueVersion: 1 },
};
const recorded = (patch: AnswersPatch): GreenListEvent => ({
  type: 'GreenListAnswersRecorded',
  data: { artisanId, ...patch },
});
const filledIn = [available, started, recorded({ answers: complete.answers, materials: complete.materials })];
const score = greenListScore(catalogue, complete);
const submitted: GreenListEvent = {
  type: 'GreenListSubmitted',
  data: { artisanId, status: 'SUBMITTED', dropped: [], totalPoint: score.points, score },
};
const reviewing: GreenListEvent = {
  type: 'GreenListReviewStarted',
  data: { artisanId, status: 'IN REVIEWAL' },
};
const requested = (codes: string[]): GreenListEvent => ({
  type: 'GreenListInformationRequested',
  data: { artisanId, status: 'PENDING', missing: 'Please detail your energy use.', codes },
});

const record = (
  answers: AnswersPatch['answers'],
  materials?: AnswersPatch['materials'],
): GreenListCommand => ({
  type: 'RecordGreenListAnswers',
  artisanId,
  patch: { answers, ...(materials ? { materials } : {}) },
});

const { given, when, refused } = deciderSpec(greenListDecider);

describe('GreenList decider', () => {
  describe('making it available', () => {
    it('opens an empty Green List with the current catalogue version', () => {
      expect(when(given(), { type: 'MakeGreenListAvailable', artisanId })).toEqual([available]);
    });

    it('is idempotent: an existing Green List stays as it is', () => {
      expect(when(given(...filledIn, submitted), { type: 'MakeGreenListAvailable', artisanId })).toEqual([]);
    });

    it('refuses answers before the Green List is available (409)', () => {
      const error = refused(given(), record({ p3: { value: 4 } }));
      expect(error).toMatchObject({ kind: 'conflict', message: GREEN_LIST_MESSAGES.notAvailable });
    });
  });

  describe('answering (autosave)', () => {
    it('starts on the first answers, recording the catalogue version, then records each save', () => {
      expect(when(given(available), record({ p3: { value: 4 } }))).toEqual([
        started,
        recorded({ answers: { p3: { value: 4 } } }),
      ]);
      expect(when(given(available, started), record({ p3: { value: 5 }, c1: { value: 'Atelier' } }))).toEqual(
        [recorded({ answers: { p3: { value: 5 }, c1: { value: 'Atelier' } } })],
      );
    });

    it('records only what changed, and nothing when nothing did', () => {
      const history = [available, started, recorded({ answers: { p3: { value: 4 } } })];
      expect(when(given(...history), record({ p3: { value: 4 }, p6: { value: 2 } }))).toEqual([
        recorded({ answers: { p6: { value: 2 } } }),
      ]);
      expect(when(given(...history), record({ p3: { value: 4 }, p7: null }))).toEqual([]);
      expect(when(given(...history), record({ p3: null }))).toEqual([recorded({ answers: { p3: null } })]);
    });

    it('records the material list when it changes: added, reordered, answered', () => {
      const oak = exampleMaterial('oak', 60);
      const wax = exampleMaterial('wax', 35);
      const history = [available, started, recorded({ answers: {}, materials: [oak, wax] })];
      expect(when(given(...history), record({}, [oak, wax]))).toEqual([]);
      expect(when(given(...history), record({}, [wax, oak]))).toEqual([
        recorded({ answers: {}, materials: [wax, oak] }),
      ]);
    });

    it.each([
      [{ p99: { value: 1 } }, 'p99 is not a question of the Green List.'],
      [{ s4: { value: 50 } }, 's4 is not a question of the Green List.'],
      [{ p3: { value: 'often' } }, 'p3 expects one of the levels 1 to 5.'],
      [{ p3: { notApplicable: { reason: 'x' } } }, 'p3 cannot be marked not applicable.'],
      [{ p17: { value: ['Energy'] } }, 'p17 is not asked with the current answers (it follows p16).'],
    ] as [Record<string, GreenListAnswer>, string][])('refuses %j (400)', (answers, message) => {
      expect(refused(given(available, started), record(answers))).toMatchObject({
        kind: 'invalid',
        message,
      });
    });

    it('accepts a follow-up with the answer that asks it, and keeps it when that answer changes', () => {
      const history = [available, started];
      const withPolicy = { p16: { value: '2024-01-10' }, p17: { value: ['Energy'] } };
      expect(when(given(...history), record(withPolicy))).toEqual([recorded({ answers: withPolicy })]);
      // Until it is sent, a follow-up hidden again keeps its answer (the artisan may change its mind).
      const hiding = { p16: { notApplicable: { reason: 'No policy yet' } } };
      expect(when(given(...history, recorded({ answers: withPolicy })), record(hiding))).toEqual([
        recorded({ answers: hiding }),
      ]);
    });

    it('refuses a material answer of a question not about materials, and duplicate material ids', () => {
      const odd = { id: 'oak', answers: { p3: { value: 3 } } };
      expect(refused(given(available), record({}, [odd])).message).toBe(
        'p3 is not a question about a material.',
      );
      const oak = exampleMaterial('oak', 50);
      expect(refused(given(available), record({}, [oak, oak])).message).toBe(
        'Two materials have the id oak.',
      );
    });
  });

  describe('sending', () => {
    it('sends a complete Green List with its score, dropping the answers of hidden questions', () => {
      const hidden = recorded({
        answers: { p21: { value: 2 }, p22: { value: 'Kept until sent' } },
      });
      const events = when(given(...filledIn, hidden), { type: 'SubmitGreenList', artisanId });
      const sent = { ...complete, answers: { ...complete.answers, p21: { value: 2 } } };
      const expected = greenListScore(catalogue, sent);
      expect(events).toEqual([
        {
          type: 'GreenListSubmitted',
          data: {
            artisanId,
            status: 'SUBMITTED',
            dropped: ['p22'],
            totalPoint: expected.points,
            score: expected,
          },
        },
      ]);
      const state = fold(greenListDecider, [...filledIn, hidden, ...events]);
      expect(state.sheet.answers.p22).toBeUndefined();
    });

    it('refuses an incomplete Green List with every problem and where it is', () => {
      const missing = recorded({ answers: { e4: { value: 3 }, d12: { value: 'my shop' } } });
      const error = refused(given(...filledIn, missing), { type: 'SubmitGreenList', artisanId });
      expect(error).toBeInstanceOf(GreenListNotReady);
      expect(error.message).toBe(`${GREEN_LIST_MESSAGES.invalidUrl}\n${GREEN_LIST_MESSAGES.explainMissing}`);
      expect((error as GreenListNotReady).problems.map((problem) => problem.path)).toEqual(['d12', 'e4']);
    });

    it('refuses the 90% rule naming the current total', () => {
      const short = recorded({ answers: {}, materials: [exampleMaterial('oak', 70)] });
      expect(refused(given(...filledIn, short), { type: 'SubmitGreenList', artisanId }).message).toBe(
        GREEN_LIST_MESSAGES.sourcingGoal(70),
      );
    });

    it('locks a sent Green List: answers and sending again answer 409', () => {
      for (const command of [record({ p3: { value: 1 } }), { type: 'SubmitGreenList', artisanId } as const])
        expect(refused(given(...filledIn, submitted), command)).toMatchObject({
          kind: 'conflict',
          message: GREEN_LIST_MESSAGES.locked,
        });
    });
  });

  describe('review', () => {
    it('starts, asks for information naming what is missing, and completes with the final score', () => {
      expect(when(given(...filledIn, submitted), { type: 'StartGreenListReview', artisanId })).toEqual([
        reviewing,
      ]);
      expect(
        when(given(...filledIn, submitted, reviewing), {
          type: 'RequestGreenListInformation',
          artisanId,
          missing: ' Please detail your energy use. ',
          codes: ['p1', 'p2', 'p1'],
        }),
      ).toEqual([requested(['p1', 'p2'])]);
      expect(
        when(given(...filledIn, submitted, reviewing), {
          type: 'CompleteGreenList',
          artisanId,
          comment: 'Well done',
        }),
      ).toEqual([
        {
          type: 'GreenListCompleted',
          data: { artisanId, status: 'COMPLETE', comment: 'Well done', totalPoint: score.points, score },
        },
      ]);
    });

    it('refuses steps out of order (409) and a request without what is missing (400)', () => {
      expect(
        refused(given(...filledIn), { type: 'CompleteGreenList', artisanId, comment: '' }),
      ).toMatchObject({ kind: 'conflict', message: GREEN_LIST_MESSAGES.notAllowedNow });
      expect(
        refused(given(...filledIn, submitted, reviewing), { type: 'StartGreenListReview', artisanId }),
      ).toMatchObject({ kind: 'conflict', message: GREEN_LIST_MESSAGES.notAllowedNow });
      const ask = (missing: string, codes: string[]): GreenListCommand => ({
        type: 'RequestGreenListInformation',
        artisanId,
        missing,
        codes,
      });
      const inReview = [...filledIn, submitted, reviewing];
      expect(refused(given(...inReview), ask(' ', ['p1'])).kind).toBe('invalid');
      expect(refused(given(...inReview), ask('Energy', [])).kind).toBe('invalid');
      expect(refused(given(...inReview), ask('Energy', ['zz'])).message).toBe(
        'Unknown question code(s): zz.',
      );
    });

    it('lets the artisan change exactly the answers asked about, then send again', () => {
      const pending = [...filledIn, submitted, reviewing, requested(['p2', 's6'])];
      expect(when(given(...pending), record({ p2: { value: 5200 } }))).toEqual([
        recorded({ answers: { p2: { value: 5200 } } }),
      ]);
      expect(refused(given(...pending), record({ p3: { value: 1 } }))).toMatchObject({
        kind: 'conflict',
        message: GREEN_LIST_MESSAGES.onlyRequestedAnswers(['p2', 's6']),
      });
      const [oak, wax] = complete.materials as [
        (typeof complete.materials)[0],
        (typeof complete.materials)[0],
      ];
      const oakFar = { ...oak, answers: { ...oak.answers, s6: { value: 900 } } };
      expect(when(given(...pending), record({}, [oakFar, wax]))).toHaveLength(1);
      const oakOther = { ...oak, answers: { ...oak.answers, s8: { value: 1 } } };
      expect(refused(given(...pending), record({}, [oakOther, wax])).kind).toBe('conflict');
      expect(refused(given(...pending), record({}, [wax, oak])).kind).toBe('conflict');
      expect(when(given(...pending), { type: 'SubmitGreenList', artisanId })).toEqual([submitted]);
    });

    it('opens the whole material list when s1 is asked about', () => {
      const pending = [...filledIn, submitted, reviewing, requested(['s1'])];
      expect(when(given(...pending), record({}, [exampleMaterial('flax', 95)]))).toHaveLength(1);
    });
  });
});
