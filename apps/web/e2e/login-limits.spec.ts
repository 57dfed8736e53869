import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, staffLogin } from './support';

/** The API's answer once an address or an account is over its attempt limit (issue 13, section 5). */
async function answerTooManyAttempts(page: Page, path: string, retryAfterSeconds: number): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': String(retryAfterSeconds) },
      contentType: 'application/problem+json',
      body: JSON.stringify({
        title: 'Error',
        detail: 'Too many attempts. Please wait a few minutes and try again.',
        status: 429,
        code: 'too-many-attempts',
      }),
    }),
  );
}

test.describe('too many login attempts', () => {
  test('the staff login says when to try again', async ({ page }) => {
    await answerTooManyAttempts(page, '/user/login_check', 690);
    await staffLogin(page, 'admin@demo.test', 'a-guess');
    await expect(page.getByRole('alert')).toContainText('Too many attempts. Please try again in 12 min.');
  });

  test('the artisan login says it in the reader’s language', async ({ page }) => {
    await answerTooManyAttempts(page, '/artisan/login_check', 45);
    await page.goto('/fr/artisan-login');
    await page.locator('input[type="email"]').fill('artisan@demo.test');
    await page.locator('input[type="password"]').fill('a-guess');
    await page.locator('form button[type="submit"]').click();
    await expect(page.getByRole('alert')).toContainText('Trop de tentatives. Veuillez réessayer dans 1 min.');
  });
});

test.describe('session cookie (issue 13, section 6)', () => {
  test('is Secure when the server’s PUBLIC_URL is https', async ({ page, context }) => {
    // This server runs on plain http; the app config is what an https PUBLIC_URL makes it say.
    await page.route('**/api/app-config', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      expect(config.secureCookies).toBe(false);
      await route.fulfill({ response, json: { ...config, secureCookies: true } });
    });
    await staffLogin(page, 'committee@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/home$/);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(token?.secure).toBe(true);
  });

  test('is not marked Secure on a plain-http installation', async ({ page, context }) => {
    await staffLogin(page, 'committee@demo.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/en\/home$/);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token');
    expect(token?.value).toBeTruthy();
    expect(token?.secure).toBe(false);
  });
});
