import { createTestDatabase, type TestDatabase } from '../../../../../test-support/test-database';
import { ProjectionLeadership } from './projection-leadership';

/** Who runs the projections when several processes may (issue 18 §4): one, and another on its death. */
describe('the projections leadership', () => {
  let database: TestDatabase;
  const leaderships: ProjectionLeadership[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('leadership');
  });
  afterAll(async () => {
    await Promise.all(leaderships.map((one) => one.stop()));
    await database.drop();
  });

  function candidate(name: string, log: string[]): ProjectionLeadership {
    const leadership = new ProjectionLeadership(
      database.url,
      {
        elected: () => Promise.resolve(void log.push(`${name} elected`)),
        deposed: () => Promise.resolve(void log.push(`${name} deposed`)),
      },
      100,
    );
    leaderships.push(leadership);
    return leadership;
  }

  async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('The condition never held');
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  it('elects one process, and the one waiting takes over when the leader’s session dies', async () => {
    const log: string[] = [];
    const first = candidate('first', log);
    const second = candidate('second', log);

    await first.campaign();
    await second.campaign();
    expect(first.isLeader).toBe(true);
    expect(second.isLeader).toBe(false);
    expect(log).toEqual(['first elected']);

    // The leader's process dies: PostgreSQL ends its session, and with it the lock.
    await database.pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    );
    await until(() => second.isLeader);
    await until(() => log.includes('first deposed'));
    expect(first.isLeader).toBe(false);
    expect(log.filter((entry) => entry.endsWith('elected'))).toEqual(['first elected', 'second elected']);

    // The old leader comes back as the one waiting, not as a second leader.
    await new Promise((done) => setTimeout(done, 400));
    expect(first.isLeader).toBe(false);
  });

  it('hands over when the leader stops on purpose', async () => {
    await Promise.all(leaderships.map((one) => one.stop()));
    const log: string[] = [];
    const a = candidate('a', log);
    const b = candidate('b', log);
    await a.campaign();
    await b.campaign();
    expect([a.isLeader, b.isLeader]).toEqual([true, false]);

    await a.stop();
    await until(() => b.isLeader);
    expect(log).toEqual(['a elected', 'a deposed', 'b elected']);
  });
});
