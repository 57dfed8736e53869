import { CRITERION_IDS } from '@artisans/domain';
import { SmtpSink, type ReceivedMail } from '../../../../test-support/smtp-sink';
import { TEST_REDIS_URL } from '../../../../test-support/test-database';
import { WorkerProcess, buildWorker } from '../../../../test-support/worker-process';
import { startKit, type Kit } from '../artisans/profile/artisan-e2e-kit.spec';

const full = Object.fromEntries(
  ['q1', 'q2', 'q3'].map((question) => [question, { points: 4, comment: 'Seen at the workshop.' }]),
);

/** The mails of the evaluation's steps, read from a real SMTP sink through the real mail worker. */
describe('evaluation mails', () => {
  let kit: Kit;
  let sink: SmtpSink;
  let worker: WorkerProcess;
  const seen = new Set<ReceivedMail>();

  beforeAll(async () => {
    buildWorker();
    sink = await SmtpSink.start();
    kit = await startKit();
    worker = await WorkerProcess.start({
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: kit.api.config.QUEUE_PREFIX,
      SMTP_URL: sink.url,
    });
  });
  afterAll(async () => {
    await worker.stop();
    await kit.close();
    await sink.close();
  });

  /** The next mail to this address not looked at yet. */
  async function nextMailTo(to: string): Promise<ReceivedMail> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const mail = sink.messages.find((m) => !seen.has(m) && m.to.includes(to));
      if (mail) {
        seen.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`No mail to ${to} within 20 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const step = (id: string, rest: string, token: string, json: unknown = {}) =>
    kit.call('POST', `/api/artisans/${id}/evaluation${rest}`, token, { json });

  it('tells the artisan and its creator each step, and asks the network to endorse', async () => {
    const t = kit.tokens;
    const artisan = await kit.create(t.ROLE_ARTISAN_HUNTER, { email: 'lucia.ferri@atelier.test' });
    const name = `${String(artisan.firstName)} ${String(artisan.lastName)}`;
    for (const criterion of CRITERION_IDS) {
      await kit.call(
        'PUT',
        `/api/artisans/${artisan.id}/evaluation/criteria/${criterion}`,
        t.ROLE_ARTISAN_HUNTER,
        {
          json: { answers: full },
        },
      );
      await step(artisan.id, `/criteria/${criterion}/validate`, t.ROLE_ARTISAN_HUNTER);
    }

    expect((await step(artisan.id, '/submit', t.ROLE_ARTISAN_HUNTER)).status).toBe(200);
    const sent = await nextMailTo('lucia.ferri@atelier.test');
    expect(sent.subject).toBe(`The evaluation of ${name} has been sent to the foundation`);
    expect(sent.text).toMatch(/\/en\/artisan-login/);
    expect((await nextMailTo('hunter@demo.test')).text).toContain(`/en/artisans/${artisan.id}/evaluation`);
    // The French network member is asked to endorse, with a link that logs them in.
    const request = await nextMailTo('network@demo.test');
    expect(request.subject).toContain(name);
    expect(request.text).toMatch(new RegExp(`/login\\?endorseHash=[\\w-]+&id=${artisan.id}`));

    await step(artisan.id, '/endorse', t.ROLE_NETWORK_MEMBER);
    expect((await nextMailTo('hunter@demo.test')).subject).toBe(
      `The evaluation of ${name} has been endorsed`,
    );

    await step(artisan.id, '/review', t.ROLE_EXECUTIVE_COMMITTEE);
    await step(artisan.id, '/request-information', t.ROLE_EXECUTIVE_COMMITTEE, {
      missing: 'Photos of the three latest pieces',
    });
    expect((await nextMailTo('lucia.ferri@atelier.test')).text).toContain(
      'Photos of the three latest pieces',
    );
    expect((await nextMailTo('hunter@demo.test')).text).toContain('Photos of the three latest pieces');

    // Sent back to its evaluator, who alone sends it again: the network is asked once more.
    expect((await step(artisan.id, '/submit', t.ROLE_ADMIN)).status).toBe(403);
    expect((await step(artisan.id, '/submit', t.ROLE_ARTISAN_HUNTER)).status).toBe(200);
    await nextMailTo('lucia.ferri@atelier.test');
    await nextMailTo('hunter@demo.test');
    expect((await nextMailTo('network@demo.test')).subject).toContain(name);
    await step(artisan.id, '/endorse', t.ROLE_NETWORK_MEMBER);
    await nextMailTo('hunter@demo.test');
    await step(artisan.id, '/review', t.ROLE_EXECUTIVE_COMMITTEE);
    await step(artisan.id, '/decision', t.ROLE_EXECUTIVE_COMMITTEE, {
      decision: 'ACCEPTED',
      commentaryCommittee: 'Exceptional inlay work.',
      comments: 'CONFIDENTIAL: ask about the second workshop.',
    });
    const decision = await nextMailTo('lucia.ferri@atelier.test');
    expect(decision.subject).toBe(`${name} has been selected`);
    expect(decision.text).toContain('Exceptional inlay work.');
    expect(decision.text + decision.html).not.toContain('CONFIDENTIAL');
    expect((await nextMailTo('hunter@demo.test')).subject).toBe(`${name} has been selected`);
    // POST /evaluation-validated-email: the "sent" mail once more, on a sent evaluation only.
    expect(
      await kit.call('POST', '/evaluation-validated-email', t.ROLE_ARTISAN_HUNTER, {
        json: { id: artisan.id },
      }),
    ).toMatchObject({ status: 200, body: { message: 'The email was sent.' } });
    expect((await nextMailTo('lucia.ferri@atelier.test')).subject).toBe(
      `The evaluation of ${name} has been sent to the foundation`,
    );
    const fresh = await kit.create(t.ROLE_ARTISAN_HUNTER);
    expect(
      (
        await kit.call('POST', '/evaluation-validated-email', t.ROLE_ARTISAN_HUNTER, {
          json: { id: fresh.id },
        })
      ).status,
    ).toBe(409);
    expect(
      (await kit.call('POST', '/evaluation-validated-email', t.ROLE_ARTISAN, { json: { id: fresh.id } }))
        .status,
    ).toBe(403);
    // The mail sent again asks for no endorsement: the network was asked once per sending.
    expect(sink.messages.filter((m) => m.to.includes('network@demo.test'))).toHaveLength(2);
  });
});
