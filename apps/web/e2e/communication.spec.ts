import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bearer, createArtisan, staffToken } from './api-fixtures';
import {
  choose,
  expectAccessible,
  expectNoHorizontalScroll,
  MAIL_DIR,
  mailsSoFar,
  pathOf,
  screenshot,
  screenshotOf,
  staffLogin,
  uniqueEmail,
} from './support';

/** Issue 17: the communication tool on the web, and the newsletter's unsubscribe link. */

const LITHUANIA = 440;
const AUDIENCE = { artisans: { countries: [LITHUANIA] }, staff: null };

type Mail = { subject: string; text: string };

/** The newest mail to `to` whose subject is `subject`, among the files not in `before`. */
async function waitForMailWithSubject(
  to: string,
  subject: string,
  before: ReadonlySet<string>,
): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    let names: string[] = [];
    try {
      names = readdirSync(MAIL_DIR).filter((name) => name.endsWith('.eml'));
    } catch {
      names = [];
    }
    for (const name of names) {
      const file = join(MAIL_DIR, name);
      if (before.has(file)) continue;
      const mail = await simpleParser(readFileSync(file));
      const recipients = Array.isArray(mail.to)
        ? mail.to.map((a) => a.text).join(' ')
        : (mail.to?.text ?? '');
      if (recipients.includes(to) && mail.subject === subject) return { subject, text: mail.text ?? '' };
    }
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`No mail "${subject}" for ${to}`);
}

/** An artisan in Lithuania who accepts news, reading `language` (POST /api/artisans). */
async function newsReader(request: APIRequestContext, admin: string, lastName: string, language: string) {
  return createArtisan(request, admin, {
    firstName: 'Rūta',
    lastName,
    country: LITHUANIA,
    email: uniqueEmail('news'),
    other: { isReceiveNews: true, language },
  });
}

