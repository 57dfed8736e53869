import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

export const SCREENSHOTS = join(here, '../test-results/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** Where the API started by playwright.config.ts writes its mails (MAIL_DIR, from the repo root). */
export const MAIL_DIR = resolve(here, '../../../var/browser-mail');

export const DEMO_PASSWORD = 'demo-password';

/** The first look after a navigation: the machine running the tests is shared, screens may be slow. */
export const LOADED = { timeout: 30_000 };

/**
 * Screenshots are for a person to look at, not assertions: CI, where no one looks, skips them
 * (a full-page capture of a long page took up to 30 s on its busy two cores). E2E_SCREENSHOTS=1
 * takes them there too.
 */
const TAKE_SCREENSHOTS = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

/** A PNG of the page (from the top: the fixed top bar would otherwise land mid-page) or the viewport. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** A PNG of one part of the page. */
export async function screenshotOf(part: Locator, name: string): Promise<void> {
  if (TAKE_SCREENSHOTS) await part.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** The locale files the page asked for, as "language/namespace", in order. */
export function recordLocaleRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json/.exec(new URL(request.url()).pathname);
    if (match?.[1] && match[2]) files.push(`${match[1]}/${match[2]}`);
  });
  return files;
}

/**
 * Nothing scrolls sideways once the layout has settled. After a resize, an open popover (a date
 * picker's calendar) is placed again a frame later: measured at once on a loaded machine, it still
 * stood where the wider window had put it (899 px to the right at 390 px wide).
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

/** Issue 5: axe finds no serious or critical violation. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.test`;
}

export type Mail = { subject: string; text: string; link: string };

function mailFiles(): string[] {
  return existsSync(MAIL_DIR)
    ? readdirSync(MAIL_DIR)
        .filter((name) => name.endsWith('.eml'))
        .map((name) => join(MAIL_DIR, name))
    : [];
}

/** The mails already written: `waitForMail` can then wait for one that comes after them. */
export function mailsSoFar(): ReadonlySet<string> {
  return new Set(mailFiles());
}

/**
 * The newest mail to `to` with a `linkParameter` link in the mail folder (the API without
 * SMTP_URL writes .eml files there), leaving out the files of `before`.
 */
export async function waitForMail(
  to: string,
  linkParameter: string,
  before: ReadonlySet<string> = new Set(),
): Promise<Mail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = mailFiles()
      .filter((file) => !before.has(file))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    for (const file of files) {
      const mail = await simpleParser(readFileSync(file));
      const recipients = Array.isArray(mail.to)
        ? mail.to.map((a) => a.text).join(' ')
        : (mail.to?.text ?? '');
      if (!recipients.includes(to)) continue;
      const text = mail.text ?? '';
      const link = new RegExp(`https?://\\S+[?&]${linkParameter}=[\\w-]+\\S*`).exec(text)?.[0];
      if (link) return { subject: mail.subject ?? '', text, link };
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`No mail with a ${linkParameter} link for ${to}`);
}

/** A mail link points at the API's public URL; the test opens the same path on its own server. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Picks an option of a Mantine searchable select by typing and clicking. Mantine hides the dropdown
 * while its field is out of view, and Playwright, scrolling to a hidden option, cannot bring the
 * field back (a busy CI once left the page scrolled to its top for four minutes): the field is
 * brought into view before each try.
 */
export async function choose(
  page: Page,
  combobox: Locator,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  await combobox.click();
  await combobox.fill(typed);
  const choice = page.getByRole('option', { name: option }).first();
  await expect(async () => {
    await combobox.scrollIntoViewIfNeeded();
    await choice.click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

export async function staffLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/en/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  const answered = page.waitForResponse((response) => response.url().endsWith('/user/login_check'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The app stores the session cookie, then leaves the login page: a test's next page.goto before
  // that would arrive signed out. A refused sign-in stays on the page, for the test to read why.
  if ((await answered).ok()) await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** An artisan signs in on the English artisan login page (signed out of any earlier session first). */
export async function artisanLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.context().clearCookies();
  await page.goto('/en/artisan-login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/artisan-home$/, { timeout: 30_000 });
}

/** At this size (a phone's) the page does not scroll sideways; a screenshot for a person to look at. */
export async function expectFitsWidth(
  page: Page,
  size: { width: number; height: number },
  name: string,
): Promise<void> {
  await page.setViewportSize(size);
  await expectNoHorizontalScroll(page);
  await screenshot(page, name);
}

/** Presses Tab until `target` has the focus: how a keyboard user reaches a field. */
export async function tabTo(page: Page, target: Locator, maxPresses = 40): Promise<void> {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The gzipped size of the JavaScript a page load fetched, in bytes. */
export function recordJavaScript(page: Page): () => Promise<number> {
  const responses: Promise<number>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return;
    responses.push(
      response
        .body()
        .then(async (body) => (await import('node:zlib')).gzipSync(body).length)
        .catch(() => 0),
    );
  });
  return async () => (await Promise.all(responses)).reduce((sum, size) => sum + size, 0);
}
