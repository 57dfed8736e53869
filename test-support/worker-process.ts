import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import type { SmtpSink } from './smtp-sink';
import type { TestApp } from './test-app';
import { TEST_REDIS_URL } from './test-database';

const ROOT = resolve(__dirname, '..');
const TSC = resolve(ROOT, 'node_modules/typescript/bin/tsc');
export const WORKER_MAIN = resolve(ROOT, 'apps/worker/dist/main.js');

/**
 * Builds apps (and the libs they reference) with `tsc -b`: the worker unless told others. Test
 * files that run in parallel share one lock so that two builds never write the same files at once.
 */
export function buildApps(projects: readonly string[] = ['apps/worker']): void {
  const args = ['-b', ...projects];
  let result = spawnSync('flock', ['/tmp/artisans-worker-build.lock', process.execPath, TSC, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    result = spawnSync(process.execPath, [TSC, ...args], { cwd: ROOT, encoding: 'utf8' });
  }
  if (result.status !== 0) {
    throw new Error(`tsc ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** A built entry point of the product (a role: API, projections, worker) as a child process. */
export class ProductProcess {
  output = '';
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  protected constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = once(child, 'exit').then(([code, signal]) => ({
      code: code as number | null,
      signal: signal as NodeJS.Signals | null,
    }));
  }

  /** Runs `script` (a path from the repository's root) with these settings until it prints `ready`. */
  static async run(
    script: string,
    env: Record<string, string>,
    ready: RegExp,
    readyTimeoutMs = 20_000,
  ): Promise<ProductProcess> {
    const started = new ProductProcess(ProductProcess.spawn(script, env));
    await started.waitForOutput(ready, readyTimeoutMs);
    return started;
  }

  protected static spawn(script: string, env: Record<string, string>): ChildProcess {
    return spawn(process.execPath, [resolve(ROOT, script)], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  async waitForOutput(pattern: RegExp, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`The process exited before printing ${pattern}:\n${this.output}`);
      }
      if (Date.now() > deadline)
        throw new Error(`The process did not print ${pattern} in time:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Sends the signal and resolves with how the process ended. */
  async kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }

  /** Graceful stop (SIGTERM); SIGKILL if it takes longer than `timeoutMs`. */
  async stop(timeoutMs = 15_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    try {
      return await this.kill('SIGTERM');
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The built worker (`node apps/worker/dist/main.js`) as a child process, as it runs in production. */
export class WorkerProcess extends ProductProcess {
  /** Starts a worker with these settings and waits until it consumes the mail queue. */
  static async start(env: Record<string, string>, readyTimeoutMs = 20_000): Promise<WorkerProcess> {
    const worker = new WorkerProcess(ProductProcess.spawn(WORKER_MAIN, env));
    await worker.waitForOutput(/Mail worker ready/, readyTimeoutMs);
    return worker;
  }

  /** A worker that sends this app's queued mails (its own queue prefix) to this SMTP sink. */
  static mailingTo(api: TestApp, sink: SmtpSink): Promise<WorkerProcess> {
    return WorkerProcess.start({
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: api.config.QUEUE_PREFIX,
      SMTP_URL: sink.url,
    });
  }
}

/**
 * Closes what a mailing suite started, in the order that leaves nothing waiting: the worker (it
 * reads the app's queue), the app, then the sink the worker mailed to. Each may be missing when
 * the suite's beforeAll failed before starting it.
 */
export async function closeMailingSuite(started: {
  worker: WorkerProcess | undefined;
  api: TestApp | undefined;
  sink: SmtpSink | undefined;
}): Promise<void> {
  await started.worker?.stop();
  await started.api?.close();
  await started.sink?.close();
}
