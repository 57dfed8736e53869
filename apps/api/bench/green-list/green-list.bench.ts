import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CRITERION_IDS } from '@artisans/domain';
import { ArtisanAccountsService } from '../../dist/artisans/artisan-accounts.service';
import { DEMO_PASSWORD, DemoData } from '../../dist/demo/demo-data';
import { systemContext } from '../../dist/infrastructure/commands/command-context';
import type { EventStore } from '../../dist/infrastructure/event-store/event-store.port';
import { Projections } from '../../dist/infrastructure/projections/projections.service';
import { EVENT_STORE } from '../../dist/infrastructure/tokens';
import { benchConfig, demoOccupation, jsonCaller, startBenchApi, stopBenchApi } from '../shared/bench-api';
import { percentile, startDriver } from '../shared/http-driver';
import { machineDescription, runBenchmark, writeBenchmarkSection } from '../shared/report';

/**
 * `npm run bench:green-list` (issue 15): an autosave's round trip (`PUT /api/green_lists/{id}/answers`,
 * answered once the read models have applied it) for one artisan, then with BENCH_ARTISANS (50)
 * artisans saving at once, BENCH_ROUNDS (1000) timed saves per figure after WARM_UP untimed ones
 * per artisan, each Green List already holding BENCH_SAVED_BEFORE (100) autosaves, the API in this
 * process on a throw-away database and the calls made from a child process; and the gzipped
 * JavaScript the wizard adds to the artisan home, from the web build's manifest. Goals: p95 ≤ 30 ms alone, ≤ 100 ms at 50 at once, ≤ 60 KB of JavaScript.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
/** Untimed saves per artisan before the timed ones: connections open, statement plans cached. */
const WARM_UP = 3;
const ARTISANS = Number(process.env.BENCH_ARTISANS ?? 50);
/**
 * Autosaves each Green List holds before the measure: the wizard saves after each change, so one
 * half filled in (about 60 of its 120 questions, some changed twice) holds about 100.
 */
const SAVED_BEFORE = Number(process.env.BENCH_SAVED_BEFORE ?? 100);
const GOAL_ALONE_MS = 30;
const GOAL_TOGETHER_MS = 100;
const GOAL_JS_KB = 60;
const PASSWORD = 'bench-password';

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/** The gzipped JavaScript the Green List screen adds to the artisan home, and its French texts. */
function wizardWeight(): { js: number; files: number; texts: number } | null {
  const web = resolve(__dirname, '../../../web');
  const manifestFile = join(web, 'dist/.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
  const home = closure('src/app/routes/artisan-home-route.tsx', closure(entry, new Set()));
  // The wizard's route sits outside the UI boundary (app/router.tsx: it is drawn on native
  // controls), so its screen chunk with what it imports is all it adds; Mantine comes later, with
  // a popup's chunk.
  const withWizard = closure('src/features/green-list/components/green-list-page.tsx', new Set(home));
  const added = [...withWizard].filter((key) => !home.has(key)).map((key) => manifest[key]!.file);
  const files = [...new Set(added)];
  const js = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(web, 'dist', file))).length, 0);
  const texts = gzipSync(readFileSync(join(web, 'public/locales/fr/green-list.json'))).length;
  return { js, files: files.length, texts };
}

