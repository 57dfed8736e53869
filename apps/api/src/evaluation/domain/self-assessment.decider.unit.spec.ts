import { CRITERION_IDS, EVALUATION_MESSAGES } from '@artisans/domain';
import { selfAssessmentDecider, type SelfAssessmentEvent } from './self-assessment.decider';
import { deciderSpec } from '../../../../../test-support/decider-spec';

const artisanId = 'a1';
const answers = {
  q1: { answer: 'always', points: 5, comment: 'Every day' },
  q2: { answer: 'often', points: 3, comment: 'Most pieces' },
  q3: { answer: 'no', points: 0, comment: 'Never abroad' },
} as const;
const filledIn: SelfAssessmentEvent[] = CRITERION_IDS.flatMap((criterion): SelfAssessmentEvent[] => [
  { type: 'SelfAssessmentAnswersRecorded', data: { artisanId, criterion, answers } },
  { type: 'SelfAssessmentCriterionValidated', data: { artisanId, criterion } },
]);

const { outcome } = deciderSpec(selfAssessmentDecider);

describe('self-assessment decider', () => {
  it('records the four-level answers with their points', () => {
    expect(
      outcome([], {
        type: 'RecordSelfAnswers',
        artisanId,
        criterion: 'tradition',
        answers: { q1: { answer: 'rarely', comment: ' Sometimes ' } },
      }),
    ).toEqual([
      {
        type: 'SelfAssessmentAnswersRecorded',
        data: {
          artisanId,
          criterion: 'tradition',
          answers: { q1: { answer: 'rarely', points: 1, comment: 'Sometimes' } },
        },
      },
    ]);
  });

  it('sends once complete with the total, then refuses any change', () => {
    expect(outcome(filledIn, { type: 'SubmitSelfAssessment', artisanId })).toEqual([
      { type: 'SelfAssessmentSubmitted', data: { artisanId, totalPoint: 88 } },
    ]);
    const sent = [
      ...filledIn,
      { type: 'SelfAssessmentSubmitted', data: { artisanId, totalPoint: 88 } } as const,
    ];
    expect(
      outcome(sent, { type: 'RecordSelfAnswers', artisanId, criterion: 'tradition', answers: {} }),
    ).toMatchObject({ kind: 'conflict', message: EVALUATION_MESSAGES.locked });
  });

  it('needs every comment before sending, and criteria validated in turn', () => {
    const noComment: SelfAssessmentEvent = {
      type: 'SelfAssessmentAnswersRecorded',
      data: { artisanId, criterion: 'talent', answers: { q1: { answer: 'often', points: 3, comment: '' } } },
    };
    expect(outcome([...filledIn, noComment], { type: 'SubmitSelfAssessment', artisanId })).toMatchObject({
      message: EVALUATION_MESSAGES.commentsMissing,
    });
    expect(
      outcome([], { type: 'RecordSelfAnswers', artisanId, criterion: 'talent', answers: {} }),
    ).toMatchObject({ message: EVALUATION_MESSAGES.criterionNotOpen });
  });
});
