import { loadavg } from 'node:os';
import { Writable } from 'node:stream';
import { NestFactory } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { sql } from 'kysely';
import { loadConfig, type AppConfig } from '@artisans/platform';
import { AppModule } from '../../dist/app.module';
import { prepare } from '../../dist/cli/prepare';
import { GetEvaluationStatisticsWorkbook } from '../../dist/evaluation/downloads/get-evaluation-statistics-workbook.handler';
import { createPool, type Db } from '../../dist/infrastructure/database/database';
import type { EventStore } from '../../dist/infrastructure/event-store/event-store.port';
import { Projections } from '../../dist/infrastructure/projections/projections.service';
import { rebuildProjection } from '../../dist/infrastructure/projections/rebuild';
import { DB, EVENT_STORE } from '../../dist/infrastructure/tokens';
import { dailyActivityProjection } from '../../dist/statistics/daily-activity.projection';
import { exportEvents } from '../../dist/statistics/export/export-events';
import { statisticsFactsProjection } from '../../dist/statistics/facts/statistics-facts.projection';
import { GetStatisticsQuery } from '../../dist/statistics/queries/get-statistics/get-statistics.query';
import type { StatisticsInput } from '../../dist/statistics/statistics-input';
import type { StatisticsViewer } from '../../dist/statistics/statistics-scope';
import { percentile } from '../shared/http-driver';
import { machineDescription, runBenchmark, writeBenchmarkSection } from '../shared/report';
import { dropDatabase, throwawayDatabaseUrl } from '../shared/throwaway-database';
import { loadLives, type Places } from './generator';

/**
 * `npm run bench:statistics`: loads BENCH_ARTISANS (100,000) synthetic artisan lives (about ten
 * events each, so about a million events) into a throw-away database, then measures the rebuild of
 * the statistics read models, the statistics query for periods and filters (p95 of BENCH_REPEAT
 * runs each), the evaluations workbook for a whole year, and the analysts' export.
 */
const ARTISANS = Number(process.env.BENCH_ARTISANS ?? 100_000);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 30);
/** For tuning: BENCH_KEEP_DATABASE=1 keeps the loaded database; BENCH_DATABASE=<name> reuses it. */
const KEEP_DATABASE = process.env.BENCH_KEEP_DATABASE === '1' || process.env.BENCH_DATABASE !== undefined;
/**
 * For tuning: BENCH_PARTS=rebuild,export runs only those parts (of rebuild, queries, workbook,
 * export); docs/benchmarks.md is written only by a run of them all.
 */
const PARTS = ['rebuild', 'queries', 'workbook', 'export'] as const;
const ASKED = new Set((process.env.BENCH_PARTS ?? PARTS.join(',')).split(',').map((p) => p.trim()));
const runs = (part: (typeof PARTS)[number]) => ASKED.has(part);

const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/** Wall time and this process's CPU time (user + system) of a run, in seconds. */
async function measured<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number; cpu: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  return {
    result,
    seconds: (performance.now() - started) / 1000,
    cpu: (used.user + used.system) / 1e6,
  };
}

const FOUNDATION: StatisticsViewer = { role: 'ROLE_ADMIN', countries: [] };

type Timing = { p50: number; p95: number; max: number };

async function time(repeat: number, run: () => Promise<unknown>): Promise<Timing> {
  await run(); // warm-up: plans cached, pool connections open
  const ms: number[] = [];
  for (let i = 0; i < repeat; i += 1) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: ms.at(-1)! };
}

/** A sink that takes everything at once: what the export costs, not the disk. */
const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

