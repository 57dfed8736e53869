import { loadConfig, publicUrl } from '@artisans/platform';
import { createApp } from './create-app';

/** Starts the HTTP API alone (npm start runs cli/start.ts, which also prepares the database). */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.PORT);
  console.log(`API listening on ${publicUrl(config)}`);
}

void main();
