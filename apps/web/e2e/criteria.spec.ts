import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, expectNoHorizontalScroll, screenshot, staffLogin } from './support';

test.describe('criteria page (SPEC.md route criteria)', () => {
  test('shows the eleven criteria with their questions, levels, examples and the outcomes', async ({
    page,
  }) => {
    await staffLogin(page, 'hunter@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.getByRole('link', { name: 'Discover the criteria' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Criteria of excellence' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Essential criteria' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Differentiating criteria' })).toBeVisible();
    // 7 + 4 criteria, closed until opened.
    await expect(
      page.getByRole('button', {
        name: /Tradition|Creativity|Savoir-faire|Innovation|Interpretation|Territory|Competence|Originality|Training|Talent|Authenticity/,
      }),
    ).toHaveCount(11);
    await page.getByRole('button', { name: 'Tradition' }).click();
    const tradition = page.getByRole('region', { name: 'Tradition' });
    await expect(tradition.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(tradition.getByRole('rowheader', { name: /Most of the time/ }).first()).toBeVisible();
    await expect(tradition.getByText('Example comment').first()).toBeVisible();
    await expect(page.getByText('Selected', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, 'criteria-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'criteria-390');
    await tradition.getByRole('table').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'criteria-390-levels', false);
  });

  test('speaks the chosen language, and is open to artisans too', async ({ page }) => {
    await page.goto('/en/artisan-login');
    await page.getByLabel(/^Email/).fill('artisan@demo.test');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/artisan-home$/);
    await page.goto('/fr/criteria');
    await expect(page.getByRole('heading', { level: 1, name: "Critères d'excellence" })).toBeVisible();
  });
});