async function main(): Promise<void> {
  const base = loadConfig();
  const databaseName = process.env.BENCH_DATABASE ?? `artisans_bench_statistics_${Date.now()}`;
  const config: AppConfig = loadConfig({
    ...process.env,
    DATABASE_URL: throwawayDatabaseUrl(base.DATABASE_URL, databaseName),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    // The benchmark drives the rebuilds itself: no live runner competes with them.
    RUN_PROJECTIONS: 'false',
    QUEUE_PREFIX: databaseName,
  });
  await prepare(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: ['error'] });
  const db = app.get<Db>(DB);
  const store = app.get<EventStore>(EVENT_STORE);
  const loader = createPool(config.DATABASE_URL, { max: 2 });
  try {
    const { rows } = await sql<{ server_version: string }>`SHOW server_version`.execute(db);
    const machine = machineDescription([`PostgreSQL ${rows[0]?.server_version}`]);
    const loadAtStart = loadNow();
    console.log(`Benchmarking on ${machine}`);

    const people = await db.selectFrom('craft_people').select(['id', 'craft_material_id']).execute();
    const places: Places = {
      countries: (await db.selectFrom('countries').select('id').orderBy('id').limit(40).execute()).map(
        (r) => r.id,
      ),
      crafts: people.map((p) => ({ material: p.craft_material_id, person: p.id })),
      recommendations: (await db.selectFrom('recommendations').select('id').execute()).map((r) => r.id),
    };

    let loadSeconds: number | null = null;
    if (((await store.countEvents()) ?? 0) === 0) {
      const started = Date.now();
      await loadLives(loader, ARTISANS, places, (events, artisans) => {
        if (artisans % 10_000 < 1000) process.stdout.write(`\rloaded ${artisans} artisans, ${events} events`);
      });
      loadSeconds = (Date.now() - started) / 1000;
      process.stdout.write('\n');
      await sql`VACUUM ANALYZE es_events`.execute(db);
    }
    const events = (await store.countEvents()) ?? 0;
    const artisans = Number(
      (
        await sql<{
          n: string;
        }>`SELECT count(*) AS n FROM es_streams WHERE stream_id LIKE 'artisan-%'`.execute(db)
      ).rows[0]!.n,
    );
    console.log(
      `log: ${events} events of ${artisans} artisans${loadSeconds ? ` loaded in ${loadSeconds.toFixed(1)} s` : ''}`,
    );

    // Rebuilds, one read model at a time, from position 0.
    const runner = app.get(Projections).runner;
    const rebuilds: { name: string; applied: number; rate: number; cpuPerEvent: number; load: string }[] = [];
    for (const projection of runs('rebuild') ? [statisticsFactsProjection, dailyActivityProjection] : []) {
      const started = Date.now();
      const run = await measured(() =>
        rebuildProjection(db, runner, projection, {
          total: events,
          onProgress: ({ applied: done }) => {
            const seconds = (Date.now() - started) / 1000;
            process.stdout.write(
              `\rrebuild ${projection.name}: ${done}/${events} (${Math.round(done / seconds)} events/s)`,
            );
          },
        }),
      );
      const applied = run.result;
      const rate = applied / run.seconds;
      const cpuPerEvent = (run.cpu / Math.max(1, applied)) * 1e6;
      const load = loadNow();
      process.stdout.write(
        `\nrebuild ${projection.name}: ${applied} events in ${run.seconds.toFixed(1)} s, ${Math.round(rate)} events/s, Node CPU ${cpuPerEvent.toFixed(1)} µs/event, load ${load}\n`,
      );
      rebuilds.push({ name: projection.name, applied, rate, cpuPerEvent, load });
    }
    for (const table of [
      'stats_daily_facts',
      'stats_artisans',
      'stats_status_spells',
      'stats_evaluation_steps',
    ])
      await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(db);
    await sql`CHECKPOINT`.execute(db).catch(() => undefined);

    // The statistics query, as GET /api/statistics dispatches it.
    const queries = app.get(QueryBus);
    const today = '2026-11-27';
    const network: StatisticsViewer = {
      role: 'ROLE_NETWORK_MEMBER',
      countries: places.countries.slice(0, 2),
    };
    const input = (given: Partial<StatisticsInput>): StatisticsInput => ({
      from: null,
      to: null,
      asOf: null,
      country: null,
      craft: null,
      occupation: null,
      recommendation: null,
      ...given,
    });
    const combinations: [string, StatisticsViewer, StatisticsInput][] = [
      ['foundation: from the beginning', FOUNDATION, input({})],
      ['foundation: this year', FOUNDATION, input({ from: '2026-01-01' })],
      ['foundation: last 12 months', FOUNDATION, input({ from: '2025-11-28', to: today })],
      [
        'foundation: one month, as of a day before it',
        FOUNDATION,
        input({ from: '2026-03-01', to: '2026-03-31', asOf: '2025-12-31' }),
      ],
      ['foundation: a country', FOUNDATION, input({ country: places.countries[3]! })],
      [
        'foundation: a craft, this year',
        FOUNDATION,
        input({ from: '2026-01-01', craft: places.crafts[0]!.material }),
      ],
      ['foundation: a recommendation', FOUNDATION, input({ recommendation: places.recommendations[0]! })],
      [
        'foundation: country + craft + occupation, last 12 months',
        FOUNDATION,
        input({
          from: '2025-11-28',
          country: places.countries[5]!,
          craft: places.crafts[1]!.material,
          occupation: places.crafts[1]!.person,
        }),
      ],
      ['network member: own countries, from the beginning', network, input({})],
    ];
    const statistics: { name: string; timing: Timing }[] = [];
    for (const [name, viewer, given] of runs('queries') ? combinations : []) {
      const timing = await time(REPEAT, () => queries.execute(new GetStatisticsQuery(given, viewer, today)));
      console.log(`statistics, ${name}: p50 ${timing.p50.toFixed(1)} ms, p95 ${timing.p95.toFixed(1)} ms`);
      statistics.push({ name, timing });
    }

    // The evaluations workbook of a whole year.
    let workbookBytes = 0;
    const workbook = !runs('workbook')
      ? { p50: 0, p95: 0, max: 0 }
      : await time(Math.max(3, Math.round(REPEAT / 10)), async () => {
          const file = await queries.execute(
            new GetEvaluationStatisticsWorkbook({ from: '2026-01-01', to: '2026-12-31' }, 'en'),
          );
          workbookBytes = file.length;
        });
    if (runs('workbook'))
      console.log(
        `workbook 2026: p50 ${workbook.p50.toFixed(0)} ms, max ${workbook.max.toFixed(0)} ms, ${workbookBytes} bytes`,
      );

    // The analysts' export of the whole log, and of one type as CSV.
    const exports: {
      name: string;
      read: number;
      written: number;
      rate: number;
      cpuPerEvent: number;
      load: string;
    }[] = [];
    for (const [name, options] of !runs('export')
      ? []
      : ([
          ['whole log, NDJSON', { from: null, to: null, types: null, format: 'ndjson' as const }],
          [
            'decisions of 2026, CSV',
            {
              from: '2026-01-01',
              to: '2026-12-31',
              types: new Set(['EvaluationDecided']),
              format: 'csv' as const,
            },
          ],
        ] as const)) {
      const run = await measured(() => exportEvents(store, options, discard()));
      const result = run.result;
      const rate = result.read / run.seconds;
      const cpuPerEvent = (run.cpu / Math.max(1, result.read)) * 1e6;
      const load = loadNow();
      console.log(
        `export ${name}: ${result.written}/${result.read} events at ${rate.toFixed(0)} events/s, Node CPU ${cpuPerEvent.toFixed(1)} µs/event, load ${load}`,
      );
      exports.push({ name, ...result, rate, cpuPerEvent, load });
    }
    if (!PARTS.every(runs)) {
      console.log(`Only ${[...ASKED].join(', ')} ran (BENCH_PARTS): docs/benchmarks.md is left as it is.`);
      return;
    }

    const met = (ok: boolean) => (ok ? 'met' : 'missed');
    const n = (value: number) => value.toLocaleString('en-GB');
    const file = writeBenchmarkSection(
      'statistics',
      `## Statistics, workbook, rebuild and export (\`npm run bench:statistics\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; PostgreSQL and the benchmark on the same machine, which is shared (load average ${loadAtStart} at the start). Log: ${n(events)} events of ${n(artisans)} synthetic artisans (registration, email confirmation, evaluation answers, sending, review, decision, Green List), ${loadSeconds ? `appended with multi-row INSERTs in ${loadSeconds.toFixed(0)} s` : 'loaded by an earlier run'}. Size: \`BENCH_ARTISANS\` (${n(ARTISANS)}).

| figure | result | goal |
|---|---|---|
${rebuilds.map((r) => `| rebuild of \`${r.name}\` from position 0 (${n(r.applied)} events) | ${n(Math.round(r.rate))} events/s (Node CPU ${r.cpuPerEvent.toFixed(1)} µs an event; load average ${r.load} at its end) | ${r.name === 'statistics-facts' ? `at least 50,000 events/s: ${met(r.rate >= 50_000)}` : ''} |`).join('\n')}
${statistics.map((s) => `| statistics query, ${s.name} | p50 ${s.timing.p50.toFixed(1)} ms, p95 ${s.timing.p95.toFixed(1)} ms | p95 at most 100 ms: ${met(s.timing.p95 <= 100)} |`).join('\n')}
| evaluations workbook of 2026 (${n(workbookBytes)} bytes) | p50 ${(workbook.p50 / 1000).toFixed(2)} s, slowest ${(workbook.max / 1000).toFixed(2)} s | at most 2 s: ${met(workbook.max <= 2000)} |
${exports.map((e) => `| export, ${e.name} (${n(e.written)} of ${n(e.read)} events written) | ${n(Math.round(e.rate))} events read/s (Node CPU ${e.cpuPerEvent.toFixed(1)} µs an event; load average ${e.load} at its end) | at least 100,000 events/s: ${met(e.rate >= 100_000)} |`).join('\n')}

