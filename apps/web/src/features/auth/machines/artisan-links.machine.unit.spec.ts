import { describe, expect, it, jest } from '@jest/globals';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { expectPasswordResetSaved } from '../../../../../../test-support/password-reset-popup';
import { fakeActors, waitForErrorIn } from '../../../../../../test-support/machine-actors';
import { ApiError } from '../../../lib/http/api-error';
import {
  artisanLinksMachine,
  destinationOf,
  LINK_DELAY_MS,
  pickArtisanLink,
  type ArtisanLink,
} from './artisan-links.machine';

const invalidHash = () => new ApiError({ status: 400, code: 'invalid-hash' });

function start(link: ArtisanLink | undefined, fail: Partial<Record<string, boolean>> = {}) {
  const calls = {
    confirmEmail: jest.fn(async (input: { hashEmail: string }) => ({
      email: `${input.hashEmail}@mail.test`,
    })),
    sendCreatedEmail: jest.fn(async (_: { email: string }) => undefined),
    getInvite: jest.fn(async (_: { hashInvite: string }) => ({ id: 'a1', email: 'invited@mail.test' })),
    createPassword: jest.fn(
      async (input: {
        hash: string;
        id: string;
        password: string;
        confirmation: string;
        goto: string | undefined;
      }) => ({
        id: 'a1',
        loginProof: 'proof',
        goto: input.goto,
      }),
    ),
    getArtisanByHash: jest.fn(async (_: { hash: string }) => 'a2'),
    resetPassword: jest.fn(async (_: unknown) => undefined),
    getGoTo: jest.fn(async (_: { hash: string }) => ({ id: 'a3', loginProof: 'proof3' })),
    autoLogin: jest.fn(async (input: { id: string; loginProof: string }) => `token-${input.id}`),
  };
  const actors = fakeActors(calls, fail, invalidHash);
  const clock = new SimulatedClock();
  const actor = createActor(artisanLinksMachine.provide({ actors }), {
    input: { link },
    clock,
  });
  actor.start();
  return { actor, calls, clock };
}

type StateValue = Parameters<ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>['matches']>[0];

async function afterDelay(run: ReturnType<typeof start>, until: StateValue) {
  expect(run.actor.getSnapshot().value).toBe('waiting');
  run.clock.increment(LINK_DELAY_MS - 1);
  expect(run.actor.getSnapshot().value).toBe('waiting');
  run.clock.increment(1);
  await waitFor(run.actor, (s) => s.matches(until));
}

