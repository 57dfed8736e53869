import 'reflect-metadata';
import { ConsoleLogger, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfig } from '@artisans/platform';
import { nestLogLevels } from './logging';
import { WorkerModule } from './worker.module';

/** Starts the worker: mail jobs now (imports and exports later), until SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = new ConsoleLogger({
    logLevels: nestLogLevels(config.LOG_LEVEL),
    colors: Boolean(process.stdout.isTTY),
    prefix: 'Worker',
  });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger });
  // On a signal Nest runs the shutdown hooks: worker.close() lets running jobs finish first.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  Logger.log(`Started (pid ${process.pid})`, 'Worker');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
