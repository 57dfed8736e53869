import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  recordJavaScript,
  recordLocaleRequests,
  screenshot,
  staffLogin,
} from './support';

test.describe('web app shell', () => {
  test('the empty path goes to the hub in the browser language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/hub$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artisans of Excellence' })).toBeVisible();
  });

  test('in maintenance mode the empty path goes to the maintenance page', async ({ page }) => {
    await page.route('**/api/app-config', (route) =>
      route.fulfill({
        json: { maintenanceMode: true, productName: 'Artisans of Excellence', languages: ['en', 'fr'] },
      }),
    );
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/maintenance$/);
    await expect(page.getByRole('heading', { name: 'We will be back soon' })).toBeVisible();
    // No way back to the hub while the site is closed, and no footer.
    await expect(page.getByRole('link', { name: 'Back to the welcome page' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/fr');
    await expect(page).toHaveURL(/\/fr\/maintenance$/);
  });

  test('scrolling returns to the top when the route changes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/en/hub');
    await page.getByRole('button', { name: /Discover the criteria/ }).click();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('a[href="/en/artisan-login"]')?.click(),
    );
    await expect(page).toHaveURL(/\/en\/artisan-login$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
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
    // The header menu is hidden on the hub (SPEC.md section 2); the top bar stays.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(`2019–${new Date().getFullYear()}`);

    const criteria = page.getByRole('button', { name: /Discover the criteria/ });
    await expect(criteria).toHaveAttribute('aria-expanded', 'false');
    await criteria.click();
    await expect(page.getByText('Essential criteria', { exact: true })).toBeVisible();
    await expect(page.getByText('Savoir-faire', { exact: true })).toBeVisible();
    await expect(page.getByText('Authenticity', { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Network sign-in' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page).toHaveTitle('Artisans of Excellence – Network sign-in');
    await expect(page.locator('body')).toHaveClass(/\bpage-login\b/);
    await expect(page.locator('body')).not.toHaveClass(/\bpage-hub\b/);
  });

  test('the first load of the hub needs at most 170 KB of gzipped JavaScript and one language file', async ({
    page,
  }) => {
    const javaScript = recordJavaScript(page);
    const locales = recordLocaleRequests(page);
    await page.goto('/en/hub');
    await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const bytes = await javaScript();
    test
      .info()
      .annotations.push({ type: 'first-load JS (gzip)', description: `${(bytes / 1024).toFixed(1)} KB` });
    expect(bytes).toBeLessThanOrEqual(170 * 1024);
    expect(locales).toEqual(['en/common']);
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
    expect([...new Set(locales)].sort()).toEqual(['en/common', 'fr/common']);

    // The saved choice wins over the browser language on the next visit to the empty path.
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/hub$/);
  });

  test('changing language re-navigates, but reloads the page on the analysis and statistics routes', async ({
    page,
  }) => {
    await page.goto('/en/hub');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/it\/hub$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/statistics$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
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

  test('Escape closes the language menu and gives the focus back', async ({ page }) => {
    await page.goto('/en/hub');
    const button = page.getByRole('button', { name: /Language/ });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
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
    await expectAccessible(page);
    await screenshot(page, 'maintenance-desktop');
  });

  test('the 404 page shows only 404', async ({ page }) => {
    await page.goto('/en/404');
    await expect(page.getByRole('main')).toHaveText('404');
  });

  test('the footer leads to the copyright, privacy policy and terms of use, translated', async ({ page }) => {
    await page.goto('/en/hub');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/en\/copyright#privacy-policy$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Privacy policy' })).toBeInViewport();
    await expect(page.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByText(/keeps your session for 8 hours/)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'copyright-desktop');

    await page.goto('/de/copyright#terms-of-use');
    await expect(page.getByRole('heading', { level: 2, name: 'Nutzungsbedingungen' })).toBeVisible();
  });

  test('the hub has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/en/hub');
    await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
    await page.getByRole('button', { name: /Discover the criteria/ }).click();
    await expectAccessible(page);
  });

  test('the hub looks right on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en/hub');
    await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
    await screenshot(page, 'hub-desktop');
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the hub has no horizontal scroll', async ({ page }) => {
      await page.goto('/en/hub');
      await expect(page.getByRole('heading', { name: 'I am an artisan' })).toBeVisible();
      await page.getByRole('button', { name: /Discover the criteria/ }).click();
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'hub-360');
    });

    for (const path of [
      '/de/hub',
      '/ka/hub',
      '/en/login',
      '/ru/artisan-login',
      '/hy/login',
      '/en/maintenance',
      '/en/copyright',
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