async function main(): Promise<void> {
  const databaseName = `artisans_bench_green_list_${Date.now()}`;
  const { base, config } = benchConfig(databaseName);
  // Other work on the machine moves the figures: the load when measuring goes beside them.
  const loadAtStart = loadavg()[0] ?? 0;
  const { app, url } = await startBenchApi(config);
  try {
    await app.get(DemoData).load();
    const call = jsonCaller(url);
    const login = async (path: string, email: string, password: string) =>
      String((await call('POST', path, undefined, { email, password })).body.token);
    const admin = await login('/user/login_check', 'admin@demo.test', DEMO_PASSWORD);
    const hunter = await login('/user/login_check', 'hunter@demo.test', DEMO_PASSWORD);
    const network = await login('/user/login_check', 'network@demo.test', DEMO_PASSWORD);
    const person = await demoOccupation(call, admin);
    const accounts = app.get(ArtisanAccountsService);
    const projections = app.get(Projections);
    const store = app.get<EventStore>(EVENT_STORE);

    // ARTISANS artisans, each selected (so its Green List is open) and signed in: each saves its own.
    const artisans: { id: string; token: string }[] = [];
    // Ten at a time: the setup is not what is measured.
    const setUp = async (i: number) => {
      const email = `bench-green-list-${i}-${Date.now()}@example.org`;
      const { body } = await call('POST', '/api/artisans', admin, {
        title: 'Ms.',
        firstName: 'Claire',
        lastName: `Bench${i}`,
        email,
        country: '/api/countries/250',
        craftMaterail: person.craftMaterail,
        craftPerson: person['@id'],
        inActivity: 1999,
      });
      const id = String(body.id);
      const evaluation = `/api/artisans/${id}/evaluation`;
      for (const criterion of CRITERION_IDS) {
        const answers = {
          q1: { points: 4, comment: 'Seen' },
          q2: { points: 4, comment: 'Seen' },
          q3: { points: 4, comment: 'Seen' },
        };
        await call('PUT', `${evaluation}/criteria/${criterion}`, hunter, { answers });
        await call('POST', `${evaluation}/criteria/${criterion}/validate`, hunter, {});
      }
      await call('POST', `${evaluation}/submit`, hunter, {});
      await call('POST', `${evaluation}/endorse`, network, {});
      await call('POST', `${evaluation}/review`, admin, {});
      await call('POST', `${evaluation}/decision`, admin, {
        decision: 'ACCEPTED',
        commentaryCommittee: 'Welcome',
      });
      await call('POST', '/create-green-list', admin, { artisan: id });
      await accounts.setPassword(id, PASSWORD, 'invite', systemContext());
      // Called directly, the service does not wait for the read models as an HTTP command does: the
      // confirmed address that the artisan login reads comes with the projections' next batch.
      await projections.waitFor(await store.headPosition());
      return { id, token: await login('/artisan/login_check', email, PASSWORD) };
    };
    for (let first = 0; first < ARTISANS; first += 10)
      artisans.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, ARTISANS - first) }, (_, k) => setUp(first + k)),
        )),
      );

    // An autosave as the wizard sends it: the answers that changed since the last one.
    const autosave = (n: number) => ({
      answers: {
        p3: { value: 1 + (n % 5) },
        c4: { value: 1000 + n, explain: `Weighed in round ${n}` },
      },
    });
    const path = (who: number) => `/api/green_lists/${artisans[who]!.id}/answers`;
    const save = async (who: number, n: number) => call('PUT', path(who), artisans[who]!.token, autosave(n));

    // Each Green List as an artisan halfway through it leaves it (ten artisans at a time, not measured).
    for (let first = 0; first < ARTISANS; first += 10)
      await Promise.all(
        artisans.slice(first, first + 10).map(async (_, k) => {
          for (let n = 0; n < SAVED_BEFORE; n += 1) await save(first + k, n);
        }),
      );

    // The artisans' browsers are another process: the calls are made by the driver's child process,
    // so that sending them and reading the answers does not take the API's event loop.
    const driver = startDriver();
    const rows: string[] = [];
    const figures: Record<number, number> = {};
    let round = SAVED_BEFORE; // each save changes what the one before saved
    try {
      for (const [people, goal] of [
        [1, GOAL_ALONE_MS],
        [ARTISANS, GOAL_TOGETHER_MS],
      ] as const) {
        const perPerson = WARM_UP + Math.max(1, Math.ceil(ROUNDS / people));
        const bodies = Array.from({ length: perPerson }, (_, k) => autosave(round + k));
        round += perPerson;
        const { latencies, seconds } = await driver.people({
          url,
          method: 'PUT',
          people: artisans.slice(0, people).map(({ token }, who) => ({ path: path(who), token })),
          bodies,
          warmUp: WARM_UP,
        });
        const times = [...latencies].sort((a, b) => a - b);
        const p50 = percentile(times, 0.5);
        const p95 = percentile(times, 0.95);
        figures[people] = p95;
        console.log(
          `autosave, ${people} at once: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${(times.length / seconds).toFixed(0)} saves/s`,
        );
        rows.push(
          `| autosave (\`PUT /api/green_lists/{id}/answers\`) | ${people} | ${times.length} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms | ${(times.length / seconds).toFixed(0)}/s | p95 ≤ ${goal} ms: ${p95 <= goal ? 'met' : 'NOT MET'} |`,
        );
      }
    } finally {
      driver.stop();
    }

    const weight = wizardWeight();
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const webLine = weight
      ? `The wizard adds **${kb(weight.js)}** of gzipped JavaScript (${weight.files} files: the Green List screen with what it imports; it is drawn on native controls, and Mantine comes only with a popup or the foundation's tools) to the artisan home's first load (goal ≤ ${GOAL_JS_KB} KB: ${weight.js <= GOAL_JS_KB * 1024 ? 'met' : 'NOT MET'}). The question texts come apart, in the reader's language file (French: ${kb(weight.texts)} gzipped), and the reviewers' corrections in a small answer of their own.`
      : 'The web app was not built: no JavaScript figure.';
    console.log(webLine);

    const file = writeBenchmarkSection(
      'green-list',
      `## Green List (\`npm run bench:green-list\`)

Measured ${new Date().toISOString().slice(0, 10)} on ${machineDescription([`load average ${loadAtStart.toFixed(1)} when it started (2 cores shared with other work)`])}; the API in the benchmark's process, the artisans' calls made by autocannon in a child process, one connection per artisan (as browsers are elsewhere), PostgreSQL and Redis on the same machine. An autosave's round trip ends when the answer arrives; the API answers once the read models have applied the change (read-your-writes). Each Green List holds ${SAVED_BEFORE} autosaves before the measure, as one half filled in does. "At once" is that many artisans, each saving its own Green List in a loop, one save after the answer to the one before; each artisan's first ${WARM_UP} saves of a figure are not timed.

| call | artisans at once | saves | p50 | p95 | throughput | goal |
|---|---|---|---|---|---|---|
${rows.join('\n')}

${webLine}`,
    );
    console.log(`Figures written to ${file}`);
    if ((figures[1] ?? Infinity) > GOAL_ALONE_MS || (figures[ARTISANS] ?? Infinity) > GOAL_TOGETHER_MS)
      process.exitCode = 1;
  } finally {
    await stopBenchApi(app, base, databaseName);
  }
}

runBenchmark(main);
