import {
  INITIAL_LIFECYCLE,
  LIFECYCLE_EVENT_TYPES,
  allowedLifecycleEvents,
  isEvaluationEditable,
  nextLifecycle,
  reviewStatusOf,
  unlocksGreenList,
  type LifecycleEvent,
  type LifecycleState,
} from './evaluation-lifecycle.machine';

const submit: LifecycleEvent = { type: 'SUBMIT', endorsed: false };
const submitEndorsed: LifecycleEvent = { type: 'SUBMIT', endorsed: true };
const accept: LifecycleEvent = { type: 'DECIDE', decision: 'ACCEPTED' };
const improve: LifecycleEvent = { type: 'DECIDE', decision: 'REFUSED', outcome: 'IMPROVEMENT POTENTIAL' };
const outOfScope: LifecycleEvent = { type: 'DECIDE', decision: 'REFUSED', outcome: 'OUT OF SCOPE' };

/** Given the events so far, the state they lead to (each must be allowed). */
function given(...events: LifecycleEvent[]): LifecycleState {
  return events.reduce((state, event) => {
    const next = nextLifecycle(state, event);
    if (!next) throw new Error(`${event.type} refused from ${JSON.stringify(state)}`);
    return next;
  }, INITIAL_LIFECYCLE);
}

const inReview = [submit, { type: 'ENDORSE' }, { type: 'START_REVIEW' }] as const satisfies LifecycleEvent[];

describe('evaluation lifecycle (statusEval)', () => {
  it('starts IN PROGRESS, not reviewed, editable, without a decision', () => {
    expect(INITIAL_LIFECYCLE).toEqual({ statusEval: 'IN PROGRESS', submittedStep: null, decision: null });
    expect(reviewStatusOf(INITIAL_LIFECYCLE)).toBe('NOT REVIEWED');
    expect(isEvaluationEditable(INITIAL_LIFECYCLE)).toBe(true);
    expect(allowedLifecycleEvents(INITIAL_LIFECYCLE)).toEqual(['SUBMIT']);
  });

  it('locks a sent evaluation until a network member endorses it', () => {
    const sent = given(submit);
    expect(sent).toEqual({ statusEval: 'SUBMITTED', submittedStep: 'awaitingEndorsement', decision: null });
    expect(isEvaluationEditable(sent)).toBe(false);
    expect(allowedLifecycleEvents(sent)).toEqual(['ENDORSE']);
    expect(nextLifecycle(sent, { type: 'START_REVIEW' })).toBeUndefined();
  });

  it('skips the endorsement when a network member or the foundation sends it', () => {
    expect(given(submitEndorsed)).toMatchObject({ statusEval: 'SUBMITTED', submittedStep: 'notReviewed' });
  });

  it('moves the review status from NOT REVIEWED to IN REVIEWAL to REVIEWED', () => {
    expect(reviewStatusOf(given(submit, { type: 'ENDORSE' }))).toBe('NOT REVIEWED');
    expect(reviewStatusOf(given(...inReview))).toBe('IN REVIEWAL');
    expect(reviewStatusOf(given(...inReview, accept))).toBe('REVIEWED');
    expect(allowedLifecycleEvents(given(...inReview))).toEqual([
      'ASK_FOR_INFORMATION',
      'DECIDE',
      'DEFER_DECISION',
    ]);
  });

  it('selects (ACCEPTED), which unlocks the Green List, then confirms', () => {
    const selected = given(...inReview, accept);
    expect(selected).toEqual({ statusEval: 'SELECTED', submittedStep: null, decision: 'ACCEPTED' });
    expect(unlocksGreenList(selected)).toBe(true);
    const confirmed = given(...inReview, accept, { type: 'CONFIRM' });
    expect(confirmed.statusEval).toBe('CONFIRMED');
    expect(unlocksGreenList(confirmed)).toBe(true);
    expect(allowedLifecycleEvents(confirmed)).toEqual([]);
  });

  it.each([
    [improve, 'IMPROVEMENT POTENTIAL'],
    [outOfScope, 'OUT OF SCOPE'],
  ] as const)('refuses with %j, and the foundation may reopen for a new round', (decide, status) => {
    const refused = given(...inReview, decide);
    expect(refused).toEqual({ statusEval: status, submittedStep: null, decision: 'REFUSED' });
    expect(unlocksGreenList(refused)).toBe(false);
    expect(allowedLifecycleEvents(refused)).toEqual(['REOPEN']);
    expect(given(...inReview, decide, { type: 'REOPEN' })).toEqual(INITIAL_LIFECYCLE);
  });

  it('sends a pending evaluation back, editable, to be sent again', () => {
    const pending = given(...inReview, { type: 'ASK_FOR_INFORMATION' });
    expect(pending.statusEval).toBe('PENDING');
    expect(reviewStatusOf(pending)).toBe('REVIEWED');
    expect(isEvaluationEditable(pending)).toBe(true);
    expect(given(...inReview, { type: 'ASK_FOR_INFORMATION' }, submitEndorsed)).toMatchObject({
      statusEval: 'SUBMITTED',
      submittedStep: 'notReviewed',
    });
  });

  it('lets the committee postpone, then decide or ask for information', () => {
    const postponed = given(...inReview, { type: 'DEFER_DECISION' });
    expect(postponed).toMatchObject({ statusEval: 'CANNOT DECIDE', decision: null });
    expect(allowedLifecycleEvents(postponed)).toEqual(['ASK_FOR_INFORMATION', 'DECIDE']);
    expect(nextLifecycle(postponed, outOfScope)?.statusEval).toBe('OUT OF SCOPE');
    expect(nextLifecycle(postponed, { type: 'ASK_FOR_INFORMATION' })?.statusEval).toBe('PENDING');
  });

  // Every (state, event type) pair not listed above is refused.
  const allowed: Record<string, string[]> = {
    'IN PROGRESS': ['SUBMIT'],
    'SUBMITTED/awaitingEndorsement': ['ENDORSE'],
    'SUBMITTED/notReviewed': ['START_REVIEW'],
    'SUBMITTED/inReview': ['ASK_FOR_INFORMATION', 'DECIDE', 'DEFER_DECISION'],
    PENDING: ['SUBMIT'],
    'CANNOT DECIDE': ['ASK_FOR_INFORMATION', 'DECIDE'],
    SELECTED: ['CONFIRM'],
    'IMPROVEMENT POTENTIAL': ['REOPEN'],
    'OUT OF SCOPE': ['REOPEN'],
    CONFIRMED: [],
  };
  const probe: Record<(typeof LIFECYCLE_EVENT_TYPES)[number], LifecycleEvent> = {
    SUBMIT: submit,
    ENDORSE: { type: 'ENDORSE' },
    START_REVIEW: { type: 'START_REVIEW' },
    ASK_FOR_INFORMATION: { type: 'ASK_FOR_INFORMATION' },
    DECIDE: accept,
    DEFER_DECISION: { type: 'DEFER_DECISION' },
    CONFIRM: { type: 'CONFIRM' },
    REOPEN: { type: 'REOPEN' },
  };
  it.each(Object.entries(allowed))('from %s allows exactly %j', (name, types) => {
    const [statusEval, submittedStep] = name.split('/');
    const state = { statusEval, submittedStep: submittedStep ?? null, decision: null } as LifecycleState;
    for (const type of LIFECYCLE_EVENT_TYPES)
      expect({ type, allowed: nextLifecycle(state, probe[type]) !== undefined }).toEqual({
        type,
        allowed: types.includes(type),
      });
  });
});