async function expectedRecipients(request: APIRequestContext, admin: string): Promise<number> {
  const answer = await request.post('/api/campaigns/audience', {
    headers: bearer(admin),
    data: { audience: AUDIENCE },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { total: number }).total;
}

/**
 * axe over the editor. The preview is a sandboxed frame where no script runs, axe's included, so
 * axe runs in legacy mode, which does not open a page of its own to gather the frames' results.
 */
async function expectEditorAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .exclude('iframe[sandbox]')
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function writeMessage(page: Page, language: string, subject: string, body: string) {
  await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
  await page.getByLabel(`Subject (${language})`).fill(subject);
  await page.getByLabel(`Text (${language})`).fill(body);
}

test.describe('communication tool', () => {
  test('an admin sends a campaign in two languages to a filtered audience and watches it reach the end; an artisan unsubscribes from the mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const admin = await staffToken(request, 'admin@demo.test');
    const french = await newsReader(request, admin, 'Jonaitė', 'fr');
    const english = await newsReader(request, admin, 'Kazlauskas', 'en');
    const expected = await expectedRecipients(request, admin);
    expect(expected).toBeGreaterThanOrEqual(2);
    const tag = Date.now().toString(36);
    const subjects = { en: `Spring news ${tag}`, fr: `Nouvelles du printemps ${tag}` };

    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/communication');
    await expect(page.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible();

    // Two languages; English stays whatever is chosen.
    await choose(page, page.getByRole('combobox', { name: 'Languages' }), 'Fran', 'Français');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tab')).toHaveText(['English', 'Français']);

    // Sending before writing names what is missing, language by language.
    await page.getByRole('button', { name: 'Send…' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Before sending' })).toContainText(
      'Write the subject in English.',
    );

    await writeMessage(page, 'English', subjects.en, 'Dear artisans,\n\nThe spring fair opens soon.');
    // Formatting from the keyboard: the selected word becomes bold.
    const body = page.getByLabel('Text (English)');
    await body.focus();
    await body.evaluate((element: HTMLTextAreaElement) => element.setSelectionRange(20, 26));
    await page.keyboard.press('Control+B');
    await expect(body).toHaveValue('Dear artisans,\n\nThe <strong>spring</strong> fair opens soon.');
    // A link through the toolbar.
    await body.evaluate((element: HTMLTextAreaElement) =>
      element.setSelectionRange(element.value.length, element.value.length),
    );
    await page.getByRole('button', { name: 'Link…' }).click();
    await page.getByLabel('Link address').fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Insert' }).click();
    await expect(page.getByText('Enter a full address starting with https://.')).toBeVisible();
    await page.getByLabel('Link address').fill('https://www.homofaber.com');
    await page.getByLabel('Text of the link').fill('Homo Faber');
    await page.getByRole('button', { name: 'Insert' }).click();
    await expect(body).toHaveValue(/<a href="https:\/\/www\.homofaber\.com">Homo Faber<\/a>$/);
    await expect(
      page
        .frameLocator('iframe[title="Preview of the message in English"]')
        .getByRole('link', { name: 'Homo Faber' }),
    ).toBeVisible();
    await writeMessage(
      page,
      'Français',
      subjects.fr,
      'Chers artisans,\n\nLa foire de printemps ouvre bientôt.',
    );

    // The audience: artisans who accept news in Lithuania.
    await choose(page, page.getByRole('combobox', { name: 'Countries', exact: true }), 'Lithu', 'Lithuania');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('recipient-count')).toHaveText(
      `Recipients: ${expected} (${expected} artisans, 0 staff members)`,
    );

    // A test to oneself, one mail a language.
    const beforeTest = mailsSoFar();
    await page.getByRole('button', { name: 'Send a test to me' }).click();
    await expect(page.getByTestId('test-sent')).toHaveText('The test is on its way to your address.');
    await waitForMailWithSubject('admin@demo.test', subjects.en, beforeTest);
    await waitForMailWithSubject('admin@demo.test', subjects.fr, beforeTest);
    await screenshot(page, 'communication-compose');

    // Sending asks first, naming the number of recipients.
    const beforeSend = mailsSoFar();
    await page.getByRole('button', { name: 'Send…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the campaign?' });
    await expect(dialog).toContainText(`The campaign will be sent now to ${expected} recipients.`);
    await screenshot(page, 'communication-confirm', false);
    await dialog.getByRole('button', { name: `Send to ${expected} recipients` }).click();

    // The campaign page: the progress goes to the end by itself.
    await expect(page).toHaveURL(/\/en\/communication\/campaigns\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: subjects.en, level: 1 })).toBeVisible();
    await expect(page.getByTestId('campaign-status')).toContainText('Finished on', { timeout: 60_000 });
    await expect(page.getByTestId('figure-sent')).toHaveText(String(expected));
    await expect(page.getByTestId('figure-waiting')).toHaveText('0');
    await expect(page.getByTestId('figure-failed')).toHaveText('0');
    await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
      'aria-valuenow',
      String(expected),
    );
    await expectAccessible(page);
    await screenshot(page, 'communication-campaign-finished');

    // The history shows it with its figures.
    await page.getByRole('link', { name: 'Back to the communication tool' }).click();
    const row = page.getByTestId('campaign-row').filter({ hasText: subjects.en });
    await expect(row).toContainText('Finished');
    await expect(row.getByTestId('figure-sent')).toHaveText(String(expected));

    // Each reader gets their language; the French one unsubscribes from the mail's link.
    await waitForMailWithSubject(english.email, subjects.en, beforeSend);
    const mail = await waitForMailWithSubject(french.email, subjects.fr, beforeSend);
    const link = /https?:\/\/\S+\/fr\/unsubscribe\/[\w.-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/unsubscribe/'))
        posts.push(request.url());
    });
    await page.goto(pathOf(link ?? ''));
    await expect(
      page.getByRole('heading', { name: "Se désabonner de la lettre d'information" }),
    ).toBeVisible();
    expect(posts).toEqual([]); // opening the link unsubscribes no one
    await screenshot(page, 'unsubscribe-ask');
    await page.getByRole('button', { name: 'Me désabonner' }).click();
    await expect(page.getByTestId('unsubscribe-outcome')).toContainText('Vous êtes désabonné.');
    expect(posts).toHaveLength(1);
    await screenshot(page, 'unsubscribe-done');
    const profile = await request.get(`/api/artisans/${french.id}`, { headers: bearer(admin) });
    expect(((await profile.json()) as { isReceiveNews: boolean }).isReceiveNews).toBe(false);
  });

  test('an unsubscribe link that is not ours says so', async ({ page }) => {
    await page.goto('/en/unsubscribe/not-a-token');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByTestId('unsubscribe-outcome')).toContainText(
      'This unsubscribe link is not valid.',
    );
  });

  test('the tool works 360 px wide and with the keyboard', async ({ page }) => {
    test.setTimeout(90_000); // axe over the whole form is slow on a loaded machine
    await page.setViewportSize({ width: 360, height: 780 });
    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/communication');
    await expect(page.getByRole('heading', { name: 'Newsletters', level: 1 })).toBeVisible();
    await page.getByLabel('Subject (English)').focus();
    await page.keyboard.type('Keyboard only');
    await page.keyboard.press('Tab');
    // The toolbar comes next, then the text.
    await expect(page.getByRole('button', { name: 'Bold' })).toBeFocused();
    await page.getByLabel('Text (English)').focus();
    await page.keyboard.type('Hello');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('Control+I');
    await expect(page.getByLabel('Text (English)')).toHaveValue('<em>Hello</em>');
    await expectNoHorizontalScroll(page);
    await expectEditorAccessible(page);
    const preview = page.locator('iframe[title="Preview of the message in English"]');
    await expect(preview.contentFrame().locator('em')).toHaveText('Hello');
    await screenshotOf(preview, 'communication-preview-360');
    await screenshot(page, 'communication-360');
  });
});
