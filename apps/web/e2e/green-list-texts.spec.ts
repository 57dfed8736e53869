import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptInvitation, bearer, createArtisan, staffToken } from './api-fixtures';
import { expectNoHorizontalScroll, screenshot, staffLogin } from './support';

/**
 * Issue 15, the remaining parts: the artisan reaches "My Green List" from its home; staff reach an
 * artisan's Green List from the list and download it as PDF and Excel; an admin corrects a French
 * text of the Green List in the back office and validates it, and the artisan's wizard in French
 * shows the corrected text at once (no new release).
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
const PASSWORD = 'atelier-password';
const LOADED = { timeout: 30_000 };

/** The artisan's evaluation through the API: answered and sent by the hunter, endorsed, reviewed, accepted. */
async function select(request: APIRequestContext, id: string): Promise<void> {
  const hunter = await staffToken(request, 'hunter@demo.test');
  const network = await staffToken(request, 'network@demo.test');
  const admin = await staffToken(request, 'admin@demo.test');
  const evaluation = `/api/artisans/${id}/evaluation`;
  for (const criterion of CRITERIA) {
    const answers = Object.fromEntries(
      ['q1', 'q2', 'q3'].map((q) => [q, { points: 4, comment: `Vu à l'atelier (${criterion} ${q}).` }]),
    );
    const at = `${evaluation}/criteria/${criterion}`;
    expect((await request.put(at, { headers: bearer(hunter), data: { answers } })).status()).toBe(200);
    expect((await request.post(`${at}/validate`, { headers: bearer(hunter), data: {} })).status()).toBe(200);
  }
  for (const [step, token, data] of [
    ['submit', hunter, {}],
    ['endorse', network, {}],
    ['review', admin, {}],
    ['decision', admin, { decision: 'ACCEPTED', commentaryCommittee: 'Bienvenue' }],
  ] as const) {
    const response = await request.post(`${evaluation}/${step}`, { headers: bearer(token), data });
    expect(response.status(), `${step}: ${await response.text()}`).toBe(200);
  }
  await expect
    .poll(async () => (await request.get(`/api/green_lists/${id}`, { headers: bearer(admin) })).status(), {
      timeout: 20_000,
    })
    .toBe(200);
}

async function artisanLogin(page: Page, email: string, language = 'en'): Promise<void> {
  await page.context().clearCookies();
  await page.goto(`/${language}/artisan-login`);
  await page.getByLabel(/^(Email|E-mail|Adresse e-mail)/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)/).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${language}/artisan-home$`), LOADED);
}

test('an admin corrects and validates a French Green List text; the artisan reads it in the wizard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await staffToken(request, 'admin@demo.test');
  const artisan = await createArtisan(request, admin, {
    firstName: 'Claire',
    lastName: `Texte${Date.now()}`,
  });
  await acceptInvitation(request, admin, artisan, PASSWORD);

  // Before the selection the artisan already finds its Green List at home; it says why it is closed.
  await artisanLogin(page, artisan.email);
  const home = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(home.getByRole('link', { name: /My Green List/ })).toBeVisible(LOADED);
  await home.getByRole('link', { name: /My Green List/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/green-list$`), LOADED);
  await expect(page.getByRole('dialog')).toBeVisible(LOADED);

  await select(request, artisan.id);

  // The admin corrects the question p3 in French and validates it.
  const corrected = `Suivez-vous et réduisez-vous votre énergie ? (relu ${Date.now()})`;
  await page.context().clearCookies();
  await page.setViewportSize({ width: 360, height: 800 });
  await staffLogin(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/, LOADED);
  await page
    .getByRole('navigation', { name: 'Shortcuts' })
    .getByRole('link', { name: /Green List texts/ })
    .click();
  await expect(page).toHaveURL(/\/en\/green-list-texts/, LOADED);
  await page.getByTestId('texts-language').selectOption('fr');
  await expect(page.getByTestId('texts-count')).toContainText('to validate in Français', LOADED);
  const before = await page.getByTestId('texts-count').textContent();
  await page.getByTestId('texts-show').getByText('All', { exact: true }).click();
  await expect(page).toHaveURL(/show=all/);
  await page.getByLabel('Search a key or a text').fill('questions.p3.text');
  const entry = page.locator('[data-testid="text-entry"][data-key="questions.p3.text"]');
  await expect(entry).toBeVisible(LOADED);
  await expect(entry.getByText('Do you track and reduce your energy use', { exact: false })).toBeVisible();
  await entry.getByTestId('text-value').fill(corrected);
  await entry.getByLabel('This text is validated').check();
  await entry.getByLabel("Reviewer's comment").fill('Plus direct.');
  await entry.getByRole('button', { name: 'Save' }).click();
  await expect(entry.getByRole('status')).toHaveText('Saved', LOADED);
  await expect(entry.getByText('Validated', { exact: true })).toBeVisible();
  await expect(page.getByTestId('texts-count')).not.toHaveText(before ?? '', LOADED);
  await entry.getByRole('button', { name: 'Corrections' }).click();
  await expect(entry.getByText(corrected).last()).toBeVisible(LOADED);
  await expectNoHorizontalScroll(page);
  await screenshot(page, 'green-list-texts-360');

  // The artisan's wizard in French shows the corrected text.
  await page.setViewportSize({ width: 1280, height: 900 });
  await artisanLogin(page, artisan.email);
  await page.goto(`/fr/artisans/${artisan.id}/green-list`);
  await page.getByTestId('step-production').click(LOADED);
  await expect(page.locator('li[data-code="p3"]')).toContainText(corrected, LOADED);
  // The viewport only: a whole-page picture of the long wizard outlasts a loaded machine.
  await screenshot(page, 'green-list-corrected-text', false);
});

test('staff reach the Green List from the artisan list and download it as PDF and Excel', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await staffToken(request, 'admin@demo.test');
  const lastName = `Liste${Date.now()}`;
  const artisan = await createArtisan(request, admin, { firstName: 'Claire', lastName });
  await select(request, artisan.id);

  await staffLogin(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/, LOADED);
  await page.goto(`/en/artisans?q=${encodeURIComponent(lastName)}`);
  const row = page.getByTestId('artisan-row').filter({ hasText: lastName });
  await expect(row).toBeVisible(LOADED);
  await row.getByTestId('artisan-row-green-list').click();
  await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/green-list$`), LOADED);

  const day = new Date().toISOString().slice(0, 10);
  for (const [format, label] of [
    ['pdf', 'Download as PDF'],
    ['xlsx', 'Download as Excel'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByTestId('green-list-downloads').getByRole('button', { name: label }).click();
    expect((await download).suggestedFilename()).toBe(`green-list-${lastName}-Claire-${day}.${format}`);
  }
  await screenshot(page, 'green-list-staff-downloads', false);
});
