import { fork } from 'node:child_process';

/**
 * The HTTP load driver: autocannon in a child process, so that the load it generates does not
 * share an event loop with the API under test (which runs in the benchmark's own process).
 * `startDriver()` forks this very file; the child answers one `DriveRequest` at a time.
 */
export type DriveRequest = { url: string; path: string; token: string; seconds: number; connections: number };
export type DriveResult = {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};
export type Driver = { drive(request: DriveRequest): Promise<DriveResult>; stop(): void };

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

async function drive(request: DriveRequest): Promise<DriveResult> {
  const { default: autocannon } = await import('autocannon');
  const latencies: number[] = [];
  let errors = 0;
  const run = (seconds: number, record: boolean) =>
    new Promise<{ average: number }>((resolve, reject) => {
      const instance = autocannon(
        {
          url: request.url + request.path,
          connections: request.connections,
          duration: seconds,
          headers: { authorization: `Bearer ${request.token}`, 'accept-language': 'en' },
        },
        (error, result) => (error ? reject(error) : resolve(result.requests)),
      );
      if (record)
        instance.on('response', (_client, statusCode, _bytes, responseTime) => {
          if (statusCode !== 200) errors += 1;
          latencies.push(responseTime);
        });
    });
  await run(1, false); // warm-up: plans cached, connections open
  const requests = await run(request.seconds, true);
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: requests.average,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
  };
}

/** Forks the driver; each `drive` waits for the one before it (one load at a time). */
export function startDriver(): Driver {
  const child = fork(__filename, ['--drive'], { stdio: 'inherit' });
  return {
    drive: (request) =>
      new Promise((resolve, reject) => {
        child.once('message', (message: { result?: DriveResult; error?: string }) =>
          message.result ? resolve(message.result) : reject(new Error(message.error)),
        );
        child.send(request);
      }),
    stop: () => child.kill(),
  };
}

if (process.argv[2] === '--drive') {
  process.on('message', (message: DriveRequest) => {
    drive(message).then(
      (result) => process.send?.({ result }),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
}
