import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');
const TSC = resolve(ROOT, 'node_modules/typescript/bin/tsc');
export const WORKER_MAIN = resolve(ROOT, 'apps/worker/dist/main.js');

/**
 * Builds the worker app (and the libs it references) with `tsc -b`. Test files that run in
 * parallel share one lock so that two builds never write the same files at once.
 */
export function buildWorker(): void {
  const args = ['-b', 'apps/worker'];
  let result = spawnSync('flock', ['/tmp/artisans-worker-build.lock', process.execPath, TSC, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    result = spawnSync(process.execPath, [TSC, ...args], { cwd: ROOT, encoding: 'utf8' });
  }
  if (result.status !== 0) {
    throw new Error(`tsc -b apps/worker failed:\n${result.stdout}${result.stderr}`);
  }
}

/** The built worker (`node apps/worker/dist/main.js`) as a child process, as it runs in production. */
export class WorkerProcess {
  output = '';
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(private readonly child: ChildProcess) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = once(child, 'exit').then(([code, signal]) => ({
      code: code as number | null,
      signal: signal as NodeJS.Signals | null,
    }));
  }

  /** Starts a worker with these settings and waits until it consumes the mail queue. */
  static async start(env: Record<string, string>, readyTimeoutMs = 20_000): Promise<WorkerProcess> {
    const child = spawn(process.execPath, [WORKER_MAIN], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker = new WorkerProcess(child);
    await worker.waitForOutput(/Mail worker ready/, readyTimeoutMs);
    return worker;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  async waitForOutput(pattern: RegExp, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`Worker exited before printing ${pattern}:\n${this.output}`);
      }
      if (Date.now() > deadline) throw new Error(`Worker did not print ${pattern} in time:\n${this.output}`);
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
