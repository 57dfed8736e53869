import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, createArtisan, createStaffAccount, staffToken } from './api-fixtures';
import { expectAccessible, screenshot, staffLogin } from './support';

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Account settings' });

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Account settings' }).click();
  await expect(settingsDialog(page)).toBeVisible();
  return settingsDialog(page);
}

test.describe('account settings', () => {
  test('a staff member changes the password: other sessions end, this one goes on', async ({
    page,
    browser,
  }) => {
    const account = await createStaffAccount(page.request, {
      role: 'ROLE_ARTISAN_HUNTER',
      password: 'first-password',
    });
    await staffLogin(page, account.email, 'first-password');
    await expect(page).toHaveURL(/\/en\/home$/);
    const elsewhere = await browser.newContext();
    const otherPage = await elsewhere.newPage();
    await staffLogin(otherPage, account.email, 'first-password');
    await expect(otherPage).toHaveURL(/\/en\/home$/);
    // Tokens carry whole seconds: the change comes a second after both sign-ins.
    await page.waitForTimeout(1100);

    const dialog = await openSettings(page);
    const save = dialog.getByRole('button', { name: 'Change password' });
    await save.click();
    await expect(dialog).toContainText('Please fill in your previous password');
    await expect(dialog).toContainText('Please fill in the password');
    await dialog.getByLabel(/^Previous password/).fill('not-my-password');
    await dialog.getByLabel(/^New password/).fill('second-password');
    await dialog.getByLabel(/^Confirm the password/).fill('second-password');
    await save.click();
    await expect(dialog.getByRole('alert')).toContainText('Your previous password is incorrect');
    await dialog.getByLabel(/^Previous password/).fill('first-password');
    await save.click();
    await expect(dialog.getByRole('status')).toHaveText('You have successfully changed your password');
    await expect(dialog.getByLabel(/^Previous password/)).toHaveValue('');
    await expectAccessible(page, '[role="dialog"]');
    await screenshot(page, 'account-settings-staff', false);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // This session goes on with the new token; the other one is signed out at its next call.
    await page.goto('/en/artisans');
    await expect(page.getByRole('heading', { level: 1, name: 'Artisans' })).toBeVisible();
    await otherPage.goto('/en/artisans');
    await expect(otherPage).toHaveURL(/\/en\/login$/);
    await elsewhere.close();

    await page.getByRole('button', { name: 'Log out' }).click();
    await staffLogin(page, account.email, 'second-password');
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('an artisan deletes its account after confirming, and cannot sign in any more', async ({ page }) => {
    const hunter = await staffToken(page.request, 'hunter@demo.test');
    const artisan = await createArtisan(page.request, hunter, { firstName: 'Orsola', lastName: 'Addio' });
    await acceptInvitation(page.request, hunter, artisan, 'atelier-password');

    await page.goto('/en/artisan-login');
    await page.getByLabel(/^Email/).fill(artisan.email);
    await page.getByLabel(/^Password/).fill('atelier-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/artisan-home$/);

    const dialog = await openSettings(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog).toContainText('Please fill in the password');
    await dialog.getByLabel(/^Your password/).fill('atelier-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Delete your account? All its information will be lost.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog.getByRole('button', { name: 'Yes, delete it' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it' }).click();

    await expect(page).toHaveURL(/\/en\/artisan-login$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your account has been deleted.' }),
    ).toBeVisible();
    const login = await page.request.post('/artisan/login_check', {
      data: { email: artisan.email, password: 'atelier-password' },
    });
    expect(login.status()).toBe(401);
  });

  test('the settings speak the chosen language', async ({ page }) => {
    await staffLogin(page, 'committee@demo.test');
    await page.goto('/fr/home');
    await page.getByRole('button', { name: 'Paramètres du compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paramètres du compte' });
    await expect(dialog.getByRole('heading', { name: 'Supprimer le compte' })).toBeVisible();
    await expect(dialog.getByLabel(/^Ancien mot de passe/)).toBeVisible();
  });
});
