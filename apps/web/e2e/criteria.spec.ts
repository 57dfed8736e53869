import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectAccessible,
  expectFitsWidth,
  expectNoHorizontalScroll,
  screenshot,
  screenshotOf,
  staffLogin,
} from './support';

/** Languages whose status names are the longest, or written in scripts wider than Latin. */
const LONG_WORDED_LANGUAGES = ['de', 'hy', 'ka', 'ru'] as const;

/** 8 statuses and 2 decisions (libs/domain/src/statuses.ts). */
const OUTCOME_BADGES = 10;

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

    await expectFitsWidth(page, { width: 390, height: 844 }, 'criteria-390');
    await tradition.getByRole('table').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'criteria-390-levels', false);
  });

  test('tells the foundation six-level scale from the artisan four-level one, before the criteria', async ({
    page,
  }) => {
    await staffLogin(page, 'hunter@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    await page.goto('/en/criteria');
    const staffScale = page.getByRole('region', { name: 'Evaluation by the foundation: six levels' });
    const selfScale = page.getByRole('region', { name: 'Self-assessment: four levels' });
    await expect(staffScale.getByRole('listitem')).toHaveText([
      'NO/NA (0)',
      'Rarely (1)',
      'Sometimes (2)',
      'Often (3)',
      'Most of the time (4)',
      'Always (5)',
    ]);
    await expect(staffScale).toContainText("The foundation's team evaluates each question on six levels");
    // The four self-assessment answers are four of the six levels, with the same points.
    await expect(selfScale.getByRole('listitem')).toHaveText([
      'NO (0)',
      'Rarely (1)',
      'Often (3)',
      'Always (5)',
    ]);
    await expect(selfScale).toContainText('artisans answer the same questions on four levels only');
    // Read before the six-level tables of the criteria, so that those read as the foundation's scale.
    const scalesBottom = (await selfScale.boundingBox())?.y ?? Infinity;
    const criteriaTop = (
      await page.getByRole('heading', { level: 2, name: 'Essential criteria' }).boundingBox()
    )?.y;
    expect(criteriaTop).toBeGreaterThan(scalesBottom);
    await screenshotOf(staffScale.locator('..'), 'criteria-scales-en-desktop');
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

  for (const language of LONG_WORDED_LANGUAGES)
    test(`shows every status badge whole on a desktop (${language})`, async ({ page }) => {
      await expectWholeBadges(page, language, 'desktop');
    });
});

test.describe('criteria page on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const language of LONG_WORDED_LANGUAGES)
    test(`shows every status badge whole (${language})`, async ({ page }) => {
      await expectWholeBadges(page, language, '375');
      await expectNoHorizontalScroll(page);
    });
});

/**
 * The status and decision badges of the outcomes list: none cuts its text (German "Keine Entscheidung
 * möglich" used to end in an ellipsis), none spills out of its column or over the text beside it.
 */
async function expectWholeBadges(page: Page, language: string, device: string): Promise<void> {
  await staffLogin(page, 'hunter@demo.test');
  await expect(page).toHaveURL(/\/en\/home$/);
  await page.goto(`/${language}/criteria`);
  const outcomes = page.locator('section[aria-labelledby="outcomes"]');
  const badges = outcomes.locator('dt .mantine-Badge-root');
  await expect(badges).toHaveCount(OUTCOME_BADGES);
  const clipped = await badges.evaluateAll((roots) =>
    roots.flatMap((root) => {
      const label = root.querySelector('.mantine-Badge-label') ?? root;
      const column = root.closest('dt')?.getBoundingClientRect();
      const text = root.closest('dt')?.nextElementSibling?.getBoundingClientRect();
      const badge = root.getBoundingClientRect();
      const inner = label.getBoundingClientRect();
      const problems = [
        label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight ? 'text cut' : '',
        root.scrollWidth > root.clientWidth || root.scrollHeight > root.clientHeight ? 'badge cut' : '',
        inner.right > badge.right + 0.5 || inner.bottom > badge.bottom + 0.5 ? 'text outside badge' : '',
        !column || badge.right > column.right + 0.5 || badge.right > window.innerWidth
          ? 'badge outside its column'
          : '',
        text &&
        badge.left < text.right - 0.5 &&
        text.left < badge.right - 0.5 &&
        badge.top < text.bottom - 0.5 &&
        text.top < badge.bottom - 0.5
          ? 'badge over the text'
          : '',
      ].filter(Boolean);
      return problems.length > 0 ? [`${label.textContent}: ${problems.join(', ')}`] : [];
    }),
  );
  expect(clipped).toEqual([]);
  await screenshotOf(outcomes, `criteria-outcomes-${language}-${device}`);
  await screenshotOf(
    page.locator('section[aria-labelledby="scale-staff"]').locator('..'),
    `criteria-scales-${language}-${device}`,
  );
}
