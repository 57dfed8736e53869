import { expect, type APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer } from './api-fixtures';
import { MAIL_DIR } from './support';

/**
 * What the browser tests of the evaluation's mails share (issue 19): an evaluation sent through
 * the API, and a mail about one artisan read from the mail folder with the link of its button.
 */

const CRITERIA = [
  'tradition',
  'creativity',
  'savoirFaire',
  'innovation',
  'interpretation',
  'territory',
  'competence',
  'originality',
  'training',
  'talent',
  'authenticity',
] as const;

const ANSWERS = {
  q1: { points: 4, comment: 'Seen at the workshop in Lyon.' },
  q2: { points: 5, comment: 'Every piece is signed and dated.' },
  q3: { points: 3, comment: 'Trains one apprentice a year.' },
};

/** Answers, validates and sends the whole evaluation as the holder of `token`. */
export async function sendEvaluation(request: APIRequestContext, token: string, id: string): Promise<void> {
  for (const criterion of CRITERIA) {
    const path = `/api/artisans/${id}/evaluation/criteria/${criterion}`;
    const saved = await request.put(path, { headers: bearer(token), data: { answers: ANSWERS } });
    expect(saved.status(), await saved.text()).toBe(200);
    const validated = await request.post(`${path}/validate`, { headers: bearer(token), data: {} });
    expect(validated.status(), await validated.text()).toBe(200);
  }
  const sent = await request.post(`/api/artisans/${id}/evaluation/submit`, {
    headers: bearer(token),
    data: {},
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** A lifecycle step through the API (POST …/evaluation/{step}). */
export async function takeStep(
  request: APIRequestContext,
  token: string,
  id: string,
  step: string,
  data: Record<string, string> = {},
): Promise<void> {
  const answer = await request.post(`/api/artisans/${id}/evaluation/${step}`, {
    headers: bearer(token),
    data,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

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
