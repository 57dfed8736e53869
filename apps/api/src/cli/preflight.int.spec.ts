import { Client } from 'pg';
import { loadConfig } from '@artisans/platform';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from '../../../../test-support/test-database';
import { ensureDatabase, ensureRedis, StartupProblem } from './preflight';

describe('start-up preflight', () => {
  it('explains in one paragraph how to start PostgreSQL when it does not answer', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/artisans' });
    const problem = await ensureDatabase(config).catch((error: unknown) => error);
    expect(problem).toBeInstanceOf(StartupProblem);
    expect((problem as Error).message).toMatch(
      /^PostgreSQL does not answer at postgresql:\/\/postgres@127\.0\.0\.1:1\/artisans/,
    );
    expect((problem as Error).message).toContain('docker compose up -d postgres redis');
    expect((problem as Error).message).toContain('pg_ctlcluster');
    expect((problem as Error).message).not.toContain('\n');
  });

  it('explains how to start Redis when it does not answer', async () => {
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:1' });
    await expect(ensureRedis(config)).rejects.toThrow(
      /^Redis does not answer at redis:\/\/127\.0\.0\.1:1.*redis-server/,
    );
  });

  it('passes when Redis answers', async () => {
    await expect(ensureRedis(loadConfig({ REDIS_URL: TEST_REDIS_URL }))).resolves.toBeUndefined();
  });

  it('creates the database when the server answers but the database is missing', async () => {
    const name = `artisans_preflight_${Date.now()}`;
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    const config = loadConfig({ DATABASE_URL: url.toString() });
    try {
      await expect(ensureDatabase(config)).resolves.toEqual({ created: true });
      await expect(ensureDatabase(config)).resolves.toEqual({ created: false });
    } finally {
      url.pathname = '/postgres';
      const admin = new Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});
