import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig, redisOptions, type AppConfig } from '@artisans/platform';
import { ensureRedis } from '../cli/preflight';
import { createMailQueue } from '../mail/mail-queue';

/**
 * Redis behind Sentinels (REDIS_SENTINELS): a real Sentinel, started here from the machine's
 * redis-server, watches the local Redis; the product's connections find the primary through it.
 */
const SENTINEL_PORT = 26400 + (process.pid % 500);
const PRIMARY_NAME = `artisans-test-${process.pid}`;

let sentinel: ChildProcess;
let folder: string;

async function sentinelAnswers(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const client = new Redis({ port: SENTINEL_PORT, lazyConnect: true, retryStrategy: () => null });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const primary = (await client.call('SENTINEL', 'get-master-addr-by-name', PRIMARY_NAME)) as
        string[] | null;
      if (primary?.[1] === '6379') return;
    } catch {
      // not listening yet
    } finally {
      client.disconnect();
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`The Sentinel on port ${SENTINEL_PORT} did not start`);
}

function sentinelConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    REDIS_SENTINELS: `127.0.0.1:${SENTINEL_PORT}`,
    REDIS_SENTINEL_NAME: PRIMARY_NAME,
    QUEUE_PREFIX: `sentinel-test-${process.pid}`,
    ...overrides,
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'sentinel-'));
  const file = join(folder, 'sentinel.conf');
  // A Sentinel rewrites its own file: it must be writable.
  writeFileSync(
    file,
    [
      `port ${SENTINEL_PORT}`,
      'bind 127.0.0.1',
      `dir ${folder}`,
      `sentinel monitor ${PRIMARY_NAME} 127.0.0.1 6379 1`,
    ].join('\n') + '\n',
  );
  sentinel = spawn('redis-server', [file, '--sentinel'], { stdio: 'ignore' });
  await sentinelAnswers();
});

afterAll(() => {
  sentinel?.kill();
  rmSync(folder, { recursive: true, force: true });
});

describe('Redis behind Sentinels', () => {
  it('passes the start-up check through the Sentinel', async () => {
    await expect(ensureRedis(sentinelConfig())).resolves.toBeUndefined();
  });

  it('names the Sentinels when they know no such primary', async () => {
    await expect(ensureRedis(sentinelConfig({ REDIS_SENTINEL_NAME: 'nobody' }))).rejects.toThrow(
      /Redis does not answer at the primary "nobody" of the Sentinels 127\.0\.0\.1:\d+/,
    );
  });

  it('reads and writes the primary the Sentinel names, as the API and the projections do', async () => {
    const config = sentinelConfig();
    const viaSentinel = new Redis(redisOptions(config));
    const direct = new Redis('redis://127.0.0.1:6379');
    const key = `${config.QUEUE_PREFIX}:probe`;
    try {
      await viaSentinel.set(key, 'through the sentinel', 'EX', 60);
      expect(await direct.get(key)).toBe('through the sentinel');
    } finally {
      await direct.del(key);
      viaSentinel.disconnect();
      direct.disconnect();
    }
  });

  it('queues a mail job through the Sentinel', async () => {
    const queue = createMailQueue(sentinelConfig());
    try {
      await queue.add('confirm-email', {
        template: 'confirm-email',
        to: 'someone@example.org',
        language: 'en',
        params: {},
        eventId: 'sentinel-test-event',
      });
      expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