describe('artisan login links', () => {
  describe('pickArtisanLink: the priority order of SPEC.md section 2', () => {
    const pick = (query: string) => pickArtisanLink(new URLSearchParams(query));

    it('takes hashEmail first, then hashInvite, hash, hashProfile, hashAnalysis, hashGreenlist', () => {
      const all =
        'hashGreenlist=g&hashAnalysis=an&hashProfile=pr&hash=h&hashInvite=i&goTo=profile&hashEmail=e';
      expect(pick(all)).toEqual({ kind: 'confirm-email', hashEmail: 'e' });
      expect(pick(all.replace('&hashEmail=e', ''))).toEqual({
        kind: 'invite',
        hashInvite: 'i',
        goTo: 'profile',
      });
      expect(pick('hash=h&hashProfile=pr')).toEqual({ kind: 'reset-password', hash: 'h' });
      expect(pick('hashProfile=pr&hashAnalysis=an')).toEqual({
        kind: 'go-to',
        hash: 'pr',
        target: 'profile',
      });
      expect(pick('hashAnalysis=an&hashGreenlist=g')).toEqual({
        kind: 'go-to',
        hash: 'an',
        target: 'analysis',
      });
      expect(pick('hashGreenlist=g')).toEqual({ kind: 'go-to', hash: 'g', target: 'analysis' });
      expect(pick('other=1&hash=')).toBeUndefined();
    });

    it('reads goTo as the invitation destination', () => {
      expect(destinationOf(undefined)).toBe('artisan home');
      expect(destinationOf('profile')).toBe('profile');
      expect(destinationOf('analysis')).toBe('analysis');
      expect(destinationOf('somewhere')).toBe('artisan home');
    });
  });

  it('given no link, then it is done at once', () => {
    expect(start(undefined).actor.getSnapshot().status).toBe('done');
  });

  it('confirms the email after 1 second, sends the created email, and offers to log in', async () => {
    const run = start({ kind: 'confirm-email', hashEmail: 'marie' });
    await afterDelay(run, 'emailConfirmed');
    expect(run.calls.confirmEmail).toHaveBeenCalledWith({ hashEmail: 'marie' });
    expect(run.calls.sendCreatedEmail).toHaveBeenCalledWith({ email: 'marie@mail.test' });
    expect(run.actor.getSnapshot().context.email).toBe('marie@mail.test');
    run.actor.send({ type: 'DISMISS' });
    expect(run.actor.getSnapshot().output).toBeNull();
  });

  it('still confirms when the created email fails', async () => {
    const run = start({ kind: 'confirm-email', hashEmail: 'marie' }, { sendCreatedEmail: true });
    await afterDelay(run, 'emailConfirmed');
  });

  it('swallows an invalid confirmation hash', async () => {
    const run = start({ kind: 'confirm-email', hashEmail: 'old' }, { confirmEmail: true });
    await afterDelay(run, 'done');
    expect(run.calls.sendCreatedEmail).not.toHaveBeenCalled();
  });

  it('creates the password of an invitation, logs in and goes where goTo says', async () => {
    const run = start({ kind: 'invite', hashInvite: 'inv', goTo: 'profile' });
    await afterDelay(run, { creatingPassword: 'editing' });
    expect(run.actor.getSnapshot().context.email).toBe('invited@mail.test');

    run.actor.send({ type: 'SUBMIT', password: 'short', confirmation: 'short' });
    expect(run.actor.getSnapshot().matches({ creatingPassword: 'editing' })).toBe(true);

    run.actor.send({ type: 'SUBMIT', password: 'long enough', confirmation: 'long enough' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.calls.createPassword).toHaveBeenCalledWith({
      hash: 'inv',
      id: 'a1',
      password: 'long enough',
      confirmation: 'long enough',
      goto: 'profile',
    });
    expect(run.calls.autoLogin).toHaveBeenCalledWith({ id: 'a1', loginProof: 'proof' });
    expect(run.actor.getSnapshot().output).toEqual({
      token: 'token-a1',
      destination: 'profile',
      artisanId: 'a1',
    });
  });

  it('keeps the invitation popup open with the error when the password is refused', async () => {
    const run = start({ kind: 'invite', hashInvite: 'inv', goTo: undefined }, { createPassword: true });
    await afterDelay(run, { creatingPassword: 'editing' });
    run.actor.send({ type: 'SUBMIT', password: 'long enough', confirmation: 'long enough' });
    await waitForErrorIn(run.actor, { creatingPassword: 'editing' });
    run.actor.send({ type: 'CANCEL' });
    expect(run.actor.getSnapshot().value).toBe('done');
  });

  it('swallows an invalid invitation', async () => {
    await afterDelay(
      start({ kind: 'invite', hashInvite: 'x', goTo: undefined }, { getInvite: true }),
      'done',
    );
  });

  it('resets the password by the mailed hash', async () => {
    const run = start({ kind: 'reset-password', hash: 'h' });
    await afterDelay(run, { resettingPassword: 'editing' });
    await expectPasswordResetSaved(
      run,
      { password: 'new password', confirmation: 'other password' },
      { password: 'new password', confirmation: 'new password' },
      { hash: 'h', id: 'a2' },
    );
  });

  it('shows a refused new password in the popup', async () => {
    const run = start({ kind: 'reset-password', hash: 'h' }, { resetPassword: true });
    await afterDelay(run, { resettingPassword: 'editing' });
    run.actor.send({ type: 'SUBMIT', password: 'new password', confirmation: 'new password' });
    await waitForErrorIn(run.actor, { resettingPassword: 'editing' });
  });

  it('swallows an invalid reset hash', async () => {
    await afterDelay(start({ kind: 'reset-password', hash: 'h' }, { getArtisanByHash: true }), 'done');
  });

  it.each([
    ['profile', 'profile'],
    ['analysis', 'analysis'],
  ] as const)('logs in by a %s link and goes there', async (target, destination) => {
    const run = start({ kind: 'go-to', hash: 'g', target });
    await afterDelay(run, 'loggedIn');
    expect(run.calls.autoLogin).toHaveBeenCalledWith({ id: 'a3', loginProof: 'proof3' });
    expect(run.actor.getSnapshot().output).toEqual({ token: 'token-a3', destination, artisanId: 'a3' });
  });

  it('swallows an invalid go-to hash and a refused auto-login', async () => {
    await afterDelay(start({ kind: 'go-to', hash: 'g', target: 'profile' }, { getGoTo: true }), 'done');
    const run = start({ kind: 'go-to', hash: 'g', target: 'profile' }, { autoLogin: true });
    await afterDelay(run, 'done');
    expect(run.actor.getSnapshot().output).toBeNull();
  });
});
