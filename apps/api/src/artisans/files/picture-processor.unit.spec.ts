import sharp from 'sharp';
import {
  PICTURE_MAX_PIXELS,
  PictureRefused,
  THUMBNAIL_MAX_SIDE,
  pictureTypeOf,
  processPicture,
  type PictureRefusal,
} from './picture-processor';
import { pngClaiming } from './test-pictures.spec';

const refusal = (promise: Promise<unknown>): Promise<PictureRefusal | 'accepted'> =>
  promise.then(
    () => 'accepted' as const,
    (error: unknown) => {
      if (error instanceof PictureRefused) return error.reason;
      throw error;
    },
  );

describe('processPicture', () => {
  it('refuses by the header a PNG that claims more pixels than allowed, whatever its size', async () => {
    const bomb = pngClaiming(50_000, 50_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await refusal(processPicture(bomb, 'image/png'))).toBe('too-many-pixels');
    // One row over 40 megapixels is refused; exactly 40 megapixels is not refused for its size
    // (this one, whose rows are missing, is then refused as broken).
    expect(await refusal(processPicture(pngClaiming(8000, 5001), 'image/png'))).toBe('too-many-pixels');
    expect(8000 * 5000).toBe(PICTURE_MAX_PIXELS);
    expect(await refusal(processPicture(pngClaiming(8000, 5000), 'image/png'))).toBe('undecodable');
  });

  it('refuses bytes that only start like a picture', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2f6f4d' } })
      .png()
      .toBuffer();
    expect(await refusal(processPicture(png.subarray(0, 40), 'image/png'))).toBe('undecodable');
    expect(await refusal(processPicture(Buffer.from('not a picture at all'), 'image/jpeg'))).toBe(
      'undecodable',
    );
  });

  it('re-encodes as the same type, upright, without any metadata, with a thumbnail', async () => {
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b08454' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSMapDatum: 'WGS-84', GPSLatitudeRef: 'N' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    expect(photo.includes('WGS-84')).toBe(true);

    const { picture, thumbnail } = await processPicture(photo, 'image/jpeg');
    for (const [file, width, height] of [
      [picture, 800, 1200],
      [thumbnail, Math.round((THUMBNAIL_MAX_SIDE * 800) / 1200), THUMBNAIL_MAX_SIDE],
    ] as const) {
      const meta = await sharp(file.bytes).metadata();
      expect(file.contentType).toBe('image/jpeg');
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        width,
        height,
      });
      expect({ exif: meta.exif, xmp: meta.xmp, orientation: meta.orientation }).toEqual({
        exif: undefined,
        xmp: undefined,
        orientation: undefined,
      });
      expect(file.bytes.includes('WGS-84') || file.bytes.includes('PhoneMaker')).toBe(false);
    }
    expect(thumbnail.bytes.length).toBeLessThan(picture.bytes.length);
  });

  it('keeps a PNG a PNG (its transparency too) and never enlarges a small one', async () => {
    const png = await sharp({
      create: { width: 100, height: 60, channels: 4, background: { r: 20, g: 40, b: 60, alpha: 0.5 } },
    })
      .png()
      .withExif({ IFD0: { Artist: 'Someone at 48.85N 2.35E' } })
      .toBuffer();
    expect(png.includes('48.85N')).toBe(true);
    const { picture, thumbnail } = await processPicture(png, 'image/png');
    for (const file of [picture, thumbnail]) {
      const meta = await sharp(file.bytes).metadata();
      expect(file.contentType).toBe('image/png');
      expect([meta.format, meta.width, meta.height, meta.hasAlpha, meta.exif]).toEqual([
        'png',
        100,
        60,
        true,
        undefined,
      ]);
      expect(file.bytes.includes('48.85N')).toBe(false);
    }
  });

  it('stores a picture as its type: JPEG, PNG, and an animated PNG as a PNG', () => {
    expect(
      ['image/jpeg', 'image/png', 'image/apng', 'image/gif', 'application/pdf'].map(pictureTypeOf),
    ).toEqual(['image/jpeg', 'image/png', 'image/png', undefined, undefined]);
  });
});
