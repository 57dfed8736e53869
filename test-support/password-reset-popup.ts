/**
 * The new-password popup that both login-link machines of the web open for a reset link (the
 * artisan's and the staff's): the steps of a reset that succeeds, for their unit tests.
 */
import { expect } from '@jest/globals';
import { waitFor, type AnyActorRef } from 'xstate';

type Entry = { password: string; confirmation: string };
type PopupRun = { actor: AnyActorRef; calls: { resetPassword: unknown } };

/** What the tests read of the machine's snapshot (the machines' own types differ). */
type Snapshot = { matches(state: unknown): boolean; status: string };

/**
 * From the open popup: an entry the form refuses keeps it open; a valid one is saved with the
 * link's hash and the account's id; dismissing the success message ends the machine.
 */
export async function expectPasswordResetSaved(
  run: PopupRun,
  refused: Entry,
  valid: Entry,
  link: { hash: string; id: string },
): Promise<void> {
  const snapshot = () => run.actor.getSnapshot() as Snapshot;
  run.actor.send({ type: 'SUBMIT', ...refused });
  expect(snapshot().matches({ resettingPassword: 'editing' })).toBe(true);
  run.actor.send({ type: 'SUBMIT', ...valid });
  await waitFor(run.actor, (s) => (s as Snapshot).matches('passwordChanged'));
  expect(run.calls.resetPassword).toHaveBeenCalledWith({ ...link, ...valid });
  run.actor.send({ type: 'DISMISS' });
  expect(snapshot().status).toBe('done');
}
