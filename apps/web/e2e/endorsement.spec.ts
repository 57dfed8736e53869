import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createArtisan, sendEvaluation, staffToken } from './api-fixtures';
import { pathAndQuery, waitForMailWith } from './evaluation-mails-support';
import { expectAccessible, expectNoHorizontalScroll, mailsSoFar, screenshot, staffLogin } from './support';

/**
 * Issue 19, part 2. The endorsement mail's link signs the network member in on the artisan's
 * profile (SPEC.md section 2), whose top says what is asked and leads to the evaluation; endorsing
 * asks for a confirmation and leaves a lasting mark of who endorsed it and when. Staff of another
 * country who may see the artisan read 'This evaluation is unavailable, please contact…' (section 8).
 */

const here = dirname(fileURLToPath(import.meta.url));
const profileTexts = (language: string) =>
  (
    JSON.parse(readFileSync(join(here, `../public/locales/${language}/artisan-profile.json`), 'utf8')) as {
      endorsement: { title: string; action: string };
    }
  ).endorsement;

const NETWORK = { email: 'network@demo.test', name: 'Nathalie Dubois' };

test('the endorsement mail leads the network member to the evaluation, which they endorse after confirming', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const hunter = await staffToken(request, 'hunter@demo.test');
  const artisan = await createArtisan(request, hunter, { firstName: 'Séverine', lastName: 'Marchal' });
  const name = `${artisan.firstName} ${artisan.lastName}`;
  const before = mailsSoFar();
  await sendEvaluation(request, hunter, artisan.id);

  // The mail says what is asked, and how the link gets there.
  const mail = await waitForMailWith(NETWORK.email, [`id=${artisan.id}`], before);
  expect(mail.subject).toBe(`Your endorsement is requested for ${name}`);
  expect(mail.text).toContain(`Your endorsement is requested for the evaluation of ${name}`);
  expect(mail.text).toContain(
    "opens the artisan's profile; the notice at its top leads you to the evaluation",
  );
  expect(mail.link.searchParams.get('endorseHash')).toMatch(/^[\w-]{43}$/);

  // Its link signs the member in and opens the profile, which says why they came.
  await page.goto(pathAndQuery(mail.link));
  await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/edit$`), { timeout: 30_000 });
  const notice = page.getByTestId('endorsement-request');
  // It asks the API whether this member's endorsement is awaited: a loaded machine takes a while.
  await expect(notice).toContainText('Your endorsement is requested for this evaluation', {
    timeout: 30_000,
  });
  await expect(notice).toContainText(`The evaluation of ${name} has been sent to the foundation.`);
  await expectAccessible(page);
  await screenshot(page, 'endorsement-request-profile');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice.getByRole('link', { name: 'Open the evaluation' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'endorsement-request-profile-390', false);
  await page.setViewportSize({ width: 1280, height: 900 });

  // In the member's language too.
  for (const language of ['fr', 'jp'] as const) {
    await page.goto(`/${language}/artisans/${artisan.id}/edit`);
    const texts = profileTexts(language);
    await expect(page.getByTestId('endorsement-request')).toContainText(texts.title, { timeout: 30_000 });
    await expect(page.getByTestId('endorsement-request').getByRole('link')).toHaveText(texts.action);
  }

  // The way to it: the evaluation, sent, with the endorsement to give.
  await page.goto(`/en/artisans/${artisan.id}/edit`);
  await page.getByTestId('endorsement-request').getByRole('link', { name: 'Open the evaluation' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/evaluation$`));
  const banner = page.getByTestId('endorse-banner');
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('endorsed-mark')).toHaveCount(0);

  // Endorsing asks first; "Not now" endorses nothing.
  await banner.getByRole('button', { name: 'Endorse the evaluation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endorse this evaluation?' });
  await expect(dialog).toContainText(`you confirm that you have read the evaluation of ${name}`);
  await expect(dialog).toContainText('An endorsement cannot be withdrawn.');
  await expectAccessible(page, '[role="dialog"]');
  await screenshot(page, 'endorsement-confirm', false);
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner).toBeVisible();
  const still = await request.get(`/api/artisans/${artisan.id}/evaluation`, {
    headers: { authorization: `Bearer ${await staffToken(request, 'admin@demo.test')}` },
  });
  expect(((await still.json()) as { endorsement: unknown }).endorsement).toBe(null);

  await banner.getByRole('button', { name: 'Endorse the evaluation' }).click();
  await dialog.getByRole('button', { name: 'Endorse', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The evaluation has been endorsed.' }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(banner).toHaveCount(0);
  const mark = page.getByTestId('endorsed-mark');
  await expect(mark).toHaveText(/^Endorsed by Nathalie Dubois on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  await expectAccessible(page);
  await screenshot(page, 'endorsed-mark');

  // The mark lasts: read again later, by the foundation as well.
  await page.reload();
  await expect(page.getByTestId('endorsed-mark')).toHaveText((await mark.textContent()) ?? '', {
    timeout: 30_000,
  });
  // Its profile no longer asks.
  await page.goto(`/en/artisans/${artisan.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Evaluation', exact: true })).toBeVisible();
  await expect(page.getByTestId('endorsement-request')).toHaveCount(0);

  await page.context().clearCookies();
  await staffLogin(page, 'committee@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto(`/en/artisans/${artisan.id}/evaluation`);
  await expect(page.getByTestId('endorsed-mark')).toContainText('Endorsed by Nathalie Dubois on', {
    timeout: 30_000,
  });
  await page.goto(`/en/artisans/${artisan.id}/analysis/edit`);
  await expect(page.getByTestId('decision-endorsement')).toContainText('Endorsed by Nathalie Dubois on', {
    timeout: 30_000,
  });
  // And in the history, with who and when.
  const entry = page.locator('[data-testid="history-entry"][data-type="EvaluationEndorsed"]');
  await expect(entry).toContainText('Nathalie Dubois (Network members)');
  await screenshot(page, 'endorsement-decision');
});

test('staff of another country who may see the artisan are told its evaluation is unavailable until it is endorsed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const hunter = await staffToken(request, 'hunter@demo.test');
  const artisan = await createArtisan(request, hunter, { firstName: 'Odile', lastName: 'Ferrand' });
  await sendEvaluation(request, hunter, artisan.id);

  // The Italian ambassador reads the French artisan's profile, not yet its evaluation.
  await staffLogin(page, 'ambassador@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto(`/en/artisans/${artisan.id}/edit?mode=see`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${artisan.firstName} ${artisan.lastName}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Evaluation', exact: true })).toHaveCount(0);
  await expect(page.getByTestId('endorsement-request')).toHaveCount(0);

  await page.goto(`/en/artisans/${artisan.id}/evaluation`);
  const unavailable = page.getByTestId('evaluation-unavailable');
  await expect(unavailable).toContainText('This evaluation is unavailable, please contact the foundation.', {
    timeout: 30_000,
  });
  await expect(unavailable).toContainText(
    "Staff of other countries can read an evaluation once a network member of the artisan's country has endorsed it.",
  );
  await expect(page.getByText('This record does not exist or was deleted.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'evaluation-unavailable');

  // In French too.
  await page.goto(`/fr/artisans/${artisan.id}/evaluation`);
  await expect(page.getByTestId('evaluation-unavailable')).toContainText(
    "Cette évaluation n'est pas disponible, veuillez contacter la fondation.",
    { timeout: 30_000 },
  );
});
