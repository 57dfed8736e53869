import { expect, test } from '@playwright/test';
import { expectAccessible, expectNoHorizontalScroll, screenshot, staffLogin } from './support';

/** SPEC.md section 6, from the permission table: the menu of each demo role. */
const MENUS = {
  'admin@demo.test': [
    'Evaluate artisans',
    'Back-office accounts',
    'Statistics',
    'Communication tool',
    'Green List texts',
    'Discover the criteria',
  ],
  'committee@demo.test': [
    'Evaluate artisans',
    'Back-office accounts',
    'Statistics',
    'Communication tool',
    'Discover the criteria',
  ],
  'network@demo.test': ['Evaluate artisans', 'Discover the criteria'],
  'ambassador@demo.test': ['Evaluate artisans', 'Discover the criteria'],
  'hunter@demo.test': ['Evaluate artisans', 'Discover the criteria'],
} as const;

const ROLE_NAMES = {
  'admin@demo.test': 'Admin',
  'committee@demo.test': 'Executive Committee',
  'network@demo.test': 'Network members',
  'ambassador@demo.test': 'Ambassador',
  'hunter@demo.test': 'Artisan hunter',
} as const;

test.describe('staff login', () => {
  for (const [email, menu] of Object.entries(MENUS) as [keyof typeof MENUS, readonly string[]][]) {
    test(`${email} lands on home with the menu of the role`, async ({ page }) => {
      const lists = [
        'countries',
        'organizations/list',
        'recommendations',
        'confirmeds',
        'craft_materails',
        'craft_people',
      ];
      const loaded = lists.map((path) =>
        page.waitForRequest((request) => request.url().includes(`/${path}`)),
      );
      await staffLogin(page, email);
      await expect(page).toHaveURL(/\/en\/home$/);
      // SPEC.md section 2: after success the lists are loaded.
      await Promise.all(loaded);
      await expect(page.getByText(ROLE_NAMES[email], { exact: true })).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
      await expect(nav.getByRole('link')).toHaveText([...menu]);
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token');
      expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 7.9 * 3600);
      expect(token?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 8 * 3600 + 5);
      if (email === 'admin@demo.test') {
        await expectAccessible(page);
        await screenshot(page, 'staff-home-admin-desktop');
      }

      // Logout sends staff to the staff login and forgets the session.
      await page.getByRole('button', { name: 'Log out' }).click();
      await expect(page).toHaveURL(/\/en\/login$/);
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
      await page.goto('/en/home');
      await expect(page).toHaveURL(/\/en\/hub$/);
    });
  }

  test('the form says what is wrong, as SPEC.md section 5 words it', async ({ page }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Please fill in the email')).toBeVisible();
    await expect(page.getByText('Please fill in the password')).toBeVisible();
    await page.getByLabel(/^Email/).fill('admin@demo');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Your email address does not have a proper format')).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'staff-login-errors-desktop');

    await page.getByLabel(/^Email/).fill('admin@demo.test');
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid credentials, please try again.' }),
    ).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible();
    expect(await page.context().cookies()).toEqual([]);
  });

  test('the login comes without Mantine, shows the password on demand, and its popup brings Mantine', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const mantine = () => scripts.filter((path) => path.includes('/mantine-scope-'));
    await page.goto('/en/login');
    const password = page.getByLabel(/^Password/);
    await password.fill('a secret');
    await expect(password).toHaveAttribute('type', 'password');
    const reveal = page.getByRole('button', { name: 'Show or hide the password' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await reveal.click();
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('a secret');
    expect(mantine()).toEqual([]);

    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgotten password' })).toBeVisible();
    expect(mantine()).toHaveLength(1);
  });

  test('the forgotten-password popup refuses a malformed email and reports an unknown one', async ({
    page,
  }) => {
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgotten password' });
    await dialog.getByLabel(/^Email/).fill('nobody');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog.getByText('Your email address does not have a proper format')).toBeVisible();
    await dialog.getByLabel(/^Email/).fill('nobody@nowhere.test');
    await dialog.getByRole('button', { name: 'Send the link' }).click();
    await expect(dialog.getByText("This e-mail doesn't exist in system.")).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await screenshot(page, 'staff-forgot-password-desktop', false);
  });

  test('a reset link with an unknown hash shows the invalid-hash popup', async ({ page }) => {
    await page.goto('/en/login?hash=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const dialog = page.getByRole('dialog', { name: 'Hash value is invalid' });
    await expect(
      dialog.getByText("This hash doesn't exist in system. Please try to request again"),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login$/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('an endorsement link with an unknown hash shows the invalid-hash popup', async ({ page }) => {
    await page.goto('/en/login?endorseHash=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&id=1');
    await expect(page.getByRole('dialog', { name: 'Hash value is invalid' })).toBeVisible();
  });

  test.describe('at 360 px', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the staff home folds the menu behind a button', async ({ page }) => {
      await staffLogin(page, 'committee@demo.test');
      await expect(page).toHaveURL(/\/en\/home$/);
      const toggle = page.getByRole('button', { name: 'Menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectNoHorizontalScroll(page);
      await screenshot(page, 'staff-home-360');
      await toggle.click();
      await expect(page.getByRole('link', { name: 'Statistics' }).first()).toBeVisible();
      await screenshot(page, 'staff-menu-open-360', false);
    });
  });
});
