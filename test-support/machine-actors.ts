/**
 * Helpers for the unit tests of the web's XState machines: the API calls a machine invokes,
 * replaced by jest mocks that fail on demand, and the wait for a refusal to show.
 */
import { fromPromise, waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';

type Call = (input: never) => Promise<unknown>;

/**
 * Each mock as the machine's invoked actor of the same name: the actor hands its input to the
 * mock and settles as the mock's promise does.
 */
export function promiseActors(calls: Record<string, Call>): never {
  const actors = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      fromPromise(({ input }: { input: never }) => call(input)),
    ]),
  );
  // `never`: the machines' `provide` types every actor by its own input; the mocks take them all.
  return actors as never;
}

/**
 * The machine's invoked actors, one a call: each answers what its mock answers, or throws
 * `failure()` when `fail` names it (to play the API refusing that call).
 */
export function fakeActors(
  calls: Record<string, Call>,
  fail: Partial<Record<string, boolean>>,
  failure: () => Error,
): never {
  const failing = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      async (input: never) => {
        if (fail[name]) throw failure();
        return call(input);
      },
    ]),
  );
  return promiseActors(failing);
}

type StateOf<TActor extends AnyActorRef> = Parameters<SnapshotFrom<TActor>['matches']>[0];

/** What the machines under test share: a state to match, and the refusal to show in their context. */
type ShowsErrors<TState> = { matches(state: TState): boolean; context: { error?: unknown } };

/** Waits until the machine rests in `state` holding an error: a refusal shown where it was asked. */
export function waitForErrorIn<TActor extends AnyActorRef>(actor: TActor, state: StateOf<TActor>) {
  return waitFor(actor, (snapshot) => {
    const machine = snapshot as ShowsErrors<StateOf<TActor>>;
    return machine.matches(state) && machine.context.error !== undefined;
  });
}
