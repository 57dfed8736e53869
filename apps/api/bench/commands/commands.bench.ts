import { CRITERION_IDS } from '@artisans/domain';
import { DEMO_PASSWORD, DemoData } from '../../dist/demo/demo-data';
import { benchConfig, demoOccupation, jsonCaller, startBenchApi, stopBenchApi } from '../shared/bench-api';
import { percentile, startDriver } from '../shared/http-driver';
import { machineDescription, runBenchmark, writeBenchmarkSection } from '../shared/report';

/**
 * `npm run bench:commands`: the round trip of the main commands as a person's screen lives it: the
 * request is answered once the read models have applied it (read-your-writes), so the next screen
 * shows the change. One at a time, then BENCH_CONCURRENCY (20) people at once, BENCH_ROUNDS (200)
 * commands per figure, API served in this process on a throw-away database, called by autocannon
 * from the driver's child process (http-driver.ts), one connection per person.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const GOAL_P95_MS = 30;

/** Each person's first calls, not timed: connections open, statement plans cached. */
const WARM_UP = 3;

/** A command as a screen sends it: to one artisan's path, a body that changes at each save. */
type Command = { name: string; path(artisan: string): string; body(n: number): unknown };

async function main(): Promise<void> {
  const databaseName = `artisans_bench_commands_${Date.now()}`;
  const { base, config } = benchConfig(databaseName);
  const { app, url } = await startBenchApi(config);
  try {
    await app.get(DemoData).load();
    const call = jsonCaller(url);
    const { body: login } = await call('POST', '/user/login_check', undefined, {
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
    });
    const admin = String(login.token);
    const person = await demoOccupation(call, admin);
    // One artisan per person at once: a real screen edits its own artisan, not everyone the same one.
    const artisans: string[] = [];
    for (let i = 0; i < CONCURRENCY; i += 1) {
      const { body } = await call('POST', '/api/artisans', admin, {
        title: 'Ms.',
        firstName: 'Claire',
        lastName: `Bench${i}`,
        email: `bench-commands-${i}-${Date.now()}@example.org`,
        country: '/api/countries/250',
        craftMaterail: person.craftMaterail,
        craftPerson: person['@id'],
        inActivity: 1999,
      });
      artisans.push(String(body.id));
    }

    const commands: Command[] = [
      {
        name: 'profile change (`PUT /api/artisans/{id}`)',
        path: (artisan) => `/api/artisans/${artisan}`,
        body: (n) => ({ workshop: `Workshop ${n}`, inActivity: 1950 + (n % 70) }),
      },
      {
        name: 'evaluation answer (`PUT …/evaluation/criteria/{criterion}`)',
        // The first criterion, saved again and again as a person types: the next ones open only
        // once the ones before are validated.
        path: (artisan) => `/api/artisans/${artisan}/evaluation/criteria/${CRITERION_IDS[0]}`,
        body: (n) => ({
          answers: {
            q1: { points: 1 + (n % 5), comment: `Round ${n}` },
            q2: { points: 4, comment: 'Teaches two apprentices.' },
            q3: { points: 3, comment: 'Local walnut.' },
          },
        }),
      },
    ];

    const rows: string[] = [];
    const driver = startDriver();
    try {
      let round = 0;
      for (const command of commands) {
        for (const people of [1, CONCURRENCY]) {
          const perPerson = WARM_UP + Math.ceil(ROUNDS / people);
          const bodies = Array.from({ length: perPerson }, (_, k) => command.body(round + k));
          round += perPerson;
          const { latencies, seconds } = await driver.people({
            url,
            method: 'PUT',
            people: artisans
              .slice(0, people)
              .map((artisan) => ({ path: command.path(artisan), token: admin })),
            bodies,
            warmUp: WARM_UP,
          });
          const times = [...latencies].sort((a, b) => a - b);
          const p50 = percentile(times, 0.5);
          const p95 = percentile(times, 0.95);
          const rate = (times.length / seconds).toFixed(0);
          console.log(
            `${command.name}, ${people} at once: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${rate} commands/s`,
          );
          const goal =
            people === 1 ? `p95 ≤ ${GOAL_P95_MS} ms: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT MET'}` : '';
          rows.push(
            `| ${command.name} | ${people} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${rate}/s | ${goal} |`,
          );
        }
      }
    } finally {
      driver.stop();
    }

    const file = writeBenchmarkSection(
      'commands',
      `## Command round trips (\`npm run bench:commands\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineDescription()}; the API in the benchmark's process, PostgreSQL and Redis on the same machine, the calls from autocannon in a child process (one connection per person, each person's next call sent after the answer to the one before, ${WARM_UP} untimed calls each first). A round trip ends when the answer arrives, and the API answers a command only once the read models have applied it (read-your-writes), as a person's next screen needs. ${ROUNDS} commands per row; "at once" is that many people each changing their own artisan.

| command | people at once | p50 | p95 | throughput | goal |
|---|---|---|---|---|---|
${rows.join('\n')}`,
    );
    console.log(`Figures written to ${file}`);
  } finally {
    await stopBenchApi(app, base, databaseName);
  }
}

runBenchmark(main);
