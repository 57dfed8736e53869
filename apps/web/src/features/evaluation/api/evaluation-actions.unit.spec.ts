import { describe, expect, it } from '@jest/globals';
import { bodyOf, isStaffStep, STEP_PATHS, statusAfterDecision } from './evaluation-actions';

describe('the lifecycle steps of the decision screen', () => {
  it('Given each step, Then it has the path the API serves', () => {
    expect(STEP_PATHS).toEqual({
      ENDORSE: 'endorse',
      START_REVIEW: 'review',
      ASK_FOR_INFORMATION: 'request-information',
      DECIDE: 'decision',
      DEFER_DECISION: 'defer',
      CONFIRM: 'confirm',
      REOPEN: 'reopen',
    });
    expect(isStaffStep('DECIDE')).toBe(true);
    // Sending is the evaluation screen's step, not one of this screen.
    expect(isStaffStep('SUBMIT')).toBe(false);
  });

  it('Given an acceptance, When it is sent, Then no outcome goes with it and the texts are trimmed', () => {
    expect(
      bodyOf({
        type: 'DECIDE',
        decision: 'ACCEPTED',
        outcome: 'OUT OF SCOPE',
        commentaryCommittee: '  Exceptional work. ',
        comments: ' Ask about the workshop.',
      }),
    ).toEqual({
      decision: 'ACCEPTED',
      commentaryCommittee: 'Exceptional work.',
      comments: 'Ask about the workshop.',
    });
  });

  it('Given a refusal, When it is sent, Then its outcome goes with it', () => {
    expect(
      bodyOf({
        type: 'DECIDE',
        decision: 'REFUSED',
        outcome: 'OUT OF SCOPE',
        commentaryCommittee: '',
        comments: '',
      }),
    ).toEqual({ decision: 'REFUSED', outcome: 'OUT OF SCOPE', commentaryCommittee: '', comments: '' });
  });

  it('Given the other steps, Then they send what the API reads, and nothing for the bare ones', () => {
    expect(bodyOf({ type: 'ASK_FOR_INFORMATION', missing: ' Photos ' })).toEqual({ missing: 'Photos' });
    expect(bodyOf({ type: 'DEFER_DECISION', commentaryCommittee: 'A visit first.' })).toEqual({
      commentaryCommittee: 'A visit first.',
    });
    expect(bodyOf({ type: 'ENDORSE' })).toEqual({});
    expect(bodyOf({ type: 'REOPEN' })).toEqual({});
  });

  it('Given a decision, Then the confirmation names the status it leads to', () => {
    expect(statusAfterDecision('ACCEPTED', null)).toBe('SELECTED');
    expect(statusAfterDecision('REFUSED', 'OUT OF SCOPE')).toBe('OUT OF SCOPE');
    expect(statusAfterDecision('REFUSED', null)).toBe('IMPROVEMENT POTENTIAL');
  });
});
