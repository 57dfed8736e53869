import { describe, expect, it, jest } from '@jest/globals';
import { createActor, fromPromise, waitFor } from 'xstate';
import { waitForErrorIn } from '../../../../../../test-support/machine-actors';
import { ApiError } from '../../../lib/http/api-error';
import type { LifecycleAction } from '../api/evaluation-actions';
import { decisionStepsMachine } from './decision-steps.machine';

const ACCEPT: LifecycleAction = {
  type: 'DECIDE',
  decision: 'ACCEPTED',
  outcome: null,
  commentaryCommittee: 'Exceptional inlay work.',
  comments: 'Ask about the second workshop.',
};

function start(failure?: Error) {
  const takeStep = jest.fn(async (_: { action: LifecycleAction }) => {
    if (failure) throw failure;
    return {};
  });
  const taken = jest.fn((_: { action: LifecycleAction }) => undefined);
  const actor = createActor(
    decisionStepsMachine.provide({
      actors: { takeStep: fromPromise(({ input }) => takeStep(input)) },
      actions: { stepTaken: (_, params) => taken(params) },
    }),
  );
  actor.start();
  return { actor, takeStep, taken };
}

describe('the decision steps', () => {
  it('Given a step without form, When it is opened and confirmed, Then it is sent as it is', async () => {
    const { actor, takeStep, taken } = start();
    actor.send({ type: 'OPEN', step: 'ENDORSE' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.action).toEqual({ type: 'ENDORSE' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(takeStep).toHaveBeenCalledWith({ action: { type: 'ENDORSE' } });
    expect(taken).toHaveBeenCalledWith({ action: { type: 'ENDORSE' } });
    expect(actor.getSnapshot().context.step).toBeNull();
  });

  it('Given the decision, When the form is sent, Then it is confirmed before it is taken', async () => {
    const { actor, takeStep } = start();
    actor.send({ type: 'OPEN', step: 'DECIDE' });
    expect(actor.getSnapshot().value).toBe('form');
    // Nothing to confirm before the form is filled.
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'SUBMIT', action: ACCEPT });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'SUBMIT', action: ACCEPT });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(takeStep).toHaveBeenCalledWith({ action: ACCEPT });
  });

  it('Given a form of one step, When another step is submitted, Then it is ignored', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', step: 'ASK_FOR_INFORMATION' });
    actor.send({ type: 'SUBMIT', action: ACCEPT });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'SUBMIT', action: { type: 'ASK_FOR_INFORMATION', missing: 'Photos' } });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  it('Given a refusal by the API, When the step is sent, Then its message stays on the confirmation', async () => {
    const refused = new ApiError({ status: 409, detail: 'This action is not possible at this stage.' });
    const { actor, taken } = start(refused);
    actor.send({ type: 'OPEN', step: 'START_REVIEW' });
    actor.send({ type: 'CONFIRM' });
    await waitForErrorIn(actor, 'confirming');
    expect(actor.getSnapshot().context.error).toBe(refused);
    expect(taken).not.toHaveBeenCalled();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('Given a step without form, When its confirmation goes back, Then nothing is open', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', step: 'REOPEN' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
