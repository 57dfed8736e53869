import { CRITERION_IDS, DomainError, EVALUATION_MESSAGES, fold } from '@artisans/domain';
import {
  selfAssessmentDecider,
  type SelfAssessmentCommand,
  type SelfAssessmentEvent,
} from './self-assessment.decider';

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

function when(given: SelfAssessmentEvent[], command: SelfAssessmentCommand) {
  try {
    return selfAssessmentDecider.decide(command, fold(selfAssessmentDecider, given));
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe('self-assessment decider', () => {
  it('records the four-level answers with their points', () => {
    expect(
      when([], {
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
    expect(when(filledIn, { type: 'SubmitSelfAssessment', artisanId })).toEqual([
      { type: 'SelfAssessmentSubmitted', data: { artisanId, totalPoint: 88 } },
    ]);
    const sent = [
      ...filledIn,
      { type: 'SelfAssessmentSubmitted', data: { artisanId, totalPoint: 88 } } as const,
    ];
    expect(
      when(sent, { type: 'RecordSelfAnswers', artisanId, criterion: 'tradition', answers: {} }),
    ).toMatchObject({ kind: 'conflict', message: EVALUATION_MESSAGES.locked });
  });

  it('needs every comment before sending, and criteria validated in turn', () => {
    const noComment: SelfAssessmentEvent = {
      type: 'SelfAssessmentAnswersRecorded',
      data: { artisanId, criterion: 'talent', answers: { q1: { answer: 'often', points: 3, comment: '' } } },
    };
    expect(when([...filledIn, noComment], { type: 'SubmitSelfAssessment', artisanId })).toMatchObject({
      message: EVALUATION_MESSAGES.commentsMissing,
    });
    expect(
      when([], { type: 'RecordSelfAnswers', artisanId, criterion: 'talent', answers: {} }),
    ).toMatchObject({ message: EVALUATION_MESSAGES.criterionNotOpen });
  });
});
