import { describe, expect, it, jest } from '@jest/globals';
import { createActor, waitFor } from 'xstate';
import { expectPasswordResetSaved } from '../../../../../../test-support/password-reset-popup';
import { fakeActors, waitForErrorIn } from '../../../../../../test-support/machine-actors';
import { ApiError } from '../../../lib/http/api-error';
import { pickStaffLink, staffLinksMachine, type StaffLink } from './staff-links.machine';

function start(link: StaffLink | undefined, fail: Partial<Record<string, boolean>> = {}, userId?: string) {
  const calls = {
    endorse: jest.fn(async (_: { hash: string }) => ({ artisanId: 'art-9', userId, loginProof: 'proof' })),
    autoLogin: jest.fn(async (_: { id?: string; loginProof?: string }) => 'staff-token'),
    getUserByHash: jest.fn(async (_: { hash: string }) => 'u1'),
    resetPassword: jest.fn(async (_: unknown) => undefined),
  };
  const invalidHash = () => new ApiError({ status: 400, code: 'invalid-hash' });
  const actors = fakeActors(calls, fail, invalidHash);
  const actor = createActor(staffLinksMachine.provide({ actors }), { input: { link } });
  actor.start();
  return { actor, calls };
}

describe('staff login links', () => {
  it('reads endorseHash with id before hash', () => {
    expect(pickStaffLink(new URLSearchParams('hash=h&endorseHash=e&id=7'))).toEqual({
      kind: 'endorse',
      endorseHash: 'e',
      artisanId: '7',
    });
    expect(pickStaffLink(new URLSearchParams('hash=h'))).toEqual({ kind: 'reset-password', hash: 'h' });
    expect(pickStaffLink(new URLSearchParams(''))).toBeUndefined();
  });

  it('given no link, then it is done at once', () => {
    expect(start(undefined).actor.getSnapshot().status).toBe('done');
  });

  it('endorses, logs the staff member in and opens the artisan of the link', async () => {
    const run = start({ kind: 'endorse', endorseHash: 'e', artisanId: '7' }, {}, 'u5');
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.calls.endorse).toHaveBeenCalledWith({ hash: 'e' });
    expect(run.calls.autoLogin).toHaveBeenCalledWith({ id: 'u5', loginProof: 'proof' });
    expect(run.actor.getSnapshot().output).toEqual({ token: 'staff-token', artisanId: '7' });
  });

  it('opens the artisan of the answer when the link has no id', async () => {
    const run = start({ kind: 'endorse', endorseHash: 'e', artisanId: undefined });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.calls.autoLogin).toHaveBeenCalledWith({ id: undefined, loginProof: 'proof' });
    expect(run.actor.getSnapshot().output).toEqual({ token: 'staff-token', artisanId: 'art-9' });
  });

  it.each(['endorse', 'autoLogin'])('shows the invalid-hash popup when %s fails', async (call) => {
    const run = start({ kind: 'endorse', endorseHash: 'e', artisanId: '7' }, { [call]: true });
    await waitFor(run.actor, (s) => s.matches('invalidHash'));
    run.actor.send({ type: 'DISMISS' });
    expect(run.actor.getSnapshot().output).toBeNull();
  });

  it('opens the new-password popup for a reset hash and saves a valid password', async () => {
    const run = start({ kind: 'reset-password', hash: 'h' });
    await waitFor(run.actor, (s) => s.matches({ resettingPassword: 'editing' }));
    await expectPasswordResetSaved(
      run,
      { password: '1234567', confirmation: '1234567' },
      { password: '12345678', confirmation: '12345678' },
      { hash: 'h', id: 'u1' },
    );
  });

  it('shows the invalid-hash popup for an unknown reset hash', async () => {
    const run = start({ kind: 'reset-password', hash: 'h' }, { getUserByHash: true });
    await waitFor(run.actor, (s) => s.matches('invalidHash'));
  });

  it('keeps the popup with the error when saving fails, and CANCEL closes it', async () => {
    const run = start({ kind: 'reset-password', hash: 'h' }, { resetPassword: true });
    await waitFor(run.actor, (s) => s.matches({ resettingPassword: 'editing' }));
    run.actor.send({ type: 'SUBMIT', password: '12345678', confirmation: '12345678' });
    await waitForErrorIn(run.actor, { resettingPassword: 'editing' });
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().value).toBe('done');
  });
});
