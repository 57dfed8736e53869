import {
  CRITERION_IDS,
  DomainError,
  EVALUATION_MESSAGES,
  fold,
  type CriterionId,
  type EvaluationAnswer,
  type Role,
} from '@artisans/domain';
import {
  evaluationDecider,
  type EvaluationCommand,
  type EvaluationEvent,
  type EvaluationWriter,
} from './evaluation.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const artisanId = 'a1';
/** Who writes: an account of a role who may change the artisan, under the default settings. */
const writer = (
  accountId: string,
  role: Role = 'ROLE_ARTISAN_HUNTER',
  networkMemberEdits = false,
): EvaluationWriter => ({
  by: { accountId, role, changesArtisan: true },
  settings: { networkMemberEdits },
});
const asHunter = writer('hunter');
const started = (evaluatorId = 'hunter'): EvaluationEvent => ({
  type: 'EvaluationStarted',
  data: { artisanId, evaluatorId },
});
const answer = (points: EvaluationAnswer['points'], comment = 'Seen in the workshop'): EvaluationAnswer => ({
  points,
  comment,
});
const full = { q1: answer(5), q2: answer(4), q3: answer(3) };

const recorded = (
  criterion: CriterionId,
  answers: Partial<Record<'q1' | 'q2' | 'q3', EvaluationAnswer>> = full,
): EvaluationEvent => ({
  type: 'EvaluationAnswersRecorded',
  data: { artisanId, criterion, answers },
});
/** The command that records these answers, by the hunter unless another writer is given. */
const recordAnswers = (
  criterion: CriterionId,
  answers: Record<string, EvaluationAnswer>,
  who: EvaluationWriter = asHunter,
): EvaluationCommand => ({ type: 'RecordAnswers', artisanId, ...who, criterion, answers });
const validated = (criterion: CriterionId): EvaluationEvent => ({
  type: 'EvaluationCriterionValidated',
  data: { artisanId, criterion },
});
/** Started by the hunter, every criterion answered (12 points each) and validated. */
const filledIn: EvaluationEvent[] = [
  started(),
  ...CRITERION_IDS.flatMap((criterion) => [recorded(criterion), validated(criterion)]),
];
const submitted = (endorsed = false): EvaluationEvent => ({
  type: 'EvaluationSubmitted',
  data: {
    artisanId,
    endorsed,
    totalPoint: 132,
    statusEval: 'SUBMITTED',
    reviewStatus: 'NOT REVIEWED',
  },
});
const endorsed: EvaluationEvent = {
  type: 'EvaluationEndorsed',
  data: { artisanId, statusEval: 'SUBMITTED', reviewStatus: 'NOT REVIEWED' },
};
const reviewStarted: EvaluationEvent = {
  type: 'EvaluationReviewStarted',
  data: { artisanId, statusEval: 'SUBMITTED', reviewStatus: 'IN REVIEWAL' },
};

const { outcome } = deciderSpec(evaluationDecider);

