import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { Projections } from '../infrastructure/projections/projections.service';
import { prepare } from './prepare';
import { loadConfigOrExit, runCli } from './preflight';

/**
 * `npm run start:projections`: the process that keeps the read models (and watches campaigns),
 * without HTTP. Start two for availability: one leads, the other stands by and takes over within
 * seconds when the leader dies (ProjectionLeadership).
 */
runCli(async () => {
  const config = { ...loadConfigOrExit(), RUN_PROJECTIONS: true, DEMO_DATA: false };
  await prepare(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  await app.init();
  const leading = app.get(Projections).leading;
  console.log(`Projections process ${process.pid} ${leading ? 'leads' : 'stands by'}`);
});
