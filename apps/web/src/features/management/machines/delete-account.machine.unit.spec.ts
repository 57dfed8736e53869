import { describe, expect, it, jest } from '@jest/globals';
import { MESSAGES } from '@artisans/domain/messages';
import { createActor, waitFor } from 'xstate';
import { promiseActors, waitForErrorIn } from '../../../../../../test-support/machine-actors';
import { ApiError } from '../../../lib/http/api-error';
import { deleteAccountMachine, type AccountDeleted } from './delete-account.machine';

const ACCOUNT = { id: 'u-hunter', name: 'Lucía García' };
const ATTACHED = new ApiError({ status: 409, detail: MESSAGES.reassignArtisansFirst });

/** The API as a script: each delete answers the next outcome (an error, or done). */
function start(deletes: (Error | 'ok')[], reassign: Error | number = 3) {
  const outcomes = [...deletes];
  const deleteAccount = jest.fn(async (_: { id: string }) => {
    const next = outcomes.shift() ?? 'ok';
    if (next !== 'ok') throw next;
    return undefined;
  });
  const reassignArtisans = jest.fn(async (_: { from: string; to: string }) => {
    if (reassign instanceof Error) throw reassign;
    return { reassigned: reassign };
  });
  const deleted = jest.fn((_: AccountDeleted) => undefined);
  const actor = createActor(
    deleteAccountMachine.provide({
      actors: promiseActors({ deleteAccount, reassignArtisans }),
      actions: { accountDeleted: (_, params) => deleted(params) },
    }),
  );
  actor.start();
  return { actor, deleteAccount, reassignArtisans, deleted };
}

describe('deleting an account', () => {
  it('Given an account without artisans, When the deletion is confirmed, Then it is deleted in one step', async () => {
    const { actor, deleteAccount, reassignArtisans, deleted } = start(['ok']);
    actor.send({ type: 'OPEN', account: ACCOUNT });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(deleteAccount).toHaveBeenCalledWith({ id: 'u-hunter' });
    expect(reassignArtisans).not.toHaveBeenCalled();
    expect(deleted).toHaveBeenCalledWith({ account: ACCOUNT, heirId: null, reassigned: 0 });
  });

  it('Given an account that created artisans, When it is deleted, Then the admin chooses who takes them over, then it is deleted', async () => {
    const { actor, deleteAccount, reassignArtisans, deleted } = start([ATTACHED, 'ok']);
    actor.send({ type: 'OPEN', account: ACCOUNT });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingHeir'));
    expect(actor.getSnapshot().context.error).toBeUndefined();
    // Nothing happens before someone is chosen, nor for the account itself.
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('choosingHeir');
    actor.send({ type: 'CHOOSE_HEIR', heirId: 'u-hunter' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('choosingHeir');
    actor.send({ type: 'CHOOSE_HEIR', heirId: 'u-network' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('idle'));
    expect(reassignArtisans).toHaveBeenCalledWith({ from: 'u-hunter', to: 'u-network' });
    expect(deleteAccount).toHaveBeenCalledTimes(2);
    expect(deleted).toHaveBeenCalledWith({ account: ACCOUNT, heirId: 'u-network', reassigned: 3 });
  });

  it('Given a reassignment that fails, Then the admin stays at the choice with the message', async () => {
    const refused = new ApiError({ status: 403, detail: MESSAGES.forbidden });
    const { actor, deleted } = start([ATTACHED], refused);
    actor.send({ type: 'OPEN', account: ACCOUNT });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosingHeir'));
    actor.send({ type: 'CHOOSE_HEIR', heirId: 'u-network' });
    actor.send({ type: 'CONFIRM' });
    await waitForErrorIn(actor, 'choosingHeir');
    expect(actor.getSnapshot().context.error).toBe(refused);
    expect(deleted).not.toHaveBeenCalled();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.account).toBeNull();
  });

  it('Given another refusal (an admin account for the committee), Then the question stays open with the message', async () => {
    const refused = new ApiError({ status: 403, detail: MESSAGES.adminAccountsByAdminsOnly });
    const { actor, deleted } = start([refused]);
    actor.send({ type: 'OPEN', account: ACCOUNT });
    actor.send({ type: 'CONFIRM' });
    await waitForErrorIn(actor, 'confirming');
    expect(actor.getSnapshot().context.error).toBe(refused);
    expect(deleted).not.toHaveBeenCalled();
  });
});
