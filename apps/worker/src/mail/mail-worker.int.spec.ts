import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoggerService } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { loadConfig, type MailJob } from '@artisans/platform';
import { waitForJobState } from '../../../../test-support/queue-jobs';
import { SmtpSink } from '../../../../test-support/smtp-sink';
import { TEST_REDIS_URL } from '../../../../test-support/test-database';
import { listFailedMailJobs, retryFailedMailJobs } from './failed-mail-jobs';
import { openMailQueue, type MailQueue } from './mail-queue';
import { startMailWorker, type MailWorker } from './mail-worker';

const PREFIX = `test-mail-worker-${randomUUID().slice(0, 8)}`;

const logs: string[] = [];
const logger: LoggerService = {
  log: (message: string) => logs.push(`log ${message}`),
  warn: (message: string) => logs.push(`warn ${message}`),
  error: (message: string) => logs.push(`error ${message}`),
};

function config(overrides: Record<string, string>) {
  return loadConfig({ REDIS_URL: TEST_REDIS_URL, MAIL_LOCK_DURATION_MS: '5000', ...overrides });
}

const mailJob = (overrides: Partial<MailJob> = {}): MailJob => ({
  template: 'confirm-email',
  to: 'jeanne.dupont@example.org',
  language: 'fr',
  params: { firstName: 'Jeanne', link: 'https://artisans.example.org/fr/artisan-login?hashEmail=h4sh&id=7' },
  eventId: randomUUID(),
  ...overrides,
});

describe('mail worker over SMTP', () => {
  const prefix = `${PREFIX}-smtp`;
  let sink: SmtpSink;
  let queue: MailQueue;
  let worker: MailWorker;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    queue = openMailQueue({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix });
    worker = startMailWorker(config({ QUEUE_PREFIX: prefix, SMTP_URL: sink.url }), logger);
    await worker.worker.waitUntilReady();
  });

  afterAll(async () => {
    await worker.close(2000);
    await queue.obliterate({ force: true });
    await queue.close();
    await sink.close();
  });

  beforeEach(() => {
    sink.messages.length = 0;
    sink.accept();
  });

  it('delivers a mail in the recipient language, with HTML and text parts and the link', async () => {
    const data = mailJob({
      params: { firstName: 'Zoé <Atelier>', link: 'https://artisans.example.org/fr/x?h=1&y=2' },
    });
    await queue.add(data.template, data, { jobId: data.eventId });

    const [mail] = await sink.waitForMessages(1);
    expect(mail?.to).toEqual(['jeanne.dupont@example.org']);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.headers.get('content-language')).toBe('fr');
    expect(mail?.headers.get('message-id')).toBe(`<${data.eventId}@artisans.local>`);
    expect(mail?.text).toContain('Bonjour Zoé <Atelier>,');
    expect(mail?.text).toContain('https://artisans.example.org/fr/x?h=1&y=2');
    expect(mail?.text).toContain('10 minutes');
    expect(mail?.html).toContain('Zoé &lt;Atelier&gt;');
    expect(mail?.html).toContain('href="https://artisans.example.org/fr/x?h=1&amp;y=2"');
    expect(mail?.html).toContain('Artisans of Excellence');

    await waitForJobState(queue, data.eventId, 'completed');
    const job = await queue.getJob(data.eventId);
    expect(job?.returnvalue).toMatchObject({
      transport: 'smtp',
      messageId: `<${data.eventId}@artisans.local>`,
    });
    // Kept 30 days for deduplication, without the recipient's personal data.
    const deadline = Date.now() + 5000;
    while ((await queue.getJob(data.eventId))?.data.to !== 'j***@example.org' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const kept = await queue.getJob(data.eventId);
    expect(kept?.data).toMatchObject({ to: 'j***@example.org', params: {} });
  });

  it('sends a job id once, however often it is added', async () => {
    const data = mailJob({ language: 'jp' });
    await queue.add(data.template, data, { jobId: data.eventId });
    await waitForJobState(queue, data.eventId, 'completed');
    await queue.add(data.template, data, { jobId: data.eventId });
    await queue.addBulk([{ name: data.template, data, opts: { jobId: data.eventId } }]);
    await new Promise((r) => setTimeout(r, 500));
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]?.subject).toBe('メールアドレスの確認をお願いします');
  });

  it('retries a refused delivery with backoff, then keeps the job as failed and lists it', async () => {
    sink.refuseRecipients(451);
    const refusedBefore = sink.refused;
    const data = mailJob({ to: 'retry.me@example.org' });
    await queue.add(data.template, data, {
      jobId: data.eventId,
      attempts: 3,
      backoff: { type: 'exponential', delay: 50 },
    });

    await waitForJobState(queue, data.eventId, 'failed');
    expect(sink.refused - refusedBefore).toBe(3);
    expect(sink.messages).toHaveLength(0);

    const failed = await listFailedMailJobs(queue);
    expect(failed).toContainEqual({
      id: data.eventId,
      template: 'confirm-email',
      to: 'r***@example.org',
      attempts: 3,
      lastError: expect.stringContaining('451') as unknown as string,
      failedAt: expect.any(Date) as unknown as Date,
    });
    expect(logs.some((line) => line.startsWith('error') && line.includes('failed for good after 3/3'))).toBe(
      true,
    );

    // Once the server accepts again, --retry sends it.
    sink.accept();
    expect(await retryFailedMailJobs(queue)).toContain(data.eventId);
    const [mail] = await sink.waitForMessages(1);
    expect(mail?.to).toEqual(['retry.me@example.org']);
    await waitForJobState(queue, data.eventId, 'completed');
  });

  it('fails at once, without retrying, when the recipient is refused for good or the data is unusable', async () => {
    sink.refuseRecipients(550);
    const refused = mailJob({ to: 'nobody@example.org' });
    const broken = mailJob({ params: { link: 'https://x.example.org' } }); // no firstName
    await queue.add(refused.template, refused, {
      jobId: refused.eventId,
      attempts: 5,
      backoff: { type: 'fixed', delay: 50 },
    });
    await queue.add(broken.template, broken, {
      jobId: broken.eventId,
      attempts: 5,
      backoff: { type: 'fixed', delay: 50 },
    });

    await waitForJobState(queue, refused.eventId, 'failed');
    await waitForJobState(queue, broken.eventId, 'failed');
    const failed = await listFailedMailJobs(queue);
    expect(failed.find((job) => job.id === refused.eventId)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('550'),
    });
    expect(failed.find((job) => job.id === broken.eventId)).toMatchObject({
      attempts: 1,
      lastError: expect.stringContaining('firstName'),
    });
  });
});