describe('Evaluation decider', () => {
  describe('answers', () => {
    it('records only the answers that changed, comments trimmed', () => {
      expect(
        outcome(
          [started(), recorded('tradition', { q1: answer(5), q2: answer(4), q3: answer(3) })],
          recordAnswers('tradition', { q1: answer(5), q2: answer(2, '  Rarely shown  ') }),
        ),
      ).toEqual([recorded('tradition', { q2: answer(2, 'Rarely shown') })]);
    });

    it('opens the criteria one after the other', () => {
      expect(outcome([], recordAnswers('creativity', { q1: answer(1) }))).toMatchObject({
        kind: 'conflict',
        message: EVALUATION_MESSAGES.criterionNotOpen,
      });
      expect(
        outcome(
          [started(), recorded('tradition'), validated('tradition')],
          recordAnswers('creativity', { q1: answer(1) }),
        ),
      ).toHaveLength(1);
    });

    it('validates a criterion only once its three questions are answered', () => {
      expect(
        outcome([started(), recorded('tradition', { q1: answer(1) })], {
          type: 'ValidateCriterion',
          artisanId,
          ...asHunter,
          criterion: 'tradition',
        }),
      ).toMatchObject({ kind: 'invalid', message: EVALUATION_MESSAGES.criterionIncomplete });
      expect(
        outcome([started(), recorded('tradition')], {
          type: 'ValidateCriterion',
          artisanId,
          ...asHunter,
          criterion: 'tradition',
        }),
      ).toEqual([validated('tradition')]);
    });

    it('refuses a comment longer than the limit', () => {
      expect(outcome([], recordAnswers('tradition', { q1: answer(1, 'x'.repeat(2001)) }))).toMatchObject({
        kind: 'invalid',
        message: EVALUATION_MESSAGES.commentTooLong,
      });
    });
  });

  describe('who writes it until it is sent', () => {
    const change = (who: EvaluationWriter): EvaluationCommand =>
      recordAnswers('tradition', { q1: answer(0, 'Changed by someone else') }, who);
    const writes = (who: EvaluationWriter): EvaluationCommand[] => [
      change(who),
      { type: 'ValidateCriterion', artisanId, ...who, criterion: 'tradition' },
      { type: 'SubmitEvaluation', artisanId, ...who, endorsed: true },
    ];
    const refused = { kind: 'forbidden', message: EVALUATION_MESSAGES.notTheEvaluator };

    it('records who gave the first answers as the evaluator, once', () => {
      const first = outcome([], recordAnswers('tradition', { q1: answer(3) })) as EvaluationEvent[];
      expect(first).toEqual([started('hunter'), recorded('tradition', { q1: answer(3) })]);
      expect(fold(evaluationDecider, first).evaluatorId).toBe('hunter');
      expect(outcome(first, recordAnswers('tradition', {}))).toEqual([]);
      expect(outcome(first, recordAnswers('tradition', { q2: answer(4) }))).toEqual([
        recorded('tradition', { q2: answer(4) }),
      ]);
    });

    it('claims nothing for a save that changes nothing', () => {
      expect(outcome([], recordAnswers('tradition', {}))).toEqual([]);
    });

    it('refuses the answers, validations and sending of anyone but the evaluator with a 403', () => {
      const given = [...filledIn, recorded('talent', { q2: answer(4, 'Left to check') })];
      for (const who of [
        writer('another-hunter'),
        writer('committee', 'ROLE_EXECUTIVE_COMMITTEE'),
        writer('admin', 'ROLE_ADMIN'),
        writer('ambassador', 'ROLE_AMBASSADOR'),
        writer('network', 'ROLE_NETWORK_MEMBER'),
      ])
        for (const command of writes(who)) expect(outcome(given, command)).toMatchObject(refused);
      // The evaluator goes on.
      for (const command of writes(asHunter)) expect(outcome(given, command)).not.toBeInstanceOf(DomainError);
    });

    it('lets the network member write it too where the setting allows (SPEC.md section 4)', () => {
      const network = writer('network', 'ROLE_NETWORK_MEMBER', true);
      for (const command of writes(network))
        expect(outcome(filledIn, command)).not.toBeInstanceOf(DomainError);
      // The setting is the network member's only.
      expect(outcome(filledIn, change(writer('admin', 'ROLE_ADMIN', true)))).toMatchObject(refused);
    });

    it("keeps a PENDING evaluation its evaluator's; a sent one stays locked (409) for everyone", () => {
      const asked: EvaluationEvent = {
        type: 'EvaluationInformationRequested',
        data: { artisanId, missing: 'Photos', statusEval: 'PENDING', reviewStatus: 'REVIEWED' },
      };
      const pending = [...filledIn, submitted(), endorsed, reviewStarted, asked];
      for (const command of writes(writer('committee', 'ROLE_EXECUTIVE_COMMITTEE')))
        expect(outcome(pending, command)).toMatchObject(refused);
      expect(outcome(pending, change(asHunter))).toHaveLength(1);
      for (const command of writes(writer('committee', 'ROLE_EXECUTIVE_COMMITTEE')))
        expect(outcome([...filledIn, submitted()], command)).toMatchObject({
          kind: 'conflict',
          message: EVALUATION_MESSAGES.locked,
        });
    });

    it('refuses whoever may not change the artisan, even as its evaluator', () => {
      const away: EvaluationWriter = { ...asHunter, by: { ...asHunter.by, changesArtisan: false } };
      expect(outcome(filledIn, change(away))).toMatchObject(refused);
    });

    it('keeps the evaluator over a new round', () => {
      const refusedRound: EvaluationEvent[] = [
        submitted(true),
        reviewStarted,
        {
          type: 'EvaluationDecided',
          data: {
            artisanId,
            decision: 'REFUSED',
            commentaryCommittee: '',
            comments: '',
            statusEval: 'IMPROVEMENT POTENTIAL',
            reviewStatus: 'REVIEWED',
          },
        },
        {
          type: 'EvaluationReopened',
          data: { artisanId, statusEval: 'IN PROGRESS', reviewStatus: 'REVIEWED' },
        },
      ];
      const reopened = [...filledIn, ...refusedRound];
      expect(fold(evaluationDecider, reopened).evaluatorId).toBe('hunter');
      expect(outcome(reopened, change(writer('admin', 'ROLE_ADMIN')))).toMatchObject(refused);
      expect(outcome(reopened, change(asHunter))).toHaveLength(1);
    });
  });

  describe('sending', () => {
    it('needs every answer, then every personal comment', () => {
      expect(
        outcome([started(), recorded('tradition')], {
          type: 'SubmitEvaluation',
          artisanId,
          ...asHunter,
          endorsed: false,
        }),
      ).toMatchObject({
        message: EVALUATION_MESSAGES.answersMissing,
      });
      const withoutComment = [...filledIn, recorded('talent', { q2: answer(4, ' ') })];
      expect(
        outcome(withoutComment, { type: 'SubmitEvaluation', artisanId, ...asHunter, endorsed: false }),
      ).toMatchObject({
        kind: 'invalid',
        message: EVALUATION_MESSAGES.commentsMissing,
      });
    });

    it('sends with the total points, waiting for an endorsement unless sent by one who endorses', () => {
      expect(
        outcome(filledIn, { type: 'SubmitEvaluation', artisanId, ...asHunter, endorsed: false }),
      ).toEqual([submitted()]);
      expect(outcome(filledIn, { type: 'SubmitEvaluation', artisanId, ...asHunter, endorsed: true })).toEqual(
        [submitted(true)],
      );
    });

    it('locks a sent evaluation: answers, validations and sending again are refused', () => {
      const given = [...filledIn, submitted()];
      for (const command of [
        recordAnswers('tradition', { q1: answer(0) }),
        { type: 'ValidateCriterion', artisanId, ...asHunter, criterion: 'tradition' },
        { type: 'SubmitEvaluation', artisanId, ...asHunter, endorsed: true },
      ] as const)
        expect(outcome(given, command)).toMatchObject({
          kind: 'conflict',
          message: EVALUATION_MESSAGES.locked,
        });
    });
  });

  describe('review and decision', () => {
    it('refuses a review before the endorsement, and a decision before the evaluation is sent', () => {
      expect(outcome([...filledIn, submitted()], { type: 'StartReview', artisanId })).toMatchObject({
        kind: 'conflict',
        message: EVALUATION_MESSAGES.notAllowedNow,
      });
      expect(
        outcome(filledIn, {
          type: 'DecideEvaluation',
          artisanId,
          decision: 'ACCEPTED',
          outcome: null,
          commentaryCommittee: '',
          comments: '',
        }),
      ).toMatchObject({ kind: 'conflict', message: EVALUATION_MESSAGES.decisionEarly });
    });

    it('selects: the decision with both comments, and the Green List unlocked', () => {
      expect(
        outcome([...filledIn, submitted(), endorsed, reviewStarted], {
          type: 'DecideEvaluation',
          artisanId,
          decision: 'ACCEPTED',
          outcome: null,
          commentaryCommittee: 'A master of marquetry.',
          comments: 'Check the workshop visit report.',
        }),
      ).toEqual([
        {
          type: 'EvaluationDecided',
          data: {
            artisanId,
            decision: 'ACCEPTED',
            commentaryCommittee: 'A master of marquetry.',
            comments: 'Check the workshop visit report.',
            statusEval: 'SELECTED',
            reviewStatus: 'REVIEWED',
          },
        },
        { type: 'GreenListUnlocked', data: { artisanId } },
      ]);
    });

    it('refuses as out of scope, and the foundation may reopen for a new round', () => {
      const decided = outcome([...filledIn, submitted(true), reviewStarted], {
        type: 'DecideEvaluation',
        artisanId,
        decision: 'REFUSED',
        outcome: 'OUT OF SCOPE',
        commentaryCommittee: 'Industrial production.',
        comments: '',
      }) as EvaluationEvent[];
      expect(decided).toMatchObject([{ data: { statusEval: 'OUT OF SCOPE', decision: 'REFUSED' } }]);
      const reopened = outcome([...filledIn, submitted(true), reviewStarted, ...decided], {
        type: 'ReopenEvaluation',
        artisanId,
      }) as EvaluationEvent[];
      expect(reopened).toMatchObject([{ type: 'EvaluationReopened', data: { statusEval: 'IN PROGRESS' } }]);
      // The new round starts from the answers given, criteria to validate again.
      const state = fold(evaluationDecider, [
        ...filledIn,
        submitted(true),
        reviewStarted,
        ...decided,
        ...reopened,
      ]);
      expect(state.validated).toEqual([]);
      expect(state.sheet.tradition).toEqual(full);
    });

    it('asks for missing information: PENDING, editable again, and sent again', () => {
      const given = [...filledIn, submitted(), endorsed, reviewStarted];
      expect(outcome(given, { type: 'AskForInformation', artisanId, missing: ' ' })).toMatchObject({
        message: EVALUATION_MESSAGES.missingInformationRequired,
      });
      const asked = outcome(given, {
        type: 'AskForInformation',
        artisanId,
        missing: 'Photos of recent work',
      }) as EvaluationEvent[];
      expect(asked).toEqual([
        {
          type: 'EvaluationInformationRequested',
          data: {
            artisanId,
            missing: 'Photos of recent work',
            statusEval: 'PENDING',
            reviewStatus: 'REVIEWED',
          },
        },
      ]);
      expect(
        outcome([...given, ...asked], recordAnswers('talent', { q1: answer(2, 'New photos show it') })),
      ).toHaveLength(1);
      expect(
        outcome([...given, ...asked], { type: 'SubmitEvaluation', artisanId, ...asHunter, endorsed: true }),
      ).toMatchObject([{ type: 'EvaluationSubmitted', data: { statusEval: 'SUBMITTED' } }]);
    });

    it('confirms a selected artisan, and nothing follows a confirmation', () => {
      const selected: EvaluationEvent = {
        type: 'EvaluationDecided',
        data: {
          artisanId,
          decision: 'ACCEPTED',
          commentaryCommittee: '',
          comments: '',
          statusEval: 'SELECTED',
          reviewStatus: 'REVIEWED',
        },
      };
      const given = [...filledIn, submitted(true), reviewStarted, selected];
      const confirmed = outcome(given, { type: 'ConfirmArtisan', artisanId }) as EvaluationEvent[];
      expect(confirmed).toMatchObject([{ type: 'EvaluationConfirmed', data: { statusEval: 'CONFIRMED' } }]);
      expect(outcome([...given, ...confirmed], { type: 'ReopenEvaluation', artisanId })).toMatchObject({
        kind: 'conflict',
      });
    });
  });
});
