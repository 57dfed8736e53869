import { expect, test, type Locator } from '@playwright/test';
import { bearer, createArtisan, staffToken } from './api-fixtures';
import { png } from './pictures';
import { expectAccessible, screenshot, staffLogin } from './support';

/** A picture of 1280 × 960 with a light and a dark half. */
const lightAndDarkHalves = png(1280, 960, (y) => (y < 480 ? [0xd8, 0xd8, 0xd8] : [0x4a, 0x4a, 0x4a]));

const naturalWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test.describe('artisan pictures on the profile', () => {
  test('tiles show the thumbnails; a picture shown large is the whole picture', async ({ page }) => {
    const admin = await staffToken(page.request, 'admin@demo.test');
    const artisan = await createArtisan(page.request, admin, { firstName: 'Lucia', lastName: 'Verga' });
    const upload = await page.request.post(`/api/artisans/${artisan.id}/pictures`, {
      headers: bearer(admin),
      multipart: { pictures: { name: 'loom.png', mimeType: 'image/png', buffer: lightAndDarkHalves } },
    });
    expect(upload.status()).toBe(201);

    await staffLogin(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/en\/home$/);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/pictures\//.test(request.url())) requested.push(new URL(request.url()).pathname);
    });

    for (const mode of ['?mode=see', '']) {
      requested.length = 0;
      await page.goto(`/en/artisans/${artisan.id}/edit${mode}`);
      const tile = page.getByTestId('profile-pictures').getByRole('img', { name: 'Picture 1' });
      await expect(tile).toBeVisible();
      // The tile holds the thumbnail (at most 320 px), not the 1280 px picture.
      await expect.poll(() => naturalWidth(tile)).toBe(320);
      expect(requested).toEqual([expect.stringMatching(/\/pictures\/[0-9a-f-]{36}\/thumbnail$/)]);

      await page.getByRole('button', { name: 'Show picture 1 large' }).click();
      const large = page.getByRole('dialog', { name: 'Picture 1' });
      await expect.poll(() => naturalWidth(large.getByRole('img', { name: 'Picture 1' }))).toBe(1280);
      expect(requested).toHaveLength(2);
      expect(requested[1]).toMatch(/\/pictures\/[0-9a-f-]{36}$/);
      await expectAccessible(page, '[role="dialog"]');
      if (mode) await screenshot(page, 'artisan-picture-large-desktop', false);
      await large.getByRole('button', { name: 'Close' }).click();
      await expect(large).toHaveCount(0);
    }
  });
});
