import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module';
import { createDb, createPool, type Db } from '../infrastructure/database/database';
import { migrateToLatest } from '../infrastructure/database/migrate';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { moveForeignReactorsToHead } from '../infrastructure/projections/checkpoint-store';
import { Projections } from '../infrastructure/projections/projections.service';
import { rebuildProjection } from '../infrastructure/projections/rebuild';
import { DB, EVENT_STORE } from '../infrastructure/tokens';
import { ensureDatabase, exitWith, loadConfigOrExit, runCli } from './preflight';

/**
 * `npm run projections:rebuild [name]`: replays the log into one read model, or all of them. All of
 * them also moves reactors whose checkpoint is in another event store's log to the end of this one
 * (after a switch of event store: README, "Switching the event store").
 */
runCli(async () => {
  const config = { ...loadConfigOrExit(), RUN_PROJECTIONS: false, LOG_LEVEL: 'warn' as const };
  await ensureDatabase(config);
  // A rebuild may come before the first start of a new version (e.g. when switching event store).
  const migrations = createDb(createPool(config.DATABASE_URL, { max: 1 }));
  try {
    await migrateToLatest(migrations);
  } finally {
    await migrations.destroy();
  }
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  try {
    const projections = app.get(Projections);
    const requested = process.argv[2];
    const readModels = projections.registry.readModels();
    const targets = requested ? readModels.filter((p) => p.name === requested) : readModels;
    if (requested && targets.length === 0) {
      exitWith(
        `No read model is called "${requested}". Read models: ${readModels.map((p) => p.name).join(', ')}.`,
      );
    }
    const total = await app.get<EventStore>(EVENT_STORE).countEvents();
    const db = app.get<Db>(DB);
    for (const projection of targets) {
      const bar = new SingleBar(
        {
          format: `${projection.name.padEnd(32)} {bar} {value}/{total} events | {rate} events/s | ETA {eta_formatted}`,
          hideCursor: true,
        },
        Presets.shades_classic,
      );
      const started = Date.now();
      bar.start(total ?? 0, 0, { rate: 0 });
      const applied = await rebuildProjection(db, projections.runner, projection, {
        total,
        onProgress: ({ applied: done }) => {
          const seconds = (Date.now() - started) / 1000;
          if (done > bar.getTotal()) bar.setTotal(done);
          bar.update(done, { rate: seconds > 0 ? Math.round(done / seconds) : 0 });
        },
      });
      bar.stop();
      const seconds = (Date.now() - started) / 1000;
      console.log(`${projection.name}: ${applied} events in ${seconds.toFixed(1)} s`);
    }
    if (!requested) {
      const reactors = projections.registry
        .all()
        .filter((p) => p.kind === 'reactor')
        .map((p) => p.name);
      const moved = await moveForeignReactorsToHead(db, app.get<EventStore>(EVENT_STORE), reactors);
      for (const name of moved) console.log(`${name}: goes on from the end of this event store's log`);
    }
  } finally {
    await app.close();
  }
});
