import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), '../test-results/screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** The locale files the page asked for, by language, in order. */
function recordLocaleRequests(page: Page): string[] {
  const languages: string[] = [];
  page.on('request', (request) => {
    const match = /\/locales\/([^/]+)\/[^/]+\.json/.exec(new URL(request.url()).pathname);
    if (match?.[1]) languages.push(match[1]);
  });
  return languages;
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('web app shell', () => {
  test('the empty path goes to the hub in the browser language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/hub$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artisans of Excellence' })).toBeVisible();
  });

  test('the hub offers its two choices and the criteria', async ({ page }) => {
    await page.goto('/en/hub');
    await expect(page).toHaveTitle('Artisans of Excellence – Welcome');
    await expect(page.locator('body')).toHaveClass(/\bpage-hub\b/);
    await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'I am a member of the network' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Artisan sign-in' })).toHaveAttribute(
      'href',
      '/en/artisan-login',
    );
    await expect(page.getByRole('link', { name: 'Network sign-in' })).toHaveAttribute('href', '/en/login');
    await expect(page.getByRole('link', { name: /Discover the criteria/ })).toHaveAttribute(
      'href',
      '/en/criteria',
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`2019–${new Date().getFullYear()}`);

    await page.getByRole('link', { name: 'Network sign-in' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page).toHaveTitle('Artisans of Excellence – Network sign-in');
    await expect(page.getByText('Sign-in opens soon')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  test('choosing French re-navigates, translates and fetches only the French file', async ({ page }) => {
    const locales = recordLocaleRequests(page);
    await page.goto('/en/hub');
    await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();

    await expect(page).toHaveURL(/\/fr\/hub$/);
    await expect(page.getByRole('heading', { name: 'Je suis artisan' })).toBeVisible();
    await expect(page).toHaveTitle('Artisans of Excellence – Bienvenue');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fr');
    expect([...new Set(locales)].sort()).toEqual(['en', 'fr']);

    // The saved choice wins over the browser language on the next visit to the empty path.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/hub$/);
  });

  test('the language switcher works with the keyboard', async ({ page }) => {
    await page.goto('/en/hub');
    await page.getByRole('button', { name: /Language/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let i = 0; i < 19 && (await focusedText()) !== 'Deutsch'; i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/hub$/);
    await expect(page.getByRole('heading', { name: 'Ich bin Kunsthandwerker' })).toBeVisible();
  });

  test('requests carry the chosen language', async ({ page }) => {
    const request = page.waitForRequest('**/api/app-config');
    await page.goto('/it/hub');
    expect((await request).headers()['accept-language']).toBe('it');
  });

  test('ja is sent to jp', async ({ page }) => {
    await page.goto('/ja/hub');
    await expect(page).toHaveURL(/\/jp\/hub$/);
    await expect(page.getByRole('heading', { name: '私は職人です' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });

  test('an unsupported language is reported and replaced by English', async ({ page }) => {
    await page.goto('/xx/hub');
    await expect(page.getByText('Language not supported')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/hub$/);
  });

  test('an unknown path shows the maintenance page', async ({ page }) => {
    await page.goto('/en/no/such/page');
    await expect(page.getByRole('heading', { name: 'We will be back soon' })).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/\bpage-maintenance\b/);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the 404 page shows only 404', async ({ page }) => {
    await page.goto('/en/404');
    await expect(page.getByRole('main')).toHaveText('404');
  });

  test('the hub has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/en/hub');
    await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the hub looks right on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/hub');
    await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'hub-desktop.png'), fullPage: true });
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the hub has no horizontal scroll', async ({ page }) => {
      await page.goto('/en/hub');
      await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: join(SCREENSHOTS, 'hub-360.png'), fullPage: true });
    });

    for (const path of [
      '/de/hub',
      '/ka/hub',
      '/en/login',
      '/ru/artisan-login',
      '/en/maintenance',
      '/en/404',
    ]) {
      test(`${path} has no horizontal scroll`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoHorizontalScroll(page);
      });
    }
  });
});
