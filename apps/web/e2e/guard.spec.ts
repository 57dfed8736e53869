import { expect, test, type BrowserContext } from '@playwright/test';
import { staffLogin } from './support';

/** A token the API never signed: the guard reads its claims, the API refuses it (401). */
async function forgedSession(context: BrowserContext, claims: Record<string, unknown>): Promise<void> {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const token = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    exp: Math.floor(Date.now() / 1000) + 3600,
    isActive: true,
    confirmedEmail: true,
    ...claims,
  })}.forged`;
  await context.addCookies([
    { name: 'token', value: token, url: `http://localhost:${process.env.E2E_PORT ?? '3100'}` },
  ]);
}

test.describe('route guard (SPEC.md section 2)', () => {
  for (const path of [
    '/en/home',
    '/en/artisans',
    '/en/management',
    '/en/artisan-home',
    '/en/artisans/42/edit',
  ]) {
    test(`a visitor who opens ${path} is sent to the hub`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/hub$/);
    });
  }

  test('a role not on the list is sent to its home', async ({ page }) => {
    await staffLogin(page, 'network@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/management');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/statistics');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/artisan-home');
    await expect(page).toHaveURL(/\/en\/home$/);
    // A route the role may open stays.
    await page.goto('/en/artisans');
    await expect(page).toHaveURL(/\/en\/artisans$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artisans' })).toBeVisible();
  });

  test('the empty path takes a logged-in user to the home of the role', async ({ page }) => {
    await staffLogin(page, 'hunter@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/home$/);
  });

  test('an artisan who opens staff pages or another artisan is sent to the artisan home', async ({
    page,
    context,
  }) => {
    await page.route('**/api/artisans/me-123', (route) => route.fulfill({ json: { craftMaterail: null } }));
    // The artisan home's other calls (its standing…) would answer 401 to this forged token and sign
    // it out before the next page: they fail as a network error would.
    await page.route('**/api/artisans/me-123/**', (route) => route.abort());
    await forgedSession(context, { sub: 'me-123', kind: 'artisan', role: 'ROLE_ARTISAN' });
    for (const path of ['/en/home', '/en/management', '/en/artisans', '/en/artisans/someone-else/edit']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/artisan-home$/);
    }
    await page.goto('/en/artisans/me-123/edit');
    await expect(page).toHaveURL(/\/en\/artisans\/me-123\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  });

  test('a 401 on any call logs an artisan out to the artisan login', async ({ page, context }) => {
    const id = '00000000-0000-4000-8000-000000000000';
    // The artisan pages call GET /api/artisans/{id}; until the registry serves it, it answers as the
    // API answers a refused token.
    await page.route(`**/api/artisans/${id}`, (route) =>
      route.fulfill({
        status: 401,
        json: {
          title: 'Error',
          detail: 'Your session has expired. Please log in again.',
          status: 401,
          code: 'session-expired',
        },
      }),
    );
    await forgedSession(context, { sub: id, kind: 'artisan', role: 'ROLE_ARTISAN' });
    await page.goto('/en/artisan-home');
    await expect(page).toHaveURL(/\/en\/artisan-login$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  });

  test('a 401 on any call logs staff out to the staff login', async ({ page, context }) => {
    await forgedSession(context, {
      sub: '00000000-0000-4000-8000-000000000000',
      kind: 'staff',
      role: 'ROLE_ADMIN',
    });
    await page.goto('/en/home');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
  });
});
