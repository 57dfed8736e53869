import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_DIR } from './support';

/**
 * What the browser tests of the evaluation's mails share (issue 19): a mail about one artisan read
 * from the mail folder with the link of its button.
 */

export type ReadMail = { subject: string; text: string; html: string; link: URL };

/**
 * The first mail to `to` whose text contains every one of `needles`, among those written after
 * `before`; `link` is its button's (the first address of the text, above the signature). Other
 * tests mail the same demo staff at the same time: the needles tell this test's mail apart.
 */
export async function waitForMailWith(
  to: string,
  needles: readonly string[],
  before: ReadonlySet<string>,
): Promise<ReadMail> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const files = existsSync(MAIL_DIR)
      ? readdirSync(MAIL_DIR)
          .filter((name) => name.endsWith('.eml'))
          .map((name) => join(MAIL_DIR, name))
          .filter((file) => !before.has(file))
      : [];
    for (const file of files) {
      const mail = await simpleParser(readFileSync(file));
      const recipients = Array.isArray(mail.to)
        ? mail.to.map((a) => a.text).join(' ')
        : (mail.to?.text ?? '');
      const text = mail.text ?? '';
      if (!recipients.includes(to) || !needles.every((needle) => text.includes(needle))) continue;
      const link = /https?:\/\/\S+/.exec(text.split('\n-- \n')[0] ?? '')?.[0];
      if (!link) continue;
      return {
        subject: mail.subject ?? '',
        text,
        html: typeof mail.html === 'string' ? mail.html : '',
        link: new URL(link),
      };
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`No mail to ${to} containing ${needles.join(', ')}`);
}

/** The path and query of a mailed link: the test opens it on its own server. */
export const pathAndQuery = (link: URL) => `${link.pathname}${link.search}`;
