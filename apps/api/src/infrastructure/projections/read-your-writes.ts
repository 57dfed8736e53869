import type { GlobalPosition } from '../event-store/event-store.port';
import type { Projection } from './projection';
import type { ProjectionRunner } from './projection-runner';

/**
 * The read models a screen may show these events in: those that act on one of their types, among
 * those that screens read (`readYourWrites` not false).
 */
export function readModelsShowing(
  readModels: readonly Projection[],
  events: readonly { type: string }[],
): Projection[] {
  return readModels.filter(
    ({ types, readYourWrites }) =>
      readYourWrites !== false && (!types || events.some(({ type }) => types.has(type))),
  );
}

/**
 * Waits (bounded) until every read model has applied the given position, so that the screen a
 * command's response leads to shows the change. Returns false on timeout: the caller answers
 * anyway, the read model catches up moments later.
 */
export async function waitForReadModels(
  runner: ProjectionRunner,
  readModelNames: readonly string[],
  position: GlobalPosition,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  // Batches this process applies say where they reached (no query); the checkpoints table tells of
  // other processes' batches, read every 50 ms, not at each local batch. It is read at first too,
  // unless the projections run here: then the position just appended cannot have been applied yet,
  // and a command's answer would pay a query that tells nothing.
  let askCheckpoints = !runner.isRunning;
  for (;;) {
    if (runner.appliedHere(readModelNames, position)) return true;
    if (askCheckpoints && (await runner.lowestCheckpoint(readModelNames)) >= position) return true;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    askCheckpoints = await new Promise<boolean>((resolve) => {
      const done = (timedOut: boolean) => {
        clearTimeout(timer);
        runner.progress.off('advanced', advanced);
        resolve(timedOut);
      };
      const advanced = () => done(false);
      const timer = setTimeout(() => done(true), Math.min(remaining, 50));
      runner.progress.on('advanced', advanced);
    });
  }
}
