import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, createArtisan, CRITERIA, staffToken } from './api-fixtures';
import { expectAccessible, expectNoHorizontalScroll, LOADED, screenshot, staffLogin } from './support';

/**
 * Issue 16: beside an artisan's evaluation and Green List scores, the staff's profile shows the
 * medians of its craft and of its country, a group of fewer than five artisans never described.
 */

/** The hunter answers every question with `points` and sends the evaluation. */
async function sentEvaluation(request: APIRequestContext, hunter: string, id: string, points: number) {
  const evaluation = `/api/artisans/${id}/evaluation`;
  for (const criterion of CRITERIA) {
    const answers = Object.fromEntries(
      ['q1', 'q2', 'q3'].map((q) => [q, { points, comment: `Seen at the workshop (${criterion} ${q}).` }]),
    );
    await apiCall(request, hunter, 'PUT', `${evaluation}/criteria/${criterion}`, { answers });
    await apiCall(request, hunter, 'POST', `${evaluation}/criteria/${criterion}/validate`);
  }
  await apiCall(request, hunter, 'POST', `${evaluation}/submit`);
}

test.describe('benchmarks on the artisan profile', () => {
  test('staff see the score beside the medians of its craft and country, with the rule for small groups', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const hunter = await staffToken(request, 'hunter@demo.test');
    // Five evaluated French artisans of one craft: its group reaches the five a median needs.
    const artisans = [];
    for (let i = 0; i < 5; i += 1) {
      const artisan = await createArtisan(request, hunter, {
        firstName: 'Benchmark',
        lastName: `Potter ${i}`,
      });
      await sentEvaluation(request, hunter, artisan.id, 3);
      artisans.push(artisan);
    }

    await staffLogin(page, 'committee@demo.test');
    await page.goto(`/en/artisans/${artisans[0]!.id}/edit?mode=see`);
    const card = page.getByTestId('profile-benchmarks');
    await expect(card.getByRole('heading', { name: 'Compared with its craft and country' })).toBeVisible(
      LOADED,
    );
    const evaluation = card.getByTestId('benchmark-evaluation');
    // 11 criteria × 3 questions × 3 points.
    await expect(evaluation.getByText('99 pts', { exact: true })).toBeVisible();
    const craftMedian = evaluation.locator('div', { has: page.getByText('Median of its craft') });
    await expect(craftMedian.getByText(/^Artisans: \d+$/)).toBeVisible();
    const count = Number((await craftMedian.getByText(/^Artisans: \d+$/).textContent())!.replace(/\D/g, ''));
    expect(count).toBeGreaterThanOrEqual(5);
    // No Green List yet: the artisan has no score, and the rule is said under the figures.
    await expect(card.getByTestId('benchmark-green-list').getByText('No score yet')).toBeVisible();
    await expect(card.getByText(/shown only for a group of at least 5 artisans/)).toBeVisible();
    await expectAccessible(page, '[data-testid="profile-benchmarks"]');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'artisan-benchmarks-desktop', false);

    await page.setViewportSize({ width: 360, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await expectNoHorizontalScroll(page);
    await screenshot(page, 'artisan-benchmarks-360', false);

    // French: the same card, in the reader's language.
    await page.goto(`/fr/artisans/${artisans[0]!.id}/edit?mode=see`);
    await expect(page.getByRole('heading', { name: 'Comparé à son métier et à son pays' })).toBeVisible(
      LOADED,
    );
    await expect(page.getByTestId('benchmark-evaluation').getByText('99 pts', { exact: true })).toBeVisible();
  });
});
