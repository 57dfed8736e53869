import { fork } from 'node:child_process';

/**
 * The HTTP load driver, in a child process, so that the load it generates does not share an event
 * loop with the API under test (which runs in the benchmark's own process). `startDriver()` forks
 * this very file; the child answers one request at a time: a `DriveRequest` (autocannon: one path,
 * many connections, for a time) or a `PeopleRequest` (people each calling their own path in turn).
 */
export type DriveRequest = {
  url: string;
  path: string;
  token: string;
  seconds: number;
  connections: number;
  /** Untimed load first (plans cached, connections open); 1 s unless said. */
  warmUpSeconds?: number;
  /** Return the latencies too, to merge several runs (see mergeRuns). */
  keepLatencies?: boolean;
};
/**
 * People working at once, each on its own record: each sends `bodies` in turn, one call after the
 * answer to the one before (as a screen saving a person's changes does). The first `warmUp` calls of
 * each person are not timed.
 */
export type PeopleRequest = {
  url: string;
  method: string;
  people: { path: string; token: string }[];
  bodies: unknown[];
  warmUp: number;
};
export type PeopleResult = { latencies: number[]; seconds: number };
export type DriveResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** From the first call sent to the last answer of the timed run. */
  seconds: number;
  latencies?: number[];
};
export type Driver = {
  drive(request: DriveRequest): Promise<DriveResult>;
  people(request: PeopleRequest): Promise<PeopleResult>;
  stop(): void;
};

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

async function drive(request: DriveRequest): Promise<DriveResult> {
  const { default: autocannon } = await import('autocannon');
  const latencies: number[] = [];
  let errors = 0;
  /** Resolves with the seconds from the start to the last answer. */
  const run = (seconds: number, record: boolean) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      let lastAnswer = started;
      const instance = autocannon(
        {
          url: request.url + request.path,
          connections: request.connections,
          duration: seconds,
          headers: { authorization: `Bearer ${request.token}`, 'accept-language': 'en' },
        },
        (error) => (error ? reject(error) : resolve((lastAnswer - started) / 1000)),
      );
      instance.on('response', (_client, statusCode, _bytes, responseTime) => {
        lastAnswer = performance.now();
        if (!record) return;
        if (statusCode !== 200) errors += 1;
        latencies.push(responseTime);
      });
    });
  const warmUp = request.warmUpSeconds ?? 1;
  if (warmUp > 0) await run(warmUp, false); // plans cached, connections open
  const seconds = await run(request.seconds, true);
  latencies.sort((a, b) => a - b);
  return {
    ...summary(latencies, seconds, errors),
    ...(request.keepLatencies ? { latencies } : {}),
  };
}

function summary(sortedLatencies: number[], seconds: number, errors: number): DriveResult {
  return {
    requests: sortedLatencies.length,
    rps: sortedLatencies.length / seconds,
    p50: percentile(sortedLatencies, 0.5),
    p95: percentile(sortedLatencies, 0.95),
    p99: percentile(sortedLatencies, 0.99),
    errors,
    seconds,
  };
}

/** One result for runs of the same load, each with its latencies. */
export function mergeRuns(runs: readonly DriveResult[]): DriveResult {
  const latencies = runs.flatMap((run) => run.latencies ?? []).sort((a, b) => a - b);
  const total = (of: (run: DriveResult) => number) => runs.reduce((sum, run) => sum + of(run), 0);
  return summary(
    latencies,
    total((run) => run.seconds),
    total((run) => run.errors),
  );
}

/**
 * People as autocannon connections: each connection is one person, sending that person's calls in
 * turn (one at a time, the next after the answer). autocannon costs the shared cores far less than
 * `fetch` did (27% of a core at 50 people), which the API and PostgreSQL then have.
 */
async function drivePeople(request: PeopleRequest): Promise<PeopleResult> {
  const { default: autocannon } = await import('autocannon');
  const run = (perPerson: number, onResponse?: (ms: number) => void) =>
    new Promise<number>((resolve, reject) => {
      let next = 0;
      const started = performance.now();
      // autocannon ends a run at its next one-second tick: the time is taken at the last answer.
      let lastAnswer = started;
      let failures = 0;
      const instance = autocannon(
        {
          url: request.url,
          connections: request.people.length,
          amount: request.people.length * perPerson,
          setupClient: (client) => {
            const person = request.people[next++ % request.people.length]!;
            client.setRequests(
              request.bodies.map((body) => ({
                method: request.method,
                path: person.path,
                headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
                body: JSON.stringify(body),
              })),
            );
          },
        },
        (error, result) => {
          if (error) reject(error);
          else if (failures > 0 || result.errors > 0)
            reject(new Error(`${failures + result.errors} calls were not answered with a success`));
          else resolve((lastAnswer - started) / 1000);
        },
      );
      instance.on('response', (_client, statusCode, _bytes, ms) => {
        if (statusCode >= 300) failures += 1;
        lastAnswer = performance.now();
        onResponse?.(ms);
      });
    });
  await run(request.warmUp); // connections open, statement plans cached
  const latencies: number[] = [];
  const seconds = await run(request.bodies.length - request.warmUp, (ms) => latencies.push(ms));
  return { latencies, seconds };
}

/** Forks the driver; each call waits for the one before it (one load at a time). */
export function startDriver(): Driver {
  const child = fork(__filename, ['--drive'], { stdio: 'inherit' });
  const ask = <Result>(message: { drive?: DriveRequest; people?: PeopleRequest }) =>
    new Promise<Result>((resolve, reject) => {
      child.once('message', (answer: { result?: Result; error?: string }) =>
        answer.result ? resolve(answer.result) : reject(new Error(answer.error)),
      );
      child.send(message);
    });
  return {
    drive: (request) => ask({ drive: request }),
    people: (request) => ask({ people: request }),
    stop: () => child.kill(),
  };
}

if (process.argv[2] === '--drive') {
  process.on('message', (message: { drive?: DriveRequest; people?: PeopleRequest }) => {
    const work = message.people ? drivePeople(message.people) : drive(message.drive!);
    work.then(
      (result) => process.send?.({ result }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
}