The statistics query is timed as \`GET /api/statistics\` dispatches it (QueryBus, the handler, the read models' SQL), ${REPEAT} runs after a warm-up, one at a time; HTTP adds the routing, the session check and JSON, about 1 ms here (see the artisan list above). The workbook is the \`GET /api/statistics/evaluations.xlsx\` query. The export writes to a sink that drops the bytes.

The rebuild's replay and the export read the log as a scan (\`infrastructure/event-store/log-scan.ts\`): with PostgreSQL, pages of rows as texts, only the asked types' data printed by the server (the rebuild asks for the statistics' types), the three metadata fields they use as columns, the data parsed only when read, and the export writes the data it leaves as stored straight from its JSON text; with EventStoreDB, pages of the port's \`readAll\`. "Node CPU" is the benchmark process's CPU time (user and system) divided by the events: PostgreSQL's share runs in other processes on the same 2 cores. With other work on the machine, the rates follow the load average more than the code: compare the CPU per event across runs.`,
    );
    console.log(`Figures written to ${file}`);
  } finally {
    await loader.end();
    await app.close();
    if (!KEEP_DATABASE) await dropDatabase(base.DATABASE_URL, databaseName);
    else console.log(`Database kept: BENCH_DATABASE=${databaseName}`);
  }
}

runBenchmark(main);
