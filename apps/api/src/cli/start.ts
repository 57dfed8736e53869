import { fork, type ChildProcess } from 'node:child_process';
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { publicUrl, type AppConfig } from '@artisans/platform';
import { AppModule } from '../app.module';
import { DEMO_ARTISAN } from '../artisans/demo/demo-artisan';
import { createApp, listenOnEveryInterface } from '../create-app';
import { DEMO_PASSWORD, DEMO_STAFF, DemoData } from '../demo/demo-data';
import { prepare } from './prepare';
import { loadConfigOrExit, runCli } from './preflight';

const WORKER_ENTRY = resolve(__dirname, '../../../worker/dist/main.js');
const API_ENTRY = resolve(__dirname, 'start-api.js');

/**
 * `npm start`: prepares the database, then runs the API (with the projections and the built web
 * app) in this process and the mail worker as a supervised child process. With API_PROCESSES=N
 * above 1, this process keeps the projections and N API processes share the port (node:cluster).
 */
runCli(async () => {
  const config = loadConfigOrExit();
  const preparation = await prepare(config);
  if (config.API_PROCESSES > 1) return startCluster(config, preparation.demoDataLoaded);
  const app = await createApp(config);
  await app.init();
  if (preparation.demoDataLoaded) await app.get(DemoData).load();
  await listenOnEveryInterface(app, config.PORT);
  const worker = superviseWorker();

  const shutdown = async () => {
    worker.stop();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());

  printWelcome(config, preparation.demoDataLoaded);
});

/** The primary runs the projections (and loads demo data); its API processes are cluster workers. */
async function startCluster(config: AppConfig, demoDataLoaded: boolean): Promise<void> {
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    bufferLogs: true,
  });
  context.useLogger(context.get(Logger));
  context.enableShutdownHooks();
  await context.init();
  if (demoDataLoaded) await context.get(DemoData).load();
  let stopping = false;
  cluster.setupPrimary({ exec: API_ENTRY });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `API process ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`,
    );
    setTimeout(() => cluster.fork(), 1000).unref();
  });
  for (let i = 0; i < config.API_PROCESSES; i += 1) cluster.fork();
  const worker = superviseWorker();
  const shutdown = async () => {
    stopping = true;
    worker.stop();
    for (const apiProcess of Object.values(cluster.workers ?? {})) apiProcess?.kill('SIGTERM');
    await context.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  printWelcome(config, demoDataLoaded);
}

function superviseWorker(): { stop(): void } {
  let child: ChildProcess | undefined;
  let stopping = false;
  const spawn = () => {
    child = fork(WORKER_ENTRY, [], { stdio: 'inherit', env: process.env });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`The mail worker stopped (${signal ?? `exit code ${code}`}); restarting it in 2 s.`);
      setTimeout(spawn, 2000).unref();
    });
  };
  spawn();
  return {
    stop() {
      stopping = true;
      child?.kill('SIGTERM');
    },
  };
}

function printWelcome(config: AppConfig, demoDataLoaded: boolean): void {
  const url = publicUrl(config);
  const lines = [
    '',
    `  Artisans of Excellence is running: open ${url}`,
    `  API documentation: ${url}/api/docs    Health: ${url}/health`,
    config.SMTP_URL
      ? `  Mail is sent through ${new URL(config.SMTP_URL).host}.`
      : `  Mail is written as .eml files to ${resolve(config.MAIL_DIR)} (set SMTP_URL to send it).`,
    demoDataLoaded ? '  Demo data was loaded into the empty database.' : '',
    config.DEMO_DATA ? `  Demo accounts (password ${DEMO_PASSWORD}):` : '',
    ...(config.DEMO_DATA ? DEMO_STAFF.map((person) => `    ${person.email.padEnd(24)} ${person.role}`) : []),
    config.DEMO_DATA ? `    ${DEMO_ARTISAN.email.padEnd(24)} ROLE_ARTISAN (artisan login)` : '',
    '',
  ];
  console.log(lines.filter((line, i) => line !== '' || i === 0 || i === lines.length - 1).join('\n'));
}
