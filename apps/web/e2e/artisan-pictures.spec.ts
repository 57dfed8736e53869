import { expect, test, type Locator } from '@playwright/test';
import { deflateSync } from 'node:zlib';
import { bearer, createArtisan, staffToken } from './api-fixtures';
import { expectAccessible, screenshot, staffLogin } from './support';

/** CRC-32 of PNG chunks. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A valid PNG of `width` × `height` with a light and a dark half: a picture the browser can show. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, y < height / 2 ? 0xd8 : 0x4a);
    row[0] = 0; // no filter
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const naturalWidth = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

test.describe('artisan pictures on the profile', () => {
  test('tiles show the thumbnails; a picture shown large is the whole picture', async ({ page }) => {
    const admin = await staffToken(page.request, 'admin@demo.test');
    const artisan = await createArtisan(page.request, admin, { firstName: 'Lucia', lastName: 'Verga' });
    const upload = await page.request.post(`/api/artisans/${artisan.id}/pictures`, {
      headers: bearer(admin),
      multipart: { pictures: { name: 'loom.png', mimeType: 'image/png', buffer: png(1280, 960) } },
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
