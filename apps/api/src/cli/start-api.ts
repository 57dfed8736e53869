import cluster from 'node:cluster';
import { createApp, listenOnEveryInterface } from '../create-app';
import { prepare } from './prepare';
import { loadConfigOrExit, runCli } from './preflight';

/**
 * `npm run start:api`: one API process (HTTP API and the built web app), without projections: a
 * `npm run start:projections` process keeps the read models, which this process reads. Under
 * `API_PROCESSES` (see start.ts) it is one of the cluster's workers, and the primary has prepared
 * the database; on its own it prepares it (migrations take a lock, so several may start at once).
 * It never loads demo data: that is `npm start`'s, on an empty database.
 */
runCli(async () => {
  const config = { ...loadConfigOrExit(), RUN_PROJECTIONS: false, DEMO_DATA: false };
  if (cluster.isPrimary) await prepare(config);
  const app = await createApp(config);
  await listenOnEveryInterface(app, config.PORT);
  console.log(`API process ${process.pid} listening on port ${config.PORT}`);
});
