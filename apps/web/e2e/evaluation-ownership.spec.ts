import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRANCE, bearer, createArtisan, createStaffAccount, staffToken } from './api-fixtures';
import { expectAccessible, screenshot, staffLogin } from './support';

/**
 * Issue 19, part 1: until it is sent, an evaluation is its evaluator's. Another staff member who may
 * see it (here a hunter of the same country) reads it, with no way to change or send it, and the
 * screen says who is writing it, in the reader's language.
 */

const here = dirname(fileURLToPath(import.meta.url));
const beingWritten = (language: string, name: string) =>
  (
    JSON.parse(readFileSync(join(here, `../public/locales/${language}/evaluation.json`), 'utf8')) as {
      banners: { beingWritten: string };
    }
  ).banners.beingWritten.replace('{{name}}', name);

const EVALUATOR = { email: 'hunter@demo.test', name: 'Lucía García' };
const PASSWORD = 'colleague-password';
const ANSWERS = {
  q1: { points: 4, comment: 'Water gilding on gesso, burnished with agate.' },
  q2: { points: 5, comment: 'Explains the origin of every motif.' },
  q3: { points: 3, comment: 'Keeps the last damask cards of the valley.' },
};

/** Nothing on the screen changes or sends the evaluation. */
async function expectReadOnly(page: Page) {
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Validate/ })).toHaveCount(0);
  await expect(page.getByTestId('send-evaluation')).toHaveCount(0);
  await expect(page.getByTestId('save-status')).toHaveCount(0);
}

test('a second staff member reads an unsent evaluation someone else started, and is told who writes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const hunter = await staffToken(page.request, EVALUATOR.email);
  const artisan = await createArtisan(page.request, hunter, {
    firstName: 'Claire',
    lastName: 'Dubois',
    country: FRANCE,
  });
  const started = await page.request.put(`/api/artisans/${artisan.id}/evaluation/criteria/tradition`, {
    headers: bearer(hunter),
    data: { answers: ANSWERS },
  });
  expect(started.status(), await started.text()).toBe(200);

  // A hunter of the same country, signed in on another computer.
  const colleague = await createStaffAccount(page.request, {
    role: 'ROLE_ARTISAN_HUNTER',
    password: PASSWORD,
    countries: [FRANCE],
  });
  await staffLogin(page, colleague.email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto(`/en/artisans/${artisan.id}/evaluation`);
  await expect(page.getByTestId('evaluation-status')).toHaveText('In progress', { timeout: 30_000 });
  await expect(page.getByTestId('being-written-banner')).toHaveText(
    'Being written by Lucía García; you can read it until it is sent.',
  );
  await expectReadOnly(page);
  // What the evaluator wrote can be read.
  const first = page.getByTestId('question-tradition-q1');
  await expect(first).toContainText('Most of the time');
  await expect(first).toContainText(ANSWERS.q1.comment);
  await expectAccessible(page);
  await screenshot(page, 'evaluation-being-written-desktop');

  // The notice is in the reader's language.
  for (const language of ['fr', 'de', 'jp'] as const) {
    await page.goto(`/${language}/artisans/${artisan.id}/evaluation`);
    await expect(page.getByTestId('being-written-banner')).toHaveText(
      beingWritten(language, EVALUATOR.name),
      { timeout: 30_000 },
    );
    await expectReadOnly(page);
  }

  // The API says the same to a direct call.
  const token = await staffToken(page.request, colleague.email, PASSWORD);
  const refused = await page.request.put(`/api/artisans/${artisan.id}/evaluation/criteria/tradition`, {
    headers: bearer(token),
    data: { answers: { q1: { points: 0, comment: 'Changed by a colleague' } } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    'Only the member who started this evaluation may change or send it until it is sent; you can read it.',
  );

  // The evaluator still writes it.
  const evaluatorContext = await browser.newContext();
  const evaluator = await evaluatorContext.newPage();
  await staffLogin(evaluator, EVALUATOR.email);
  await expect(evaluator).toHaveURL(/\/en\/home$/);
  await evaluator.goto(`/en/artisans/${artisan.id}/evaluation`);
  await expect(evaluator.getByTestId('question-tradition-q1').getByRole('radio')).toHaveCount(6, {
    timeout: 30_000,
  });
  await expect(evaluator.getByTestId('being-written-banner')).toHaveCount(0);
  await expect(evaluator.getByRole('button', { name: 'Validate and continue' })).toBeVisible();
  await evaluatorContext.close();
});
