import type { GlobalPosition } from '../event-store/event-store.port';
import type { ProjectionRunner } from './projection-runner';

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
  for (;;) {
    if ((await runner.lowestCheckpoint(readModelNames)) >= position) return true;
    const remaining = deadline - Date.now();
    if (remaining <= 0) return false;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        runner.progress.off('advanced', done);
        resolve();
      };
      const timer = setTimeout(done, Math.min(remaining, 50));
      runner.progress.on('advanced', done);
    });
  }
}
