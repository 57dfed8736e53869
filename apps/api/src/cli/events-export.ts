import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { SingleBar, Presets } from 'cli-progress';
import { createPool } from '../infrastructure/database/database';
import { createEventStore } from '../infrastructure/event-store/create-event-store';
import {
  EXPORT_USAGE,
  ExportArgumentError,
  parseExportArguments,
  type ExportOptions,
} from '../statistics/export/export-arguments';
import { exportEvents } from '../statistics/export/export-events';
import { ensureDatabase, exitWith, loadConfigOrExit, runCli } from './preflight';

/**
 * `npm run events:export -- --from YYYY-MM-DD --to YYYY-MM-DD [--types A,B] [--format ndjson|csv]
 * [--out FILE]`: the event log for analysts, in commit order, sealed texts left sealed (ADR 0004).
 * The events go to standard output (or FILE), the progress bar to standard error.
 */
function optionsOrExit(): ExportOptions {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(EXPORT_USAGE);
    process.exit(0);
  }
  try {
    return parseExportArguments(argv);
  } catch (error) {
    if (error instanceof ExportArgumentError) exitWith(`${error.message}\n\n${EXPORT_USAGE}`, 2);
    throw error;
  }
}

/** PostgreSQL's code for a missing table: a database the product never started on. */
const UNDEFINED_TABLE = '42P01';

runCli(async () => {
  const options = optionsOrExit();
  const config = loadConfigOrExit();
  await ensureDatabase(config);
  const pool = createPool(config.DATABASE_URL, { max: 2 });
  const store = createEventStore(config, pool);
  const sink = options.out ? createWriteStream(options.out) : process.stdout;
  // A reader that stops early (`| head`) is no failure: the export simply ends.
  sink.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    exitWith(`Cannot write ${options.out ?? 'to standard output'}: ${error.message}`);
  });
  const bar = new SingleBar(
    {
      format: `${'events:export'.padEnd(32)} {bar} {value}/{total} events read | {written} written | {rate} events/s | ETA {eta_formatted}`,
      hideCursor: true,
      stream: process.stderr,
    },
    Presets.shades_classic,
  );
  try {
    const total = await store.countEvents().catch((error: { code?: string }) => {
      if (error.code === UNDEFINED_TABLE) {
        exitWith('This database holds no event log yet: start the product once (npm start) to create it.');
      }
      throw error;
    });
    const started = Date.now();
    bar.start(total ?? 0, 0, { rate: 0, written: 0 });
    const result = await exportEvents(store, options, sink, ({ read, written }) => {
      const seconds = (Date.now() - started) / 1000;
      if (read > bar.getTotal()) bar.setTotal(read);
      bar.update(read, { written, rate: seconds > 0 ? Math.round(read / seconds) : 0 });
    });
    bar.stop();
    if (options.out) {
      sink.end();
      await finished(sink);
    }
    const seconds = (Date.now() - started) / 1000;
    console.error(
      `events:export: ${result.written} of ${result.read} events written${options.out ? ` to ${options.out}` : ''} in ${seconds.toFixed(1)} s`,
    );
  } finally {
    await store.close();
    await pool.end();
  }
});