describe('mail worker without SMTP_URL', () => {
  const prefix = `${PREFIX}-file`;
  let dir: string;
  let queue: MailQueue;
  let worker: MailWorker;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'artisans-mail-'));
    queue = openMailQueue({ REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: prefix });
    worker = startMailWorker(config({ QUEUE_PREFIX: prefix, MAIL_DIR: join(dir, 'mail') }), logger);
    await worker.worker.waitUntilReady();
  });

  afterAll(async () => {
    await worker.close(2000);
    await queue.obliterate({ force: true });
    await queue.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file named by time and event id, and logs it', async () => {
    const data = mailJob({
      template: 'reset-password',
      language: 'ru',
      params: { firstName: 'Ольга', link: 'https://a.example.org/r?hash=z' },
    });
    await queue.add(data.template, data, { jobId: data.eventId });
    await waitForJobState(queue, data.eventId, 'completed');

    const files = await readdir(join(dir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z_${data.eventId}\\.eml$`));
    const parsed = await simpleParser(await readFile(join(dir, 'mail', files[0] ?? '')));
    expect(parsed.subject).toBe('Сброс пароля');
    expect(parsed.text).toContain('Здравствуйте, Ольга!');
    expect(parsed.text).toContain('https://a.example.org/r?hash=z');
    expect(parsed.html).toContain('https://a.example.org/r?hash=z');
    expect(logs.some((line) => line.includes('"Сброс пароля" to jeanne.dupont@example.org written to'))).toBe(
      true,
    );
  });
});
