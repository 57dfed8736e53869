import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Pool } from 'pg';
import { loadConfig } from '@artisans/platform';
import { ensureDatabase } from '../../dist/cli/preflight';
import { createDb, createPool, type Db } from '../../dist/infrastructure/database/database';
import { migrateToLatest } from '../../dist/infrastructure/database/migrate';
import { PostgresEventStore } from '../../dist/infrastructure/event-store/postgres-event-store';
import { ProjectionRunner } from '../../dist/infrastructure/projections/projection-runner';
import { rebuildProjection } from '../../dist/infrastructure/projections/rebuild';
import { dailyActivityProjection } from '../../dist/statistics/daily-activity.projection';
import { machineDescription, runBenchmark, writeBenchmarkSection } from '../shared/report';
import { dropDatabase, throwawayDatabaseUrl } from '../shared/throwaway-database';
import { fillLog, syntheticEvent } from './event-generator';

/**
 * `npm run bench:events`: event store append rates against the raw INSERT baseline, and the
 * projection rebuild rate, measured in one run on a throw-away database.
 * BENCH_SECONDS (10) per figure, BENCH_REBUILD_EVENTS (200,000) in the log for the rebuild.
 */
const WRITERS = 16;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);

/** Runs `writers` loops for `seconds`; returns operations per second. */
async function measure(
  writers: number,
  seconds: number,
  operation: (writer: number, n: number) => Promise<void>,
) {
  const deadline = Date.now() + seconds * 1000;
  let operations = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (let n = 0; Date.now() < deadline; n += 1) {
        await operation(writer, n);
        operations += 1;
      }
    }),
  );
  return operations / ((Date.now() - started) / 1000);
}

async function rawInsertBaseline(pool: Pool): Promise<number> {
  await pool.query('CREATE TABLE bench_raw_events (LIKE es_events INCLUDING ALL)');
  return measure(WRITERS, SECONDS, async () => {
    const e = syntheticEvent(0);
    // Prepared, like the store's own append statement, so that the ratio compares the SQL work.
    await pool.query({
      name: 'bench_raw_insert',
      text: `INSERT INTO bench_raw_events (event_id, stream_id, stream_position, event_type, data, metadata)
             VALUES ($1, $2, 0, $3, $4, $5)`,
      values: [e.id, `raw-${e.id}`, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata)],
    });
  });
}

async function main(): Promise<void> {
  const base = loadConfig();
  const databaseName = `artisans_bench_${Date.now()}`;
  const config = { ...base, DATABASE_URL: throwawayDatabaseUrl(base.DATABASE_URL, databaseName) };
  await ensureDatabase(config);
  const pool = createPool(config.DATABASE_URL, { max: WRITERS + 4 });
  const db: Db = createDb(pool);
  const store = new PostgresEventStore(pool, config.DATABASE_URL);
  try {
    await migrateToLatest(db);
    const { rows } = await pool.query<{ server_version: string }>('SHOW server_version');
    console.log(`Benchmarking on ${machineDescription([`PostgreSQL ${rows[0]?.server_version}`])}`);

    const loadAtStart = loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ');
    const baseline = await rawInsertBaseline(pool);
    console.log(`raw INSERT, ${WRITERS} writers: ${baseline.toFixed(0)} rows/s`);

    const versions = new Array<number>(WRITERS).fill(-1);
    const streams = Array.from({ length: WRITERS }, () => `bench-${randomUUID()}`);
    const single = await measure(WRITERS, SECONDS, async (writer, n) => {
      const expected = versions[writer]! < 0 ? 'no_stream' : versions[writer]!;
      const result = await store.appendToStream(streams[writer]!, [syntheticEvent(n)], expected);
      versions[writer] = result.nextExpectedVersion;
    });
    console.log(
      `single-event appends, ${WRITERS} writers: ${single.toFixed(0)} appends/s (${((single / baseline) * 100).toFixed(0)}% of raw INSERT)`,
    );

    const batched = await measure(WRITERS, SECONDS, async () => {
      await store.appendToStream(
        `batch-${randomUUID()}`,
        Array.from({ length: 100 }, (_, i) => syntheticEvent(i)),
        'no_stream',
      );
    });
    console.log(
      `batched appends (100 events), ${WRITERS} writers: ${batched.toFixed(0)} appends/s = ${(batched * 100).toFixed(0)} events/s`,
    );

    await fillLog(store, REBUILD_EVENTS);
    const total = (await store.countEvents()) ?? 0;
    const runner = new ProjectionRunner(store, db, [dailyActivityProjection]);
    const started = Date.now();
    const applied = await rebuildProjection(db, runner, dailyActivityProjection, { total });
    const rebuildRate = applied / ((Date.now() - started) / 1000);
    console.log(
      `rebuild of ${dailyActivityProjection.name}: ${applied} events at ${rebuildRate.toFixed(0)} events/s`,
    );

    const file = writeBenchmarkSection(
      'events',
      `## Event store and projections (\`npm run bench:events\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineDescription([`PostgreSQL ${rows[0]?.server_version}`])}, PostgreSQL on the same machine; ${WRITERS} concurrent writers, ${SECONDS} s per figure; load average ${loadAtStart} when it started (the machine is shared: the single/batched ratio moves with the load, from about 6 × on a quiet machine to 20 × on a busy one).

| figure | result | goal |
|---|---|---|
| raw \`INSERT\` of the event row shape (baseline) | ${baseline.toFixed(0)} rows/s | |
| single-event appends with expected version | ${single.toFixed(0)} appends/s | |
| single-event append rate / raw insert rate | ${((single / baseline) * 100).toFixed(0)}% | at least 50% |
| batched appends of 100 events | ${batched.toFixed(0)} appends/s (${(batched * 100).toFixed(0)} events/s) | |
| events per second batched / single appends per second | ${((batched * 100) / single).toFixed(1)} × | at least 10 × |
| projection rebuild (${dailyActivityProjection.name}, ${applied} events) | ${rebuildRate.toFixed(0)} events/s | at least 20,000 events/s |`,
    );
    console.log(`Figures written to ${file}`);
  } finally {
    await store.close();
    await db.destroy();
    await dropDatabase(base.DATABASE_URL, databaseName);
  }
}

runBenchmark(main);
