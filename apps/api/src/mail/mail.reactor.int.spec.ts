import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { loadConfig } from '@artisans/platform';
import { testEvent } from '../../../../test-support/events';
import { SmtpSink } from '../../../../test-support/smtp-sink';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
} from '../../../../test-support/test-database';
import { buildApps, WorkerProcess } from '../../../../test-support/worker-process';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import type { Projection } from '../infrastructure/projections/projection';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { createMailJobIndex, type MailJobIndex } from './mail-job-index';
import { createMailQueue, type MailQueue } from './mail-queue';
import { MailRules, type MailRule } from './mail-rules';
import { createMailReactor, MAIL_REACTOR } from './mail.reactor';

type InvitationSent = {
  artisanId: string;
  email: string;
  firstName: string;
  language: string;
  inviterName: string;
  hash: string;
};
type ReviewRequested = {
  artisanId: string;
  artisanName: string;
  reviewers: { email: string; firstName: string; language: string }[];
};

const invitationRule: MailRule<'TestArtisanInvited', InvitationSent> = {
  eventType: 'TestArtisanInvited',
  toMails: ({ data }) => [
    {
      template: 'artisan-invitation',
      to: data.email,
      language: data.language,
      params: {
        firstName: data.firstName,
        inviterName: data.inviterName,
        link: `https://artisans.example.org/${data.language}/artisan-login?hashInvite=${data.hash}`,
      },
    },
  ],
};

const reviewRule: MailRule<'TestReviewRequested', ReviewRequested> = {
  eventType: 'TestReviewRequested',
  toMails: ({ data }) =>
    data.reviewers.map((reviewer) => ({
      template: 'evaluation-endorsement-request' as const,
      to: reviewer.email,
      language: reviewer.language,
      params: {
        firstName: reviewer.firstName,
        artisanName: data.artisanName,
        link: 'https://artisans.example.org/en/login',
      },
    })),
};

async function jobCounts(queue: MailQueue): Promise<Record<string, number>> {
  const counts = await queue.getJobCounts('waiting', 'active', 'completed', 'failed', 'delayed');
  return { ...counts, total: Object.values(counts).reduce((sum, n) => sum + n, 0) };
}

describe('mail reactor: event store -> queue -> worker -> SMTP', () => {
  const prefix = `test-mail-reactor-${randomUUID().slice(0, 8)}`;
  let database: TestDatabase;
  let store: PostgresEventStore;
  let queue: MailQueue;
  let redis: Redis;
  let index: MailJobIndex;
  let sink: SmtpSink;
  let reactor: Projection;
  let runner: ProjectionRunner;
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    buildApps();
    database = await createTestDatabase('mail_reactor');
    store = new PostgresEventStore(database.pool, database.url);
    queue = createMailQueue(loadConfig({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix }));
    sink = await SmtpSink.start();
    const rules = new MailRules();
    rules.register(invitationRule, reviewRule);
    redis = new Redis(TEST_REDIS_URL);
    index = createMailJobIndex(redis, prefix);
    reactor = createMailReactor(rules, queue, index);
    runner = new ProjectionRunner(store, database.db, [reactor]);
  }, 120_000);

  afterAll(async () => {
    await worker?.stop();
    await queue.obliterate({ force: true });
    await queue.close();
    for (const key of await redis.keys(`${prefix}:*`)) await redis.del(key);
    redis.disconnect();
    await sink.close();
    await store.close();
    await database.drop();
  });

  it('enqueues one job per mail (job id = event id) and a worker sends each exactly once, replays included', async () => {
    const invitedArtisan = randomUUID();
    const reviewedArtisan = randomUUID();
    const invited = testEvent('TestArtisanInvited', {
      artisanId: invitedArtisan,
      email: 'marie.curie@example.org',
      firstName: 'Marie',
      language: 'fr',
      inviterName: 'Paolo Rossi',
      hash: 'inv-123',
    } satisfies InvitationSent);
    const unrelated = testEvent('TestSomethingElse', {});
    const review = testEvent('TestReviewRequested', {
      artisanId: reviewedArtisan,
      artisanName: 'Iva Horvat',
      reviewers: [
        { email: 'anna@example.org', firstName: 'Anna', language: 'de' },
        { email: 'sven@example.org', firstName: 'Sven', language: 'da' },
      ],
    } satisfies ReviewRequested);
    await store.appendToStream(`artisan-${randomUUID()}`, [invited, unrelated], 'no_stream');
    await store.appendToStream(`evaluation-${randomUUID()}`, [review], 'no_stream');

    // Readers see an event once every older transaction of the cluster has ended (no skipped late
    // commits): other test files' transactions may delay that a little.
    const deadline = Date.now() + 20_000;
    while ((await store.readAll({ after: '', limit: 10 })).length < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }

    // A batch that enqueues and then dies before its checkpoint commits...
    const crashing: Projection = {
      ...reactor,
      apply: async (events, trx) => {
        await reactor.apply(events, trx);
        throw new Error('crash before the checkpoint commits');
      },
    };
    await expect(runner.runBatch(crashing)).rejects.toThrow('crash before the checkpoint commits');
    expect(await jobCounts(queue)).toMatchObject({ waiting: 3, total: 3 });

    // ...is applied again: nothing is enqueued twice.
    expect(await runner.catchUp(reactor)).toBe(3);
    expect(await jobCounts(queue)).toMatchObject({ waiting: 3, total: 3 });
    expect((await queue.getJob(invited.id))?.data).toMatchObject({
      template: 'artisan-invitation',
      eventId: invited.id,
    });
    expect((await queue.getJob(`${review.id}.0`))?.data.to).toBe('anna@example.org');
    expect((await queue.getJob(`${review.id}.1`))?.data.to).toBe('sven@example.org');
    // Each job is filed under the artisan its event is about, for the artisan's erasure to find.
    expect(await index.jobsOf(invitedArtisan)).toEqual([invited.id]);
    expect((await index.jobsOf(reviewedArtisan)).sort()).toEqual([`${review.id}.0`, `${review.id}.1`]);

    worker = await WorkerProcess.start({
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: prefix,
      SMTP_URL: sink.url,
    });
    const mails = await sink.waitForMessages(3);
    const byRecipient = Object.fromEntries(mails.map((mail) => [mail.to[0], mail]));
    expect(byRecipient['marie.curie@example.org']?.subject).toBe(
      'Paolo Rossi vous invite sur Artisans of Excellence',
    );
    expect(byRecipient['marie.curie@example.org']?.text).toContain(
      'https://artisans.example.org/fr/artisan-login?hashInvite=inv-123',
    );
    expect(byRecipient['anna@example.org']?.subject).toBe('Ihre Befürwortung für Iva Horvat wird erbeten');
    expect(byRecipient['sven@example.org']?.subject).toBe('Anmodning om godkendelse af Iva Horvat');
    const completedBy = Date.now() + 10_000;
    while (((await jobCounts(queue)).completed ?? 0) < 3 && Date.now() < completedBy)
      await new Promise((r) => setTimeout(r, 50));
    expect(await jobCounts(queue)).toMatchObject({ completed: 3, total: 3 });

    // A replay from position 0 (checkpoint reset) finds every job id taken: nothing more is sent.
    await sql`UPDATE projection_checkpoints SET position = '' WHERE name = ${MAIL_REACTOR}`.execute(
      database.db,
    );
    expect(await runner.catchUp(reactor)).toBe(3);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await jobCounts(queue)).toMatchObject({ completed: 3, total: 3 });
    expect(sink.messages).toHaveLength(3);
  }, 60_000);
});
