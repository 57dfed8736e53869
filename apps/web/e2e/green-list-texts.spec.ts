import { expect, test } from '@playwright/test';
import { acceptInvitation, createArtisan, selectArtisan, staffToken } from './api-fixtures';
import { artisanLogin, expectNoHorizontalScroll, LOADED, screenshot, staffLogin } from './support';

/**
 * Issue 15, the remaining parts: the artisan reaches "My Green List" from its home; staff reach an
 * artisan's Green List from the list and download it as PDF and Excel; an admin corrects a French
 * text of the Green List in the back office and validates it, and the artisan's wizard in French
 * shows the corrected text at once (no new release).
 */

const PASSWORD = 'atelier-password';

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

  // Where the application stands arrives after the home page; the shortcuts below keep their place
  // (a click on "My Green List" once went astray when they moved down).
  let releaseStanding = () => {};
  const standingHeld = new Promise<void>((resolve) => (releaseStanding = resolve));
  await page.route('**/api/artisans/*/standing', async (route) => {
    await standingHeld;
    await route.continue();
  });
  // Before the selection the artisan already finds its Green List at home; it says why it is closed.
  await artisanLogin(page, artisan.email, PASSWORD);
  const home = page.getByRole('navigation', { name: 'Shortcuts' });
  await expect(home.getByRole('link', { name: /My Green List/ })).toBeVisible(LOADED);
  const topWhileLoading = (await home.boundingBox())!.y;
  releaseStanding();
  await expect(page.getByTestId('analysis-artisan-status')).toContainText('In progress', LOADED);
  expect(Math.abs((await home.boundingBox())!.y - topWhileLoading)).toBeLessThanOrEqual(8);
  await page.unroute('**/api/artisans/*/standing');
  await home.getByRole('link', { name: /My Green List/ }).click();
  await expect(page).toHaveURL(new RegExp(`/en/artisans/${artisan.id}/green-list$`), LOADED);
  await expect(page.getByRole('dialog')).toBeVisible(LOADED);

  await selectArtisan(request, artisan.id);

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
  await artisanLogin(page, artisan.email, PASSWORD);
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
  await selectArtisan(request, artisan.id);

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
