/**
 * The artisan e2e kit with its mails sent for real: through the built mail worker to an SMTP sink
 * in the test process (not a test file: no jest project matches its name).
 */
import { lateBound, startKit, type Kit } from './artisan-e2e-kit';
import { SmtpSink, type ReceivedMail } from './smtp-sink';
import { WorkerProcess, buildApps } from './worker-process';

export type MailKit = {
  kit: Kit;
  sink: SmtpSink;
  /**
   * The next mail to this address not taken yet (with this subject, where several mails to one
   * address may arrive in either order); waits up to 20 s.
   */
  nextMailTo(to: string, subject?: string): Promise<ReceivedMail>;
  close(): Promise<void>;
};

export async function startMailKit(): Promise<MailKit> {
  buildApps();
  const sink = await SmtpSink.start();
  const kit = await startKit();
  const worker = await WorkerProcess.mailingTo(kit.api, sink);
  const taken = new Set<ReceivedMail>();
  return {
    kit,
    sink,
    async nextMailTo(to, subject) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const mail = sink.messages.find(
          (m) => !taken.has(m) && m.to.includes(to) && (subject === undefined || m.subject === subject),
        );
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline)
          throw new Error(`No mail ${subject ? `"${subject}" ` : ''}to ${to} within 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await worker.stop();
      await kit.close();
      await sink.close();
    },
  };
}

/**
 * The mail kit of a describe block, started before its tests and closed after them, as suiteKit()
 * does for the plain kit: `const { mails, kit, sink } = suiteMailKit();`, each read from a hook or
 * a test.
 */
export function suiteMailKit(): { mails: MailKit; kit: Kit; sink: SmtpSink } {
  let started: MailKit | undefined;
  beforeAll(async () => {
    started = await startMailKit();
  });
  afterAll(() => started?.close());
  const current = (): MailKit => {
    if (!started) throw new Error('The suite mail kit is read before its beforeAll has started it');
    return started;
  };
  return {
    mails: lateBound(current),
    kit: lateBound(() => current().kit),
    sink: lateBound(() => current().sink),
  };
}

/** The button's link of a mail (the text part gives it after the button's label, above the signature). */
export function linkOf(mail: ReceivedMail): URL {
  const found = /https?:\/\/\S+/.exec(mail.text.split('\n-- \n')[0] ?? '')?.[0];
  if (!found) throw new Error(`No link in ${mail.subject}`);
  return new URL(found);
}
