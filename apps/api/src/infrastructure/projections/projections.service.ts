import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '@artisans/platform';
import type { Db } from '../database/database';
import type { EventStore, GlobalPosition } from '../event-store/event-store.port';
import { APP_CONFIG, DB, EVENT_STORE } from '../tokens';
import { ProjectionLeadership } from './projection-leadership';
import { ProjectionRegistry } from './projection-registry';
import { ProjectionRunner } from './projection-runner';
import { readModelsShowing, waitForReadModels } from './read-your-writes';

/** How much longer a new record's first read waits for its row, at most. */
const NEW_RECORD_WAIT_MS = 30_000;

/**
 * Owns the runner: started at bootstrap (after every module registered its projections) in the one
 * process that holds the projections' leadership; the others stand by and take over when it dies.
 */
@Injectable()
export class Projections implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private runnerInstance: ProjectionRunner | undefined;
  private leadership: ProjectionLeadership | undefined;
  private shuttingDown = false;

  constructor(
    readonly registry: ProjectionRegistry,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(DB) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get runner(): ProjectionRunner {
    this.runnerInstance ??= new ProjectionRunner(this.eventStore, this.db, this.registry.all(), {
      onError: (projection, error) =>
        this.logger.error(`Projection ${projection.name} failed a batch and will retry: ${String(error)}`),
    });
    return this.runnerInstance;
  }

  /** Whether this process runs the projections now (and with them the campaign watcher). */
  get leading(): boolean {
    return this.leadership?.isLeader ?? false;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_PROJECTIONS) return;
    this.leadership = new ProjectionLeadership(this.config.DATABASE_URL, {
      elected: async () => {
        await this.runner.start();
        this.logger.log(
          `Running ${
            this.registry
              .all()
              .map((p) => p.name)
              .join(', ') || 'no projections'
          }`,
        );
      },
      deposed: async () => {
        if (!this.shuttingDown) this.logger.warn('Lost the projections lock: standing by');
        await this.runner.stop();
      },
    });
    await this.leadership.campaign();
    if (!this.leading) this.logger.log('Another process runs the projections: standing by');
  }

  async onApplicationShutdown(): Promise<void> {
    this.shuttingDown = true;
    await this.leadership?.stop();
    await this.runnerInstance?.stop();
  }

  /**
   * Read-your-writes for a record that may be new: as waitFor, but when the wait times out and the
   * record is not in its read model yet (`isInReadModel`), waits up to 30 s more, so that a busy
   * server never answers its creator that the record it just created does not exist.
   */
  async waitForRecord(position: GlobalPosition, isInReadModel: () => Promise<boolean>): Promise<boolean> {
    if (await this.waitFor(position)) return true;
    if (await isInReadModel()) return false;
    return this.waitFor(position, NEW_RECORD_WAIT_MS);
  }

  /**
   * A stream's version (the ETag of the record it holds), read first, and whether the read models
   * caught up with it, so that what the caller reads next shows at least that version: a change made
   * in between makes the person's next If-Match stale (412) rather than letting it overwrite what
   * they never saw. A stream without events is version -1, caught up.
   */
  async streamVersion(
    streamId: string,
    isInReadModel: () => Promise<boolean>,
  ): Promise<{ version: number; caughtUp: boolean }> {
    const events = await this.eventStore.readStream(streamId);
    const last = events.at(-1);
    const caughtUp = last === undefined || (await this.waitForRecord(last.globalPosition, isInReadModel));
    return { version: events.length - 1, caughtUp };
  }

  /** Read-your-writes: resolves once every read model has applied `position` (or on timeout). */
  waitFor(position: GlobalPosition, timeoutMs = this.config.READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    const names = this.registry.readModels().map((p) => p.name);
    return waitForReadModels(this.runner, names, position, timeoutMs);
  }

  /**
   * Read-your-writes for a command's own events: waits only for the read models that act on one of
   * their types and that screens read. The others show nothing of these events, so the screen that
   * follows cannot differ whether they have passed them or not; an autosave concerns one read model
   * of fourteen (the daily activity counts, which no screen reads), and waiting for the thirteen
   * others to move their checkpoints added their turns to its answer.
   */
  waitForEvents(position: GlobalPosition, events: readonly { type: string }[]): Promise<boolean> {
    const names = readModelsShowing(this.registry.readModels(), events).map((p) => p.name);
    return waitForReadModels(this.runner, names, position, this.config.READ_YOUR_WRITES_TIMEOUT_MS);
  }
}
