import { NestFactory } from '@nestjs/core';
import { SingleBar, Presets } from 'cli-progress';
import { AppModule } from '../app.module';
import type { Db } from '../infrastructure/database/database';
import type { EventStore } from '../infrastructure/event-store/event-store.port';
import { Projections } from '../infrastructure/projections/projections.service';
import { rebuildProjection } from '../infrastructure/projections/rebuild';
import { DB, EVENT_STORE } from '../infrastructure/tokens';
import { ensureDatabase, exitWith, loadConfigOrExit, runCli } from './preflight';

/** `npm run projections:rebuild [name]`: replays the log into one read model, or all of them. */
runCli(async () => {
  const config = { ...loadConfigOrExit(), RUN_PROJECTIONS: false, LOG_LEVEL: 'warn' as const };
  await ensureDatabase(config);
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
  } finally {
    await app.close();
  }
});
