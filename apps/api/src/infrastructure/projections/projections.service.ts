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
import { ProjectionRegistry } from './projection-registry';
import { ProjectionRunner } from './projection-runner';
import { waitForReadModels } from './read-your-writes';

/** Owns the runner: started at bootstrap (after every module registered its projections). */
@Injectable()
export class Projections implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Projections');
  private runnerInstance: ProjectionRunner | undefined;

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

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_PROJECTIONS) return;
    await this.runner.start();
    this.logger.log(
      `Running ${
        this.registry
          .all()
          .map((p) => p.name)
          .join(', ') || 'no projections'
      }`,
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runnerInstance?.stop();
  }

  /** Read-your-writes: resolves once every read model has applied `position` (or on timeout). */
  waitFor(position: GlobalPosition, timeoutMs = this.config.READ_YOUR_WRITES_TIMEOUT_MS): Promise<boolean> {
    const names = this.registry.readModels().map((p) => p.name);
    return waitForReadModels(this.runner, names, position, timeoutMs);
  }
}
