import { randomUUID } from 'node:crypto';
import type { MailJob } from '@artisans/platform';
import { waitForJobState } from '../../../../test-support/queue-jobs';
import { SmtpSink } from '../../../../test-support/smtp-sink';
import { TEST_REDIS_URL } from '../../../../test-support/test-database';
import { buildApps, WorkerProcess } from '../../../../test-support/worker-process';
import { openMailQueue, type MailQueue } from './mail-queue';

const PREFIX = `test-mail-crash-${randomUUID().slice(0, 8)}`;
const LOCK_MS = 1500;
const STALLED_MS = 500;

/** The production worker as a process, killed with SIGKILL in the middle of an SMTP delivery. */
describe('mail worker crash', () => {
  let sink: SmtpSink;
  let queue: MailQueue;
  const workers: WorkerProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    buildApps();
    sink = await SmtpSink.start();
    queue = openMailQueue({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: PREFIX });
    env = {
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: PREFIX,
      SMTP_URL: sink.url,
      MAIL_LOCK_DURATION_MS: String(LOCK_MS),
      MAIL_STALLED_INTERVAL_MS: String(STALLED_MS),
    };
  }, 120_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.kill('SIGKILL')));
    await queue.obliterate({ force: true });
    await queue.close();
    await sink.close();
  });

  it('a job whose worker is killed mid-delivery is taken over and delivered exactly once', async () => {
    const first = await WorkerProcess.start(env);
    workers.push(first);
    sink.stallNextDeliveries(1);
    const data: MailJob = {
      template: 'account-created',
      to: 'crash.test@example.org',
      language: 'it',
      params: { firstName: 'Lucia', link: 'https://artisans.example.org/it/artisan-login' },
      eventId: randomUUID(),
    };
    await queue.add(data.template, data, { jobId: data.eventId });

    await sink.waitForStall(); // the worker has sent DATA and waits for the server's answer
    expect(await queue.getJobState(data.eventId)).toBe('active');
    const killed = await first.kill('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    expect(sink.messages).toHaveLength(0);

    const second = await WorkerProcess.start(env);
    workers.push(second);
    const [mail] = await sink.waitForMessages(1, 20_000);
    expect(mail?.to).toEqual(['crash.test@example.org']);
    expect(mail?.subject).toBe('Benvenuto/a su Artisans of Excellence');
    await waitForJobState(queue, data.eventId, 'completed');
    await second.waitForOutput(/was abandoned by a stopped worker/);

    // Several more lock periods and stalled checks: nothing is sent again.
    await new Promise((r) => setTimeout(r, LOCK_MS * 2 + STALLED_MS * 2));
    expect(sink.messages).toHaveLength(1);
    expect(sink.dataAttempts).toBe(2);

    // SIGTERM: the worker closes (lets running jobs finish) and exits.
    const stopped = await second.stop();
    expect(stopped.code === 0 || stopped.signal === 'SIGTERM').toBe(true);
  }, 60_000);
});
